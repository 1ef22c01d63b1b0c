import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, pageContentSecurityPolicy } from './content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const html = [
  '<html><head><style>body{color:red}</style>',
  '<script type="application/ld+json">{"@type":"Store"}</script></head>',
  '<body><div style="--slider-step:12px;font-family:&quot;A&quot;"></div>',
  '<script>window.a=1</script><script data-tsr-stream-part="">window.b=2</script>',
  '<script type="module" src="/assets/entry.js"></script><script type="module">import "/x.js"</script>',
  '<script>window.a=1</script></body></html>',
].join('');

describe('the policy of a rendered page', () => {
  it('hashes the inline scripts the browser runs, once each, and no data block or external script', () => {
    const { scripts } = inlineHashes(html);
    expect(scripts.sort()).toEqual([sha256('window.a=1'), sha256('window.b=2'), sha256('import "/x.js"')].sort());
    expect(scripts).not.toContain(sha256('{"@type":"Store"}'));
  });

  it('hashes the inline styles and the style attributes as the browser reads them (entities decoded)', () => {
    expect(inlineHashes(html)).toMatchObject({
      styles: [sha256('body{color:red}')],
      styleAttributes: [sha256('--slider-step:12px;font-family:"A"')],
    });
  });

  it('allows only this origin and those hashes, and no framing', () => {
    const policy = pageContentSecurityPolicy(html).split('; ');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain(`script-src 'self' ${inlineHashes(html).scripts.join(' ')}`);
    expect(policy).toContain(`style-src 'self' ${sha256('body{color:red}')}`);
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${sha256('--slider-step:12px;font-family:"A"')}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy.join(' ')).not.toContain('unsafe-inline');
    expect(pageContentSecurityPolicy('<p>no inline code</p>')).toContain("script-src 'self'; style-src 'self'; style-src-attr 'none'");
  });
});

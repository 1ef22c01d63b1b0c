import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStyleHashes, ownInlineScripts, pageContentSecurityPolicy, renderMark } from './content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const mark = renderMark();
/** A page as the router writes it: its own script tags carry the render's mark; the rest came from the page's data. */
const rendered = [
  `<html><head><meta property="csp-nonce" content="${mark}"/><style nonce="${mark}">body{color:red}</style>`,
  '<script type="application/ld+json">{"@type":"Store"}</script></head>',
  '<body><div style="--slider-step:12px;font-family:&quot;A&quot;"></div>',
  `<script nonce="${mark}">window.a=1</script><script nonce="${mark}" data-tsr-stream-part="">window.b=2</script>`,
  `<script type="module" src="/assets/entry.js" nonce="${mark}"></script><script type="module" nonce="${mark}">import "/x.js"</script>`,
  `<script nonce="${mark}">window.a=1</script>`,
  // Slipped in through a stored field: no mark, a guessed one, a mark in the body.
  '<script>alert("injected")</script><script nonce="guessed">alert("guessed")</script>',
  `<script type="module">alert("${mark}")</script>`,
  '</body></html>',
].join('');

describe('the scripts a page may run', () => {
  it('are the inline scripts the router wrote with this render\'s mark, hashed once each; no data block or external script', () => {
    const { scripts } = ownInlineScripts(rendered, mark);
    expect(scripts.sort()).toEqual([sha256('window.a=1'), sha256('window.b=2'), sha256('import "/x.js"')].sort());
  });

  it('never include a script that reached the HTML another way, whatever it looks like', () => {
    const { scripts } = ownInlineScripts(rendered, mark);
    for (const foreign of ['alert("injected")', 'alert("guessed")', `alert("${mark}")`]) expect(scripts).not.toContain(sha256(foreign));
    // Another render's mark is not this one's.
    expect(ownInlineScripts(rendered, renderMark()).scripts).toEqual([]);
  });

  it('leave no trace of the mark in the HTML that is kept and sent', () => {
    const { html } = ownInlineScripts(rendered, mark);
    expect(html).not.toContain(`nonce="${mark}"`);
    expect(html).not.toContain('csp-nonce');
    expect(html).toContain('<script nonce="guessed">');
    expect(html).toContain('<script>window.a=1</script>');
  });
});

describe('the policy of a rendered page', () => {
  it('hashes the inline styles and the style attributes as the browser reads them (entities decoded)', () => {
    expect(inlineStyleHashes(ownInlineScripts(rendered, mark).html)).toMatchObject({
      styles: [sha256('body{color:red}')],
      styleAttributes: [sha256('--slider-step:12px;font-family:"A"')],
    });
  });

  it('allows only this origin, the renderer\'s own scripts and the page\'s styles by hash, and no framing', () => {
    const page = ownInlineScripts(rendered, mark);
    const policy = pageContentSecurityPolicy(page).split('; ');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain(`script-src 'self' ${page.scripts.join(' ')}`);
    expect(policy).toContain(`style-src 'self' ${sha256('body{color:red}')}`);
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${sha256('--slider-step:12px;font-family:"A"')}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy.join(' ')).not.toContain('unsafe-inline');
    expect(policy.join(' ')).not.toContain(sha256('alert("injected")'));
    expect(pageContentSecurityPolicy({ html: '<p>no inline code</p>', scripts: [] })).toContain("script-src 'self'; style-src 'self'; style-src-attr 'none'");
  });
});

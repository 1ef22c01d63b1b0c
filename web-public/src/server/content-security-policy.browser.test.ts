import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser, type TestBrowser } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownInlineScripts, pageContentSecurityPolicy, renderMark } from './content-security-policy';

const mark = renderMark();
/** A page as the renderer writes it (its own script marked), and a script slipped in without the mark, as an injection would be. */
const rendered = ownInlineScripts(
  `<!doctype html><html><head><style>p{color:green}</style></head><body><p>x</p><script nonce="${mark}">document.body.dataset.hashed="ran"</script><script>document.body.dataset.injected="ran"</script></body></html>`,
  mark,
);
const page = rendered.html.replace('<script>document.body.dataset.injected="ran"</script>', '');
const injected = rendered.html;

let server: Server;
let origin: string;
let browser: TestBrowser;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', pageContentSecurityPolicy(rendered));
    response.end(request.url === '/injected' ? injected : page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('a page under its hash policy in Chromium', () => {
  it('runs the inline script it hashed, with no error', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/`);
    expect(await tab.evaluate(() => document.body.dataset.hashed)).toBe('ran');
    expect(await tab.evaluate(() => getComputedStyle(document.querySelector('p')!).color)).toBe('rgb(0, 128, 0)');
    expect(tab.errors).toEqual([]);
  });

  it('refuses a script it did not hash, and the refusal is a console error the browser tests collect', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/injected`);
    expect(await tab.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    await expect.poll(() => tab.errors.join('\n')).toMatch(/Content Security Policy/);
  });
});

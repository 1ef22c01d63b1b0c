import { createHash, randomBytes } from 'node:crypto';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types a browser runs; any other (application/ld+json, ...) is a data block it never executes. */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const typeOf = (attributes: string) => /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * A secret of one render: the router writes it as the nonce of every script tag
 * it writes itself (its `ssr.nonce` option), so those tags, and only those, can
 * be told from anything the page's data put in the HTML. Random per render, it
 * cannot be in stored data, which was written before it existed.
 */
export function renderMark(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The renderer's own inline scripts, by hash, and the HTML without the mark: a
 * script tag counts only when it carries this render's mark, so a script that
 * reached the HTML any other way (an injection through a stored field) gets no
 * hash and the browser refuses it. The mark is taken out once counted (the nonces
 * and the router's `csp-nonce` meta tag): the page is kept and sent again and
 * again, and the policy names its scripts by hash, never by nonce.
 */
export function ownInlineScripts(rendered: string, mark: string): { html: string; scripts: string[] } {
  const marked = ` nonce="${mark}"`;
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of rendered.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!attributes.includes(marked)) continue;
    if (/\bsrc\s*=/i.test(attributes) || !executableTypes.has(typeOf(attributes))) continue;
    scripts.add(sha256(body));
  }
  const html = rendered.replace(new RegExp(`<meta property="csp-nonce" content="${mark}"\\s*/?>`, 'g'), '').replaceAll(marked, '');
  return { html, scripts: [...scripts] };
}

/** The hashes of a page's <style> elements and style attributes, each listed once. */
export function inlineStyleHashes(html: string): { styles: string[]; styleAttributes: string[] } {
  const styles = new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => sha256(body)));
  const styleAttributes = new Set([...html.matchAll(/\sstyle="([^"]*)"/gi)].map(([, value = '']) => sha256(decodeAttribute(value))));
  return { styles: [...styles], styleAttributes: [...styleAttributes] };
}

/**
 * The Content-Security-Policy of a rendered page: this origin's files, the
 * inline scripts the renderer wrote itself (`scripts`: their hashes, from
 * ownInlineScripts at render time) and the inline styles of this HTML (by hash,
 * computed when it is rendered and cached with it: a nonce could not be, the
 * cached HTML is sent again and again). The JSON-LD blocks are data and need nothing.
 */
export function pageContentSecurityPolicy(page: { html: string; scripts: readonly string[] }): string {
  const { styles, styleAttributes } = inlineStyleHashes(page.html);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...page.scripts].join(' '),
    ['style-src', "'self'", ...styles].join(' '),
    // A style attribute in the server's HTML (a slider's step, say) may only be one of these.
    styleAttributes.length > 0 ? ['style-src-attr', "'unsafe-hashes'", ...styleAttributes].join(' ') : "style-src-attr 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

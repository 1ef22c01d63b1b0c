import { createHash } from 'node:crypto';

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

/** The hashes of a page's inline scripts, <style> elements and style attributes, each listed once. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !executableTypes.has(typeOf(attributes))) continue;
    scripts.add(sha256(body));
  }
  const styles = new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => sha256(body)));
  const styleAttributes = new Set([...html.matchAll(/\sstyle="([^"]*)"/gi)].map(([, value = '']) => sha256(decodeAttribute(value))));
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/**
 * The Content-Security-Policy of a rendered page: this origin's files, and only
 * the inline scripts and styles this very HTML carries (by hash, computed when it
 * is rendered and cached with it: a nonce could not be, the cached HTML is sent
 * again and again). The router's hydration scripts are inline; the JSON-LD blocks
 * are data and need nothing.
 */
export function pageContentSecurityPolicy(html: string): string {
  const { scripts, styles, styleAttributes } = inlineHashes(html);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
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

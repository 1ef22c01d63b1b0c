import { SaxesParser, type SaxesTagNS } from 'saxes';
import { maxBytesPerFile, maxEntriesPerFile, maxLocLength, sitemapNamespace } from './sitemap-protocol.js';
import { isW3cDatetime } from './w3c-datetime.js';

/**
 * A streaming check of a sitemap or sitemap index against the sitemaps.org
 * schemas (sitemap.xsd and siteindex.xsd, 0.9) and the protocol's limits: the
 * namespace, the elements and their order, a required <loc> of 12 to 2048
 * characters that is an absolute, properly escaped http(s) URL, W3C datetime
 * lastmod, the changefreq and priority values, at most 50,000 entries and
 * 50 MiB. Memory stays flat: entries are handed to `onEntry` one by one.
 */

export type SitemapKind = 'urlset' | 'sitemapindex';

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

export interface SitemapReport {
  kind: SitemapKind | null;
  entries: number;
  bytes: number;
  /** Every rule broken, first ones first (capped), with the line where it was seen. */
  errors: string[];
  valid: boolean;
}

const changefreqs = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
/** The children of <url> and <sitemap>, in the order the schemas require. */
const childOrder: Record<'url' | 'sitemap', readonly string[]> = {
  url: ['loc', 'lastmod', 'changefreq', 'priority'],
  sitemap: ['loc', 'lastmod'],
};
/** RFC 3986 characters, with % only as the start of an escape. */
const uriCharacters = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

/** Why a <loc> is not acceptable, or null when it is. */
export function locProblem(loc: string): string | null {
  if (loc.length < 12 || loc.length > maxLocLength) return `<loc> must be 12 to ${maxLocLength} characters long`;
  if (!uriCharacters.test(loc)) return '<loc> must be URL-escaped (RFC 3986): no spaces, non-ASCII or stray % characters';
  let url: URL;
  try {
    url = new URL(loc);
  } catch {
    return '<loc> must be an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '<loc> must be an http or https URL';
  return null;
}

/** Why a <priority> is not acceptable (an xsd:decimal from 0.0 to 1.0), or null. */
function priorityProblem(text: string): string | null {
  if (!/^\+?(\d+(\.\d*)?|\.\d+)$/.test(text)) return '<priority> must be a decimal number';
  const value = Number(text);
  return value >= 0 && value <= 1 ? null : '<priority> must be between 0.0 and 1.0';
}

interface SitemapValidatorOptions {
  /** Each <url> (or <sitemap>) once it is complete. */
  onEntry?: (entry: SitemapEntry) => void;
  /** Limits, the protocol's by default (tests lower them). */
  maxEntries?: number;
  maxBytes?: number;
  maxErrors?: number;
}

export class SitemapValidator {
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private readonly decoder = new TextDecoder('utf-8', { fatal: false });
  private readonly options: Required<Omit<SitemapValidatorOptions, 'onEntry'>> & Pick<SitemapValidatorOptions, 'onEntry'>;
  private readonly errors: string[] = [];
  private errorCount = 0;
  private kind: SitemapKind | null = null;
  private entries = 0;
  private bytes = 0;
  private depth = 0;
  /** Depth at which an element of another namespace opened; its content is not ours to check. */
  private foreignDepth: number | null = null;
  private entry: { kind: 'url' | 'sitemap'; lastIndex: number; loc: string | null; lastmod: string | null } | null = null;
  private field: { name: string; text: string } | null = null;
  private limitsReported = { entries: false, bytes: false };

  constructor(options: SitemapValidatorOptions = {}) {
    this.options = {
      maxEntries: options.maxEntries ?? maxEntriesPerFile,
      maxBytes: options.maxBytes ?? maxBytesPerFile,
      maxErrors: options.maxErrors ?? 20,
      onEntry: options.onEntry,
    };
    this.parser.on('error', (err) => this.fail(err.message.replace(/^undefined:/, '')));
    this.parser.on('xmldecl', (decl) => {
      if (decl.encoding && decl.encoding.toUpperCase() !== 'UTF-8') this.fail(`The file must be UTF-8 encoded, not ${decl.encoding}`);
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', (tag) => this.close(tag));
    this.parser.on('text', (text) => this.text(text));
    this.parser.on('cdata', (text) => this.text(text));
  }

  write(chunk: Uint8Array | string): void {
    const size = typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    this.bytes += size;
    if (this.bytes > this.options.maxBytes && !this.limitsReported.bytes) {
      this.limitsReported.bytes = true;
      this.fail(`The file is larger than ${this.options.maxBytes} bytes, the protocol's limit`);
    }
    this.parser.write(typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true }));
  }

  end(): SitemapReport {
    const rest = this.decoder.decode();
    if (rest) this.parser.write(rest);
    this.parser.close();
    if (this.kind === null) this.fail('The file has no <urlset> or <sitemapindex> root element');
    else if (this.entries === 0) this.fail(`<${this.kind}> must contain at least one <${this.kind === 'urlset' ? 'url' : 'sitemap'}>`);
    if (this.errorCount > this.errors.length) this.errors.push(`... and ${this.errorCount - this.errors.length} more problems`);
    return { kind: this.kind, entries: this.entries, bytes: this.bytes, errors: this.errors, valid: this.errorCount === 0 };
  }

  private fail(message: string): void {
    this.errorCount += 1;
    if (this.errors.length < this.options.maxErrors) this.errors.push(`line ${this.parser.line}: ${message}`);
  }

  private open(tag: SaxesTagNS): void {
    this.depth += 1;
    if (this.foreignDepth !== null) return;
    const ours = tag.uri === sitemapNamespace;
    if (this.depth === 1) {
      if (!ours || (tag.local !== 'urlset' && tag.local !== 'sitemapindex')) {
        this.fail(`The root element must be <urlset> or <sitemapindex> in the namespace ${sitemapNamespace}`);
        this.foreignDepth = this.depth;
        return;
      }
      this.kind = tag.local;
      return;
    }
    if (!ours) {
      // Both schemas allow elements of other namespaces (extensions) before the
      // entries, and at the end of an entry.
      if (this.depth === 2 && this.entries > 0) this.fail(`<${tag.name}> of another namespace may only come before the first entry`);
      if (this.depth === 3 && this.entry) this.entry.lastIndex = Number.POSITIVE_INFINITY;
      this.foreignDepth = this.depth;
      return;
    }
    if (this.depth === 2) {
      const expected = this.kind === 'urlset' ? 'url' : 'sitemap';
      if (tag.local !== expected) {
        this.fail(`<${tag.local}> is not allowed in <${this.kind}>; expected <${expected}>`);
        this.foreignDepth = this.depth;
        return;
      }
      this.entry = { kind: expected, lastIndex: -1, loc: null, lastmod: null };
      return;
    }
    if (this.depth === 3 && this.entry) {
      const order = childOrder[this.entry.kind];
      const index = order.indexOf(tag.local);
      if (index === -1) this.fail(`<${tag.local}> is not allowed in <${this.entry.kind}>`);
      else if (index <= this.entry.lastIndex) this.fail(`<${tag.local}> is out of order or repeated in <${this.entry.kind}> (order: ${order.join(', ')})`);
      else if (index > 0 && this.entry.lastIndex === -1) this.fail(`<loc> must come first in <${this.entry.kind}>`);
      if (index !== -1) this.entry.lastIndex = Math.max(this.entry.lastIndex, index);
      this.field = { name: tag.local, text: '' };
      return;
    }
    this.fail(`<${tag.local}> is not allowed inside <${this.field?.name ?? 'an entry field'}>`);
  }

  private close(tag: SaxesTagNS): void {
    const depth = this.depth;
    this.depth -= 1;
    if (this.foreignDepth !== null) {
      if (depth === this.foreignDepth) this.foreignDepth = null;
      return;
    }
    if (depth === 3 && this.field && this.entry && tag.local === this.field.name) {
      this.checkField(this.field.name, this.field.text.trim());
      this.field = null;
    } else if (depth === 2 && this.entry) {
      this.finishEntry();
    }
  }

  private text(text: string): void {
    if (this.foreignDepth !== null) return;
    if (this.field && this.depth === 3) this.field.text += text;
    else if (text.trim() !== '') this.fail(`Unexpected text "${text.trim().slice(0, 40)}"`);
  }

  private checkField(name: string, value: string): void {
    const entry = this.entry!;
    if (name === 'loc') {
      entry.loc = value;
      const problem = locProblem(value);
      if (problem) this.fail(`${problem}: ${value.slice(0, 100)}`);
    } else if (name === 'lastmod') {
      entry.lastmod = value;
      if (!isW3cDatetime(value)) this.fail(`<lastmod> must be a W3C datetime (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm): ${value}`);
    } else if (name === 'changefreq') {
      if (!changefreqs.has(value)) this.fail(`<changefreq> must be one of ${[...changefreqs].join(', ')}: ${value}`);
    } else if (name === 'priority') {
      const problem = priorityProblem(value);
      if (problem) this.fail(`${problem}: ${value}`);
    }
  }

  private finishEntry(): void {
    const entry = this.entry!;
    this.entry = null;
    this.entries += 1;
    if (this.entries > this.options.maxEntries && !this.limitsReported.entries) {
      this.limitsReported.entries = true;
      this.fail(`More than ${this.options.maxEntries} entries in one file, the protocol's limit`);
    }
    if (entry.loc === null) {
      this.fail(`<${entry.kind}> has no <loc>`);
      return;
    }
    this.options.onEntry?.({ loc: entry.loc, lastmod: entry.lastmod });
  }
}

/** Validates a whole file held in memory (tests, small files). */
export function validateSitemap(xml: string | Uint8Array, options: SitemapValidatorOptions = {}): SitemapReport {
  const validator = new SitemapValidator(options);
  validator.write(xml);
  return validator.end();
}

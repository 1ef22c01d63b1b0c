import { compress, type CompressedEncoding, type Encoding } from './compression';

/** What a page shows, so a change to its data finds it. */
export type PageDependency = { kind: 'city'; slug: string; cityId: number | null } | { kind: 'delivery' } | { kind: 'none' };

/** A finished page: status, its own headers, and its body in each encoding asked for so far. */
export class FinishedPage {
  /** Each encoding compressed once, when it is first asked for (or before a re-rendered page replaces one that was asked for it). */
  private readonly encoded = new Map<CompressedEncoding, Buffer>();
  private readonly compressing = new Map<CompressedEncoding, Promise<Buffer>>();

  constructor(
    readonly status: number,
    /** The page's own headers (content-type, content-security-policy, cache-control, etag, location), lower-case names. */
    readonly headers: Readonly<Record<string, string>>,
    readonly body: Buffer,
  ) {}

  get etag(): string | undefined {
    return this.headers.etag;
  }

  /** The body in `encoding`, if it was compressed already. */
  bodyIn(encoding: Encoding): Buffer | undefined {
    return encoding === 'identity' ? this.body : this.encoded.get(encoding);
  }

  /** The body in `encoding`, compressing it the first time (once, however many ask at the same moment). */
  async encode(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity' || this.body.length === 0) return this.body;
    const done = this.encoded.get(encoding);
    if (done) return done;
    let pending = this.compressing.get(encoding);
    if (!pending) {
      pending = compress(this.body, encoding).then((buffer) => {
        this.encoded.set(encoding, buffer);
        this.compressing.delete(encoding);
        return buffer;
      });
      this.compressing.set(encoding, pending);
    }
    return pending;
  }

  /** The encodings compressed so far: a page that replaces this one is compressed in them before it is swapped in. */
  get encodings(): CompressedEncoding[] {
    return [...this.encoded.keys()];
  }

  /** Bytes held: the body and each compressed copy. */
  get bytes(): number {
    let total = this.body.length;
    for (const buffer of this.encoded.values()) total += buffer.length;
    return total;
  }
}

/** A page kept under its canonical path. */
export interface CacheEntry {
  page: FinishedPage;
  /** The version of the data it shows (null: it shows none, e.g. a redirect). */
  version: string | null;
  depends: PageDependency;
  /**
   * A page of the site (a city, the delivery page, the terms or privacy page): one
   * per address the data makes, whoever asks. Anything else (a redirect, a 404, a
   * 410) is not: any visitor can make as many of those as they like.
   */
  live: boolean;
  /** It shows a part its data could not have (docs/behaviour/public-site.md#a-part-that-could-not-be-had). */
  degraded: boolean;
  /** After this (ms since the epoch), a request makes a background check of the data's version. */
  checkAt: number;
  /** After this the entry is gone (a not-found answer is kept briefly); Infinity otherwise. */
  expiresAt: number;
}

export interface PageCacheOptions {
  /** At most this many live pages, the least recently rendered going first (default: no count, the data bounds them). */
  maxPages?: number;
  /** At most this many other answers (redirects, 404s, 410s), the oldest going first. */
  maxOthers: number;
  /** At most this many bytes of live pages (bodies and their compressed copies). */
  maxBytes: number;
}

const isNotFound = (entry: CacheEntry) => entry.page.status === 404 || entry.page.status === 410;

/**
 * The finished pages by canonical path, in two areas bounded apart (docs/operations.md,
 * "The page cache"): live pages, which only other live pages can push out, and
 * every other answer kept (redirects, 404s, 410s), a small area of its own, so a
 * flood of made-up addresses evicts only other made-up addresses. A lookup costs
 * one or two map reads: an entry is not reordered on reads (eviction goes by when
 * a page was last rendered, which keeps the hot path free of writes).
 */
export class PageCache {
  private readonly pages = new Map<string, CacheEntry>();
  private readonly others = new Map<string, CacheEntry>();
  private pageBytes = 0;

  constructor(private readonly options: PageCacheOptions) {}

  /** The entry for a canonical path, if any and not expired. */
  get(key: string, now = Date.now()): CacheEntry | undefined {
    const entry = this.pages.get(key) ?? this.others.get(key);
    if (entry && entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: CacheEntry): void {
    this.delete(key);
    if (!entry.live) {
      this.others.set(key, entry);
      while (this.others.size > this.options.maxOthers) this.others.delete(this.others.keys().next().value as string);
      return;
    }
    this.pages.set(key, entry);
    this.pageBytes += entry.page.bytes;
    this.trim();
  }

  /** Recounts a page's bytes after a compressed copy was added to it. */
  grew(key: string, before: number): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pageBytes += entry.page.bytes - before;
    this.trim();
  }

  delete(key: string): void {
    const entry = this.pages.get(key);
    if (entry) {
      this.pageBytes -= entry.page.bytes;
      this.pages.delete(key);
    }
    this.others.delete(key);
  }

  /** Drops every not-found answer (a city was created or activated). */
  clearNotFound(): void {
    for (const [key, entry] of this.others) if (isNotFound(entry)) this.others.delete(key);
  }

  /** The entries a change of data may make again: the live pages and the redirects (a former slug's follows its city), not the not-found answers. */
  *entries(): IterableIterator<[string, CacheEntry]> {
    yield* this.pages.entries();
    for (const item of this.others) if (!isNotFound(item[1])) yield item;
  }

  get size(): { pages: number; others: number; bytes: number } {
    return { pages: this.pages.size, others: this.others.size, bytes: this.pageBytes };
  }

  private trim(): void {
    const maxPages = this.options.maxPages ?? Infinity;
    while (this.pages.size > maxPages || (this.pageBytes > this.options.maxBytes && this.pages.size > 1)) {
      const oldest = this.pages.keys().next().value as string;
      this.delete(oldest);
    }
  }
}

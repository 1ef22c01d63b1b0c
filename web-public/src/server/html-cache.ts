/** A rendered page ready to send, compressed once when it is cached. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Rendered pages by path, each with the version (etag) of the data it shows:
 * a repeat request for the same version costs a lookup, a new version replaces
 * the old page. Bounded by entries; the least recently used goes first.
 */
export class HtmlCache {
  private readonly pages = new Map<string, { version: string; page: CachedPage }>();

  constructor(private readonly maxEntries: number) {}

  get(path: string, version: string): CachedPage | undefined {
    const entry = this.pages.get(path);
    if (!entry || entry.version !== version) return undefined;
    // Re-insert: a Map keeps insertion order, so the first key is the least recently used.
    this.pages.delete(path);
    this.pages.set(path, entry);
    return entry.page;
  }

  set(path: string, version: string, page: CachedPage): void {
    this.pages.delete(path);
    this.pages.set(path, { version, page });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next();
      if (oldest.done) break;
      this.pages.delete(oldest.value);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}

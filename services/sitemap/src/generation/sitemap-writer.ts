import {
  mainSitemapName,
  maxBytesPerFile,
  maxEntriesPerFile,
  numberedSitemapName,
  publicUrl,
  sitemapEntry,
  sitemapIndexClose,
  sitemapIndexOpen,
  urlEntry,
  urlsetClose,
  urlsetOpen,
} from '../domain/sitemap-protocol.js';

export interface WrittenFile {
  name: string;
  /** URLs in a sitemap, sitemaps in an index. */
  entries: number;
  bytes: number;
  /** The newest lastmod of its entries. */
  lastmod: Date | null;
}

export interface WrittenSitemap {
  /** The main file first (sitemap.xml), then the numbered sitemaps of an index. */
  files: WrittenFile[];
  isIndex: boolean;
  urlCount: number;
  totalBytes: number;
}

/**
 * auto: one file while it fits the protocol's limits and fewer than
 * `autoIndexMinCities` cities are listed, an index otherwise; index: always an index.
 */
export type SitemapLayout = 'auto' | 'index';

/** A complete file's bytes (on a plain ArrayBuffer, as the database client takes them). */
export type FileContent = Buffer<ArrayBuffer>;

/** Where each finished file goes: the generation's rows in the database (stored-files.ts), or a test's memory. */
export interface SitemapOutput {
  put(name: string, content: FileContent): Promise<void>;
}

export interface SitemapWriterOptions {
  output: SitemapOutput;
  publicBaseUrl: string;
  maxUrlsPerFile?: number;
  maxBytesPerFile?: number;
}

/** Text is turned into bytes in chunks of about this size: few conversions, no string as large as the file. */
const chunkChars = 256 * 1024;

/** One file being written, in memory until it is complete, with a byte count. */
class FileSink {
  private pending = '';
  private readonly chunks: Buffer[] = [];
  entries = 0;
  bytes = 0;
  lastmod: Date | null = null;

  constructor(
    readonly name: string,
    opening: string,
  ) {
    this.pending = opening;
    this.bytes = Buffer.byteLength(opening);
  }

  add(text: string, bytes: number, lastmod: Date | null): void {
    this.pending += text;
    this.bytes += bytes;
    this.entries += 1;
    if (lastmod && (!this.lastmod || lastmod > this.lastmod)) this.lastmod = lastmod;
    if (this.pending.length >= chunkChars) this.flush();
  }

  private flush(): void {
    this.chunks.push(Buffer.from(this.pending));
    this.pending = '';
  }

  /** The complete file, and what it holds. */
  close(closing: string): { written: WrittenFile; content: FileContent } {
    this.pending += closing;
    this.bytes += Buffer.byteLength(closing);
    this.flush();
    const content = Buffer.concat(this.chunks, this.bytes);
    return { written: { name: this.name, entries: this.entries, bytes: this.bytes, lastmod: this.lastmod }, content };
  }
}

/**
 * Writes URLs, as they stream in, into numbered sitemap files that each stay
 * within the protocol's limits (50,000 URLs, 50 MiB); at the end one file
 * becomes /sitemap.xml itself, or /sitemap.xml becomes the index of them.
 */
export class SitemapWriter {
  private readonly maxUrls: number;
  private readonly maxBytes: number;
  private readonly closingBytes = Buffer.byteLength(urlsetClose);
  private readonly parts: WrittenFile[] = [];
  private current: FileSink | null = null;
  private urlCount = 0;

  constructor(private readonly options: SitemapWriterOptions) {
    this.maxUrls = options.maxUrlsPerFile ?? maxEntriesPerFile;
    this.maxBytes = options.maxBytesPerFile ?? maxBytesPerFile;
  }

  /**
   * Adds a URL. Answers a promise only when the caller must wait (a full file
   * to store): most URLs cost no await at all.
   */
  add(loc: string, lastmod: Date): Promise<void> | undefined {
    const entry = urlEntry(loc, lastmod);
    const bytes = Buffer.byteLength(entry);
    if (this.current && (this.current.entries >= this.maxUrls || this.current.bytes + bytes + this.closingBytes > this.maxBytes)) {
      // A second file follows, so this one is a numbered sitemap of an index: stored now, not held.
      const full = this.current;
      this.current = null;
      return this.store(full, full.name).then(() => this.add(loc, lastmod));
    }
    this.current ??= new FileSink(numberedSitemapName(this.parts.length + 1), urlsetOpen);
    if (this.current.bytes + bytes + this.closingBytes > this.maxBytes) throw new Error(`A single URL does not fit in ${this.maxBytes} bytes`);
    this.urlCount += 1;
    this.current.add(entry, bytes, lastmod);
    return undefined;
  }

  /** Closes the last sitemap; `asIndex` writes an index even when one file holds every URL. */
  async finish(asIndex: boolean): Promise<WrittenSitemap> {
    const last = this.current;
    this.current = null;
    if (!last) throw new Error('A sitemap needs at least one URL');

    if (!asIndex && this.parts.length === 0) {
      const only = await this.store(last, mainSitemapName);
      return { files: [only], isIndex: false, urlCount: this.urlCount, totalBytes: only.bytes };
    }
    await this.store(last, last.name);
    if (this.parts.length > maxEntriesPerFile) throw new Error(`More than ${maxEntriesPerFile} sitemaps would need a second index`);
    const index = new FileSink(mainSitemapName, sitemapIndexOpen);
    for (const part of this.parts) {
      const entry = sitemapEntry(publicUrl(this.options.publicBaseUrl, `/${part.name}`), part.lastmod);
      index.add(entry, Buffer.byteLength(entry), part.lastmod);
    }
    const written = await this.put(index.close(sitemapIndexClose));
    const files = [written, ...this.parts];
    return { files, isIndex: true, urlCount: this.urlCount, totalBytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  }

  /** Closes a sitemap and hands it to the output under `name`. */
  private async store(sink: FileSink, name: string): Promise<WrittenFile> {
    const closed = sink.close(urlsetClose);
    const written = await this.put({ written: { ...closed.written, name }, content: closed.content });
    if (name !== mainSitemapName) this.parts.push(written);
    return written;
  }

  private async put(file: { written: WrittenFile; content: FileContent }): Promise<WrittenFile> {
    await this.options.output.put(file.written.name, file.content);
    return file.written;
  }
}

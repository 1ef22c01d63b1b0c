import { createWriteStream, type WriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
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

export interface SitemapWriterOptions {
  dir: string;
  publicBaseUrl: string;
  maxUrlsPerFile?: number;
  maxBytesPerFile?: number;
}

/** Text is handed to the file in chunks of about this size: few writes, little memory. */
const chunkChars = 256 * 1024;

/** One file being written, with backpressure and a byte count. */
class FileSink {
  private pending = '';
  private readonly stream: WriteStream;
  entries = 0;
  bytes = 0;
  lastmod: Date | null = null;

  constructor(
    readonly name: string,
    dir: string,
    opening: string,
  ) {
    this.stream = createWriteStream(join(dir, name));
    this.stream.on('error', () => undefined); // surfaced by the awaited writes and close
    this.pending = opening;
    this.bytes = Buffer.byteLength(opening);
  }

  /** Adds an entry; answers a promise only when a chunk must be written first (backpressure). */
  add(text: string, bytes: number, lastmod: Date | null): Promise<void> | undefined {
    this.pending += text;
    this.bytes += bytes;
    this.entries += 1;
    if (lastmod && (!this.lastmod || lastmod > this.lastmod)) this.lastmod = lastmod;
    return this.pending.length >= chunkChars ? this.flush() : undefined;
  }

  private async flush(): Promise<void> {
    const text = this.pending;
    this.pending = '';
    // Waiting for each chunk to reach the file is the backpressure.
    await new Promise<void>((resolve, reject) => this.stream.write(text, (err) => (err ? reject(err) : resolve())));
  }

  async close(closing: string): Promise<WrittenFile> {
    this.pending += closing;
    this.bytes += Buffer.byteLength(closing);
    await this.flush();
    this.stream.end();
    await once(this.stream, 'close');
    if (this.stream.errored) throw this.stream.errored;
    return { name: this.name, entries: this.entries, bytes: this.bytes, lastmod: this.lastmod };
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
   * Adds a URL. Answers a promise only when the caller must wait (a chunk to
   * write, a file to close): most URLs cost no await at all.
   */
  add(loc: string, lastmod: Date): Promise<void> | undefined {
    const entry = urlEntry(loc, lastmod);
    const bytes = Buffer.byteLength(entry);
    if (this.current && (this.current.entries >= this.maxUrls || this.current.bytes + bytes + this.closingBytes > this.maxBytes)) {
      const full = this.current;
      this.current = null;
      return full.close(urlsetClose).then((written) => {
        this.parts.push(written);
        return this.add(loc, lastmod);
      });
    }
    this.current ??= new FileSink(numberedSitemapName(this.parts.length + 1), this.options.dir, urlsetOpen);
    if (this.current.bytes + bytes + this.closingBytes > this.maxBytes) throw new Error(`A single URL does not fit in ${this.maxBytes} bytes`);
    this.urlCount += 1;
    return this.current.add(entry, bytes, lastmod);
  }

  /** Closes the last sitemap; `asIndex` writes an index even when one file holds every URL. */
  async finish(asIndex: boolean): Promise<WrittenSitemap> {
    if (this.current) this.parts.push(await this.current.close(urlsetClose));
    this.current = null;
    if (this.parts.length === 0) throw new Error('A sitemap needs at least one URL');

    if (!asIndex && this.parts.length === 1) {
      const [only] = this.parts as [WrittenFile];
      await rename(join(this.options.dir, only.name), join(this.options.dir, mainSitemapName));
      return { files: [{ ...only, name: mainSitemapName }], isIndex: false, urlCount: this.urlCount, totalBytes: only.bytes };
    }
    if (this.parts.length > maxEntriesPerFile) throw new Error(`More than ${maxEntriesPerFile} sitemaps would need a second index`);
    const index = new FileSink(mainSitemapName, this.options.dir, sitemapIndexOpen);
    for (const part of this.parts) {
      const entry = sitemapEntry(publicUrl(this.options.publicBaseUrl, `/${part.name}`), part.lastmod);
      await index.add(entry, Buffer.byteLength(entry), part.lastmod);
    }
    const written = await index.close(sitemapIndexClose);
    const files = [written, ...this.parts];
    return { files, isIndex: true, urlCount: this.urlCount, totalBytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  }

  /** Stops writing after a failure; the caller removes the directory. */
  async abort(): Promise<void> {
    await this.current?.close('').catch(() => undefined);
    this.current = null;
  }
}

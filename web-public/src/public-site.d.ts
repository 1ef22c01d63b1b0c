// The package's public types, free of JSX and CSS imports so any workspace can
// type-check against them (src/server/index.ts implements them).
import type { PageDataSource, SiteSettings } from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';

export interface PublicSiteOptions {
  pageData: PageDataSource;
  site: SiteSettings;
  /** How many rendered pages to keep (default 2000). */
  cacheEntries?: number;
  /** How long a not-found answer is kept (default 10 s). */
  notFoundTtlMs?: number;
  /** How long a page is served before a request makes a background check of its data's version (default 5 s). */
  revalidateMs?: number;
  /** Answer kept pages in front of Fastify (default true). */
  fastPath?: boolean;
}

/** What the public site's page cache has done so far. */
export interface PublicSiteStats {
  /** Renders since the start (a request's or a background one). */
  renders: number;
  /** Requests that had to wait for a render (their page was not kept). */
  awaited: number;
  /** Background renders waiting, and under way. */
  queued: number;
  working: number;
  /** Pages, not-found answers and the pages' bytes kept. */
  pages: number;
  notFound: number;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public site's pages, once registered: what they cost, and a way to wait for background renders. */
    publicSite?: { stats(): PublicSiteStats; idle(): Promise<void>; warm(paths: readonly string[]): void };
  }
}

export declare function registerPublicSite(app: FastifyInstance, options: PublicSiteOptions): Promise<void>;

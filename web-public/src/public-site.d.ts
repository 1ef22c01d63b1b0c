// The package's public types, free of JSX and CSS imports so any workspace can
// type-check against them (src/server/index.ts implements them).
import type { PageDataSource, SiteSettings } from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';

export interface PublicSiteOptions {
  pageData: PageDataSource;
  site: SiteSettings;
  /**
   * How many live pages to keep (default: all of them, one per active city and the
   * delivery, terms and privacy pages; docs/operations.md, "The page cache").
   * Redirects, 404s and 410s are kept apart (at most 1000) and never push one out.
   */
  cacheEntries?: number;
  /** How many bytes of live pages to keep, compressed copies included (default 256 MiB). */
  cacheBytes?: number;
  /** How long a not-found answer is kept (default 10 s). */
  notFoundTtlMs?: number;
  /** How long a page is served before a request makes a background check of its data's version (default 5 s). */
  revalidateMs?: number;
  /** Answer kept pages in front of Fastify (default true). */
  fastPath?: boolean;
  /**
   * The gateway, where the public site runs on its own: the crawler files it serves (sitemaps,
   * robots.txt, the IndexNow key file) are passed on to it when a router sends them here.
   * Without it (mounted inside the gateway), they are never asked of the public site.
   */
  gatewayUrl?: string;
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
  /** Live pages, other answers (redirects, 404s, 410s) and the live pages' bytes kept. */
  pages: number;
  others: number;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public site's pages, once registered: what they cost, and a way to wait for background renders. */
    publicSite?: { stats(): PublicSiteStats; idle(): Promise<void>; warm(paths: readonly string[]): void };
  }
}

export declare function registerPublicSite(app: FastifyInstance, options: PublicSiteOptions): Promise<void>;

// The package's public types, free of JSX and CSS imports so any workspace can
// type-check against them (src/server/index.ts implements them).
import type { PageDataSource, SiteSettings } from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';

export interface PublicSiteOptions {
  pageData: PageDataSource;
  site: SiteSettings;
  /** How many rendered pages to keep (default 500). */
  cacheEntries?: number;
}

export declare function registerPublicSite(app: FastifyInstance, options: PublicSiteOptions): Promise<void>;

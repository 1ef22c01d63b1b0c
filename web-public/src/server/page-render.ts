import { createHash } from 'node:crypto';
import { sameOriginPath, type SiteSettings } from '@local-seo/contracts';
import type { PublicDataSource } from '../data/source';
import type { ServerManifest } from './client-build';
import { pageContentSecurityPolicy } from './content-security-policy';
import { FinishedPage, type CacheEntry } from './page-cache';
import type { Prepared } from './page-preparation';
import { renderPage } from './render';
import { degradedCacheControl, failureCacheControl, notFoundCacheControl, pageCacheControl, retryAfter } from './response-policy';

const htmlType = 'text/html; charset=utf-8';

export interface PageRendererOptions {
  site: SiteSettings;
  manifest: ServerManifest;
  dataSource: PublicDataSource;
  now: () => number;
  revalidateMs: number;
  notFoundTtlMs: number;
  degradedTtlMs: number;
}

/** Renders pages into cache entries: the answer's status, headers (etag, caching) and body, and how long it is kept. */
export function createPageRenderer(options: PageRendererOptions) {
  const { site, manifest, dataSource, now, revalidateMs, notFoundTtlMs, degradedTtlMs } = options;
  // A new client build changes every page (its script names), so it is part of each etag.
  const buildId = JSON.stringify(manifest.routes);
  const startedAt = now();
  let renders = 0;

  /** Renders the page of `key`; null when it must not be kept (a failure). */
  async function render(key: string, prepared: Prepared, previous: FinishedPage | undefined): Promise<CacheEntry> {
    renders += 1;
    const rendered = await renderPage({ url: new URL(key, site.publicBaseUrl), dataSource, manifest, seed: prepared.seed });
    const at = now();
    if (rendered.location) {
      const location = sameOriginPath(rendered.location, site.publicBaseUrl);
      // A redirect its data made (an earlier slug's, from the city route's loader) is kept with that data and checked like a page; any other for good.
      const fromData = prepared.version !== null;
      const page = new FinishedPage(rendered.status, fromData ? { location, 'cache-control': pageCacheControl } : { location }, Buffer.alloc(0));
      const checkAt = fromData ? at + revalidateMs : Infinity;
      return { page, version: prepared.version, depends: prepared.depends, live: false, degraded: false, checkAt, expiresAt: Infinity };
    }
    const headers: Record<string, string> = {
      'content-type': htmlType,
      // The policy names this HTML's own inline scripts by hash, so it is kept with it.
      'content-security-policy': pageContentSecurityPolicy(rendered),
      vary: 'accept-encoding',
    };
    const found = rendered.status === 200 && prepared.version !== null;
    // The not-found screen, answered 404, or 410 for a city that is gone (as the render says): kept briefly alike.
    const notFound = rendered.status === 404 || rendered.status === 410;
    const degraded = found && prepared.degraded !== 'no';
    // A city page without its products would tell crawlers the city gets nothing: 503, ask again soon.
    const status = found && prepared.degraded === 'products' ? 503 : rendered.status;
    if (status === 503) {
      headers['cache-control'] = failureCacheControl;
      headers['retry-after'] = retryAfter(degradedTtlMs);
    } else if (found) {
      headers['cache-control'] = degraded ? degradedCacheControl(degradedTtlMs) : pageCacheControl;
      // Strong: the version is of the data's content (never of when it was read), and the build is part of it.
      headers.etag = `"${createHash('sha1').update(`${buildId}\n${prepared.version}`).digest('base64url')}"`;
      // Never before this server started (its build may have changed every page), never in the future.
      headers['last-modified'] = new Date(Math.min(Math.max(prepared.lastModified ?? at, startedAt), at)).toUTCString();
    } else {
      headers['cache-control'] = notFound ? notFoundCacheControl : failureCacheControl;
    }
    const page = new FinishedPage(status, headers, Buffer.from(rendered.html));
    // A page replacing one that was sent compressed is compressed the same ways before it is swapped in.
    if (previous) await Promise.all(previous.encodings.map((encoding) => page.encode(encoding)));
    return {
      page,
      version: prepared.version,
      depends: prepared.depends,
      // Only the page of an address the data makes: a 200 (or its 503 while the products are missing) with a version of its data.
      live: found,
      degraded,
      checkAt: found && !degraded ? at + revalidateMs : Infinity,
      // Kept no longer than the data it shows: then the next request renders it again.
      expiresAt: degraded ? at + degradedTtlMs : found ? Infinity : notFound ? at + notFoundTtlMs : 0,
    };
  }

  return { render, renders: () => renders };
}

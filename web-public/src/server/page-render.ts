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
    if (prepared.movedTo !== undefined) {
      // Kept with the city it leads to: a change of that city (a new slug) makes it lead to the new one, in one hop.
      const page = new FinishedPage(301, { location: prepared.movedTo, 'cache-control': pageCacheControl }, Buffer.alloc(0));
      return { page, version: prepared.version, depends: prepared.depends, live: false, degraded: false, checkAt: now() + revalidateMs, expiresAt: Infinity };
    }
    renders += 1;
    const rendered = await renderPage({ url: new URL(key, site.publicBaseUrl), dataSource, manifest, seed: prepared.seed });
    const at = now();
    if (rendered.location) {
      const location = sameOriginPath(rendered.location, site.publicBaseUrl);
      const page = new FinishedPage(rendered.status, { location }, Buffer.alloc(0));
      return { page, version: null, depends: { kind: 'none' }, live: false, degraded: false, checkAt: Infinity, expiresAt: Infinity };
    }
    const headers: Record<string, string> = {
      'content-type': htmlType,
      // The policy names this HTML's own inline scripts by hash, so it is kept with it.
      'content-security-policy': pageContentSecurityPolicy(rendered),
      vary: 'accept-encoding',
    };
    const found = rendered.status === 200 && prepared.version !== null;
    const notFound = rendered.status === 404;
    const gone = notFound && prepared.gone === true;
    const degraded = found && prepared.degraded !== 'no';
    // A city page without its products would tell crawlers the city gets nothing: 503, ask again soon.
    const status = found && prepared.degraded === 'products' ? 503 : gone ? 410 : rendered.status;
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

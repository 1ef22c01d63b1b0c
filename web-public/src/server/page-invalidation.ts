import type { PageDataChange } from '@local-seo/contracts';
import type { PageCache } from './page-cache';
import type { RenderQueue } from './render-queue';

/** Marks pages whose data a change dropped: each is rendered again in the background while the last one is served. */
export function invalidatePages(change: PageDataChange, cache: PageCache, renders: Pick<RenderQueue, 'refresh' | 'renderAgainIfUnderWay'>): void {
  if (change.kind === 'city-list') cache.clearNotFound(); // a city created or activated has a page now
  if (change.kind === 'pages') {
    for (const slug of change.slugs) {
      const key = `/${encodeURIComponent(slug)}`;
      const status = cache.get(key)?.page.status;
      if (status === 404 || status === 410) cache.delete(key);
    }
  }
  const slugs = change.kind === 'pages' ? new Set(change.slugs) : undefined;
  const ids = change.kind === 'pages' ? new Set(change.cityIds) : undefined;
  for (const [key, entry] of cache.entries()) {
    const { depends } = entry;
    const affected =
      depends.kind === 'city'
        ? change.kind === 'all-pages' || (change.kind === 'pages' && (slugs!.has(depends.slug) || (depends.cityId !== null && ids!.has(depends.cityId))))
        : depends.kind === 'delivery' && (change.kind === 'city-list' || change.kind === 'schema');
    if (!affected) continue;
    // A page that is no more (taken offline, in the Trash) is not served while its 410 is made: the next request makes it.
    if (change.kind === 'pages' && change.gone && depends.kind === 'city') {
      cache.delete(key);
      renders.renderAgainIfUnderWay(key); // a render of the data before the change: made again after it
    } else renders.refresh(key);
  }
}

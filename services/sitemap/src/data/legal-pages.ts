import { createHash } from 'node:crypto';
import { legalPagePaths, type SiteSettings } from '@local-seo/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { lockPages } from './page-store.js';
import { noteContentChange } from './state.js';

/** A version of the brand settings: the terms and privacy pages are made from them and nothing else. */
export function brandSettingsVersion(site: SiteSettings): string {
  return createHash('sha256').update(JSON.stringify(site)).digest('hex');
}

/**
 * Lists the terms and privacy pages (docs/behaviour/public-site.md#freshness-signals).
 * Their lastmod is when the brand settings changed, as far as this service can
 * tell: when it starts with settings of another version than the ones it last
 * listed them with (the settings come from the environment, so they change only
 * with a start). That change is announced (IndexNow); their first listing is not,
 * like the first sync's. Nothing is written when the version is the one stored.
 */
export function recordLegalPages(db: PrismaClient, version: string, now: Date): Promise<'unchanged' | 'listed' | 'changed'> {
  return db.$transaction(async (tx) => {
    await lockPages(tx);
    const state = await tx.sitemapState.findUniqueOrThrow({ where: { id: 1 } });
    const stored = await tx.sitemapPage.count({ where: { path: { in: [...legalPagePaths] }, kind: 'legal', listed: true } });
    if (state.brandSettingsVersion === version && stored === legalPagePaths.length) return 'unchanged' as const;
    const announce = state.brandSettingsVersion !== null && state.brandSettingsVersion !== version;
    for (const path of legalPagePaths) {
      const data = { kind: 'legal', listed: true, lastmod: now, changedAt: now, indexNowAt: announce ? undefined : now };
      await tx.sitemapPage.upsert({ where: { path }, create: { path, ...data, cityId: null }, update: data });
    }
    await tx.sitemapState.update({ where: { id: 1 }, data: { brandSettingsVersion: version } });
    await noteContentChange(tx, announce ? 'Brand settings changed (terms, privacy)' : 'Terms and privacy pages listed', now);
    return announce ? ('changed' as const) : ('listed' as const);
  });
}

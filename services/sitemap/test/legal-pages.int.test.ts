import { freshDatabase, type TestDatabase } from '@local-seo/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAlliston, publicBase, startSitemap, useCities } from './helpers.js';

// The terms and privacy pages in the sitemap (docs/behaviour/public-site.md, "Terms and privacy"): listed from the start, lastmod moved by a change of the brand settings.

const stack = useCities('sitemap_legal', addAlliston);
let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase('sitemap_legal_sitemap');
});

afterAll(async () => {
  await database?.drop();
});

/** Starts the service on the kept database with these brand settings, generates, and reads what it listed and has yet to announce. */
async function startWith(brand: Record<string, string>) {
  const sitemap = await startSitemap('sitemap_legal', stack.bus, { CITIES_URL: stack.cities.url, PUBLIC_BASE_URL: publicBase, ...brand }, { database });
  try {
    expect(await sitemap.service.parts.generator.generate('manual')).toMatchObject({ success: true });
    const xml = await (await fetch(`${sitemap.url}/sitemap.xml`)).text();
    const lastmod = (path: string) => new RegExp(`<loc>${publicBase}${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    const unannounced = await sitemap.service.context.db.$queryRawUnsafe<{ path: string }[]>(
      `SELECT path FROM sitemap_pages WHERE changed_at > COALESCE(indexnow_at, '-infinity') ORDER BY path`,
    );
    return { terms: lastmod('/terms'), privacy: lastmod('/privacy'), city: lastmod('/alliston'), unannounced: unannounced.map((row) => row.path) };
  } finally {
    await sitemap.close();
  }
}

describe('the terms and privacy pages in the sitemap', () => {
  it('are listed from the first start, without ending the first sync baseline or being announced', async () => {
    const first = await startWith({ BRAND_PHONE: '+1-705-555-0142' });
    expect(first.terms).toBeDefined();
    expect(first.privacy).toBe(first.terms);
    expect(first.city).toBeDefined();
    // The first sync is IndexNow's baseline still: nothing is announced.
    expect(first.unannounced).toEqual([]);
  });

  it('keep their lastmod across starts with the same brand settings, and move it (announced) when they change', async () => {
    const before = await startWith({ BRAND_PHONE: '+1-705-555-0142' });
    const same = await startWith({ BRAND_PHONE: '+1-705-555-0142' });
    expect(same.terms).toBe(before.terms);
    expect(same.unannounced).toEqual([]);

    const changed = await startWith({ BRAND_PHONE: '+1-705-555-0199' });
    expect(Date.parse(changed.terms!)).toBeGreaterThan(Date.parse(before.terms!));
    expect(changed.privacy).toBe(changed.terms);
    expect(changed.city).toBe(before.city);
    expect(changed.unannounced).toEqual(['/privacy', '/terms']);
  });
});

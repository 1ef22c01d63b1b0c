import { actorHeaderName, actorHeaderValue, trashListSchema, type SeoKeyword } from '@local-seo/contracts';
import { purgeTrash } from '@local-seo/service-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCity, startHarness, type Harness } from './harness.js';

let harness: Harness;
let barrie: { id: number };
let orillia: { id: number };

beforeAll(async () => {
  harness = await startHarness('keywords');
  barrie = await createCity(harness, { city_name: 'Barrie', url_slug: 'barrie' });
  orillia = await createCity(harness, { city_name: 'Orillia', url_slug: 'orillia', page_active: false });
});
afterAll(() => harness?.close());

const inject = (method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH', url: string, payload?: object) => harness.seo.app.inject({ method, url, payload });
const keywords = async (query = '') => (await inject('GET', `/api/seo/keywords${query}`)).json() as SeoKeyword[];
const waitLong = { timeout: 10_000, interval: 50 };

describe('the pages of the site', () => {
  it('are home, delivery and every active city page, read from its copy of the cities', async () => {
    const response = await inject('GET', '/api/seo/pages');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 'home', name: 'Home', type: 'home', url: '/', active: true },
      { id: 'delivery', name: 'Delivery Service Areas', type: 'delivery', url: '/delivery', active: true },
      { id: String(barrie.id), name: 'Barrie', type: 'city', url: '/barrie', active: true },
    ]);
    const all = (await inject('GET', '/api/seo/pages?all=true')).json() as { url: string; active: boolean }[];
    expect(all.find((page) => page.url === '/orillia')).toMatchObject({ active: false });
  });
});

describe('programmatic keywords', () => {
  it('are created for a new city page from its cities.city.created event', async () => {
    const bolton = await createCity(harness, { city_name: 'Bolton', url_slug: 'bolton' });
    await vi.waitFor(async () => expect(await keywords(`?page_type=city&page_id=${bolton.id}`)).toHaveLength(4), waitLong);
    const created = await keywords(`?page_type=city&page_id=${bolton.id}`);
    expect(created.map((k) => k.keyword).sort()).toEqual([
      'gravel delivery bolton',
      'landscaping supplies bolton',
      'mulch delivery bolton',
      'topsoil delivery bolton',
    ]);
    expect(created[0]).toMatchObject({ page_type: 'city', page_url: '/bolton', keyword_type: 'programmatic', active: true, position: null, tracked_at: null });
  });

  it('follow the templates of the SEO settings, and move with the page when its slug changes', async () => {
    const saved = await inject('PUT', '/api/seo/settings', { programmatic_keyword_templates: ['bulk soil {city}'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ programmatic_keyword_templates: ['bulk soil {city}'], tracking_window_days: 28, version: 2, updated_by: null });
    const refused = await inject('PUT', '/api/seo/settings', { programmatic_keyword_templates: ['bulk soil'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Each keyword template must contain {city}');

    const alliston = await createCity(harness, { city_name: 'Alliston', url_slug: 'alliston' });
    await vi.waitFor(async () => expect((await keywords(`?page_id=${alliston.id}`)).map((k) => k.keyword)).toEqual(['bulk soil alliston']), waitLong);

    const renamed = await harness.cities.app.inject({ method: 'PATCH', url: `/api/cities/${alliston.id}`, payload: { url_slug: 'alliston-on' } });
    expect(renamed.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await keywords(`?page_id=${alliston.id}`))[0]?.page_url).toBe('/alliston-on'), waitLong);
    await inject('PUT', '/api/seo/settings', { programmatic_keyword_templates: ['landscaping supplies {city}'] });
  });
});

describe('adding and deleting keywords', () => {
  it('adds a keyword to a chosen active page', async () => {
    const response = await inject('POST', '/api/seo/keywords', {
      page_type: 'city',
      page_id: barrie.id,
      page_url: '/barrie',
      keyword: '  Topsoil   Barrie ',
      keyword_type: 'primary',
      active: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ keyword: 'Topsoil Barrie', page_id: String(barrie.id), page_url: '/barrie', keyword_type: 'primary', search_volume: null });
    const home = await inject('POST', '/api/seo/keywords', { page_type: 'home', page_id: 'home', keyword: 'landscaping supplies ontario', keyword_type: 'secondary', search_volume: 880 });
    expect(home.statusCode).toBe(201);
    expect(home.json()).toMatchObject({ page_url: '/', search_volume: 880, active: true });
  });

  it.each([
    [{ page_type: 'city', page_id: '', keyword: 'mulch', keyword_type: 'primary' }, 'Choose a page for the keyword'],
    [{ page_type: 'blog', page_id: '1', keyword: 'mulch', keyword_type: 'primary' }, 'Choose a page for the keyword'],
    [{ page_type: 'city', page_id: '999999', keyword: 'mulch', keyword_type: 'primary' }, 'Choose a page for the keyword: that page does not exist'],
    [{ page_type: 'city', page_id: 'ORILLIA', keyword: 'mulch', keyword_type: 'primary' }, 'Keywords can only be added to active pages'],
    [{ page_type: 'home', page_id: 'home', keyword: '   ', keyword_type: 'primary' }, 'Keyword is required'],
    [{ page_type: 'home', page_id: 'home', keyword_type: 'primary' }, 'Keyword is required'],
    [{ page_type: 'home', page_id: 'home', keyword: 'mulch', keyword_type: 'tertiary' }, 'Keyword type must be primary, secondary or programmatic'],
    [{ page_type: 'home', page_id: 'home', page_url: '/barrie', keyword: 'mulch', keyword_type: 'primary' }, "page_url must be the chosen page's URL (/)"],
  ])('refuses %j: %s', async (payload, message) => {
    const body = { ...payload, page_id: payload.page_id === 'ORILLIA' ? orillia.id : payload.page_id };
    const response = await inject('POST', '/api/seo/keywords', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });

  it('refuses the same keyword twice for one page, whatever its case', async () => {
    const response = await inject('POST', '/api/seo/keywords', { page_type: 'city', page_id: barrie.id, keyword: 'TOPSOIL barrie', keyword_type: 'secondary' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The keyword "TOPSOIL barrie" is already tracked for this page');
  });

  it('deletes a keyword (to the Trash), and answers 404 for one that is not there', async () => {
    const [keyword] = (await keywords(`?page_type=city&page_id=${barrie.id}`)).filter((k) => k.keyword === 'Topsoil Barrie');
    expect((await inject('DELETE', `/api/seo/keywords/${keyword!.id}`)).statusCode).toBe(204);
    expect((await keywords()).some((k) => k.id === keyword!.id)).toBe(false);
    const again = await inject('DELETE', `/api/seo/keywords/${keyword!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Keyword not found');
    expect((await inject('DELETE', '/api/seo/keywords/abc')).statusCode).toBe(400);
  });
});

describe('a keyword in the Trash', () => {
  const owner = { id: 3, email: 'owner@example.com', name: 'Olive Owner' };
  const trash = async () => trashListSchema.parse((await inject('GET', '/api/admin/trash/keywords')).json()).items;
  const restore = (id: number) => inject('POST', `/api/admin/trash/keywords/${id}/restore`);

  it('keeps its history, frees the keyword for its page, and comes back with its id and positions', async () => {
    const added = await inject('POST', '/api/seo/keywords', { page_type: 'city', page_id: barrie.id, keyword: 'flagstone barrie', keyword_type: 'secondary' });
    const keyword = added.json() as SeoKeyword;
    await harness.seo.context.db.seoSerpData.create({ data: { keywordId: keyword.id, position: 4.5, clicks: 3, impressions: 40 } });
    const before = (await keywords()).find((k) => k.id === keyword.id);
    expect(before).toMatchObject({ position: 4.5 });

    const removed = await harness.seo.app.inject({ method: 'DELETE', url: `/api/seo/keywords/${keyword.id}`, headers: { [actorHeaderName]: actorHeaderValue(owner) } });
    expect(removed.statusCode).toBe(204);
    expect((await keywords()).some((k) => k.id === keyword.id)).toBe(false);
    expect((await inject('GET', '/api/export/keywords.csv')).body).not.toContain('flagstone barrie');
    expect((await trash())[0]).toMatchObject({ entity: 'keyword', id: String(keyword.id), name: 'flagstone barrie', detail: '/barrie', deletedBy: owner });

    const again = await inject('POST', '/api/seo/keywords', { page_type: 'city', page_id: barrie.id, keyword: 'Flagstone Barrie', keyword_type: 'primary' });
    expect(again.statusCode).toBe(201);
    const refused = await restore(keyword.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`The keyword "flagstone barrie" is tracked for /barrie again (id ${again.json().id}); delete that one before restoring this one`);
    expect((await inject('DELETE', `/api/seo/keywords/${again.json().id}`)).statusCode).toBe(204);

    const restored = await restore(keyword.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ entity: 'keyword', id: String(keyword.id), name: 'flagstone barrie' });
    expect((await keywords()).find((k) => k.id === keyword.id)).toEqual(before);
    const missing = await restore(keyword.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`Keyword ${keyword.id} is not in the Trash`);
  });

  it('is purged after 30 days, not before', async () => {
    const db = harness.seo.context.db;
    const ids: number[] = [];
    for (const word of ['old edging barrie', 'new edging barrie']) {
      const added = await inject('POST', '/api/seo/keywords', { page_type: 'city', page_id: barrie.id, keyword: word, keyword_type: 'secondary' });
      ids.push(added.json().id);
      expect((await inject('DELETE', `/api/seo/keywords/${added.json().id}`)).statusCode).toBe(204);
    }
    await db.$executeRawUnsafe(`UPDATE trash SET deleted_at = now() - interval '31 days' WHERE record_id = $1`, ids[0]);
    await db.$executeRawUnsafe(`UPDATE trash SET deleted_at = now() - interval '29 days' WHERE record_id = $1`, ids[1]);
    expect(await purgeTrash(db, ['keyword'])).toEqual([{ entity: 'keyword', id: ids[0], name: 'old edging barrie' }]);
    expect((await trash()).map((item) => item.name)).toContain('new edging barrie');
  });
});

describe('when the cities service is down', () => {
  it('still lists the pages and adds keywords, from its own copy of the cities', async () => {
    await harness.cities.app.close();
    const pages = await inject('GET', '/api/seo/pages');
    expect(pages.statusCode).toBe(200);
    expect((pages.json() as { url: string }[]).map((page) => page.url)).toContain('/barrie');
    const added = await inject('POST', '/api/seo/keywords', { page_type: 'city', page_id: barrie.id, keyword: 'sand barrie', keyword_type: 'primary' });
    expect(added.statusCode).toBe(201);
  });

  it('download as CSV with the staff fields as columns, formulas escaped', async () => {
    const added = await inject('POST', '/api/seo/keywords', { page_type: 'city', page_id: String(barrie.id), keyword: '=cmd|calc barrie', keyword_type: 'primary' });
    expect(added.statusCode).toBe(201);
    const response = await inject('GET', '/api/export/keywords.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="keywords.csv"');
    const [header, ...rows] = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header!.split(',')).toContain('keyword');
    expect(rows).toHaveLength((await keywords()).length);
    expect(rows.some((row) => row.includes(',"\'=cmd|calc barrie",'))).toBe(true);
  });
});

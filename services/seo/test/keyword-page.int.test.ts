import { pageSchema, seoKeywordSchema, type SeoKeyword } from '@local-seo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

// The keywords paged by the seo service (docs/behaviour/services.md, "Paged lists"): GET
// /api/seo/keywords/paged on the real PostgreSQL: sorted by a column (the latest run's
// position too) with the id breaking ties, the total, the search, one page's keywords,
// and each bad part refused in words.

let harness: Harness;
const made = new Map<string, SeoKeyword>();

beforeAll(async () => {
  harness = await startHarness('keyword_page');
  for (const [keyword, page_type] of [
    ['topsoil delivery', 'home'],
    ['Mulch near me', 'home'],
    ['gravel delivery', 'delivery'],
    ['bulk mulch', 'delivery'],
  ] as const) {
    const response = await harness.seo.app.inject({ method: 'POST', url: '/api/seo/keywords', payload: { page_type, page_id: page_type, keyword, keyword_type: 'primary' } });
    expect(response.statusCode, response.body).toBe(201);
    made.set(keyword, response.json() as SeoKeyword);
  }
  const db = harness.seo.context.db;
  const id = (keyword: string) => made.get(keyword)!.id;
  // An older run put 'bulk mulch' first; the latest one counts.
  await db.seoSerpData.create({ data: { keywordId: id('bulk mulch'), position: 1, trackedAt: new Date('2026-01-01T00:00:00Z') } });
  await db.seoSerpData.create({ data: { keywordId: id('bulk mulch'), position: 9, trackedAt: new Date('2026-02-01T00:00:00Z') } });
  await db.seoSerpData.create({ data: { keywordId: id('gravel delivery'), position: 3, trackedAt: new Date('2026-02-01T00:00:00Z') } });
  await db.seoSerpData.create({ data: { keywordId: id('topsoil delivery'), position: 3, trackedAt: new Date('2026-02-01T00:00:00Z') } });
});
afterAll(() => harness?.close());

const keywordPage = pageSchema(seoKeywordSchema);
async function page(query: string) {
  const response = await harness.seo.app.inject({ method: 'GET', url: `/api/seo/keywords/paged${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return keywordPage.parse(response.json());
}
const listed = async (query: string) => (await page(query)).items.map((k) => k.keyword);

describe('the paged keywords (GET /api/seo/keywords/paged)', () => {
  it('sorts by keyword in any case by default, a page at a time with the total and the latest position', async () => {
    expect(await listed('')).toEqual(['bulk mulch', 'gravel delivery', 'Mulch near me', 'topsoil delivery']);
    expect(await page('?pageSize=3&page=2')).toMatchObject({ total: 4, page: 2, pageSize: 3, items: [{ keyword: 'topsoil delivery', position: 3 }] });
    expect((await page('?search=bulk')).items[0]).toMatchObject({ position: 9, tracked_at: '2026-02-01T00:00:00.000Z' });
  });

  it("sorts by the latest run's position, ties by id (reversed with the order), never tracked last", async () => {
    expect(await listed('?sort=position')).toEqual(['topsoil delivery', 'gravel delivery', 'bulk mulch', 'Mulch near me']);
    expect(await listed('?sort=position&order=desc')).toEqual(['bulk mulch', 'gravel delivery', 'topsoil delivery', 'Mulch near me']);
    // By the page's address ('/' before '/delivery'), then the keyword.
    expect(await listed('?sort=page')).toEqual(['Mulch near me', 'topsoil delivery', 'bulk mulch', 'gravel delivery']);
  });

  it("searches every word in the keyword, its page's address and its type, and narrows to one page", async () => {
    expect(await listed('?search=MULCH')).toEqual(['bulk mulch', 'Mulch near me']);
    expect(await listed('?search=mulch%20delivery')).toEqual(['bulk mulch']);
    expect(await listed('?page_type=home&page_id=home')).toEqual(['Mulch near me', 'topsoil delivery']);
    expect(await page('?search=nothing')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('refuses a bad sort, order or page with 400 and its own words', async () => {
    const refusal = async (query: string) => {
      const response = await harness.seo.app.inject({ method: 'GET', url: `/api/seo/keywords/paged${query}` });
      return { status: response.statusCode, message: (response.json() as { message: string }).message };
    };
    expect(await refusal('?sort=clicks')).toEqual({ status: 400, message: 'sort must be one of keyword, page, type, position, tracked' });
    expect(await refusal('?order=newest')).toEqual({ status: 400, message: 'order must be asc or desc' });
    expect(await refusal('?pageSize=-5')).toEqual({ status: 400, message: 'pageSize must be a whole number from 1 to 200' });
  });
});

import type { PageData, PageDataSource, PublicCity } from '@local-seo/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { site } from '../../seo/test-fixtures';
import { testPageData } from '../../screens/city/generated/test-page-data';
import { testCity } from '../../testing/fixtures';
import type { OgCard } from './og-card';
import { cityCard, createOgImages, ogImageCacheControl, registerOgImages } from './og-images';

/** A source with Barrie active; `page` can be changed between requests. */
function fixture() {
  const state = { page: testPageData({ city: testCity({ id: 1 }) }), pageReads: 0 };
  const source: PageDataSource = {
    pageData: async (slug) => {
      state.pageReads += 1;
      return slug === 'barrie' ? { kind: 'page', page: { data: state.page, etag: JSON.stringify(state.page).length.toString() } } : null;
    },
    activeCities: async () => ({ data: [state.page.city] as PublicCity[], etag: '"cities-1"' }),
    schemaSettings: async () => ({ data: { settings: null }, etag: '"s"' }),
  };
  const drawn: OgCard[] = [];
  let release: (() => void) | undefined;
  const gate = { hold: false };
  const render = async (card: OgCard) => {
    drawn.push(card);
    if (gate.hold) await new Promise<void>((resolve) => (release = resolve));
    return Buffer.from(`png of ${card.title} ${card.facts.join('|')}`);
  };
  return { state, source, drawn, gate, release: () => release?.(), render };
}

describe('the share pictures (/og/{slug}.png)', () => {
  it("tell the city, its province and the page data's facts; a part that could not be had says nothing", () => {
    const page: PageData = testPageData();
    const card = cityCard(page, site);
    expect(card).toMatchObject({ brand: 'Northway Landscape Supply', title: 'Barrie', subtitle: 'Ontario' });
    expect(card.facts[0]).toMatch(/^\d+ products delivered$/);
    expect(card.facts).toContain('Delivery Mon-Fri');
    const degraded = cityCard({ ...page, products: [], degraded: ['products', 'contractors'] }, site);
    expect(degraded.facts).toEqual(['Delivery Mon-Fri']);
  });

  it('answer 404 for an address that names no active city without reading page data or drawing', async () => {
    const { source, state, drawn, render } = fixture();
    const images = createOgImages({ source, site, render });
    for (const slug of ['atlantis', 'Barrie', '../etc', 'x'.repeat(90)]) expect((await images.answer(slug, undefined)).status).toBe(404);
    expect(state.pageReads).toBe(0);
    expect(drawn).toHaveLength(0);
  });

  it('draw a picture once per content, answer 304 to its etag, and draw again when the page data changes', async () => {
    const { source, state, drawn, render } = fixture();
    const images = createOgImages({ source, site, render });
    const first = await images.answer('barrie', undefined);
    expect(first.status).toBe(200);
    const etag = first.status === 200 ? first.etag : '';
    expect(await images.answer('barrie', undefined)).toMatchObject({ status: 200, etag });
    expect(await images.answer('barrie', etag)).toEqual({ status: 304, etag });
    expect(drawn).toHaveLength(1);
    state.page = { ...state.page, products: state.page.products.slice(1) };
    const changed = await images.answer('barrie', etag);
    expect(changed.status).toBe(200);
    expect(changed.status === 200 && changed.etag).not.toBe(etag);
    expect(drawn).toHaveLength(2);
  });

  it('draw one at a time, once for many asking at once, and turn away requests past the waiting limit with 503', async () => {
    const { source, state, drawn, gate, release, render } = fixture();
    gate.hold = true;
    const images = createOgImages({ source, site, render, concurrency: 1, maxWaiting: 1 });
    const same = [images.answer('barrie', undefined), images.answer('barrie', undefined)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(images.stats()).toMatchObject({ active: 1, waiting: 0 });
    // Two other contents: the first waits, the second finds the queue full.
    state.page = { ...state.page, products: [] };
    const second = images.answer('barrie', undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    state.page = { ...state.page, degraded: ['contractors'] };
    expect((await images.answer('barrie', undefined)).status).toBe(503);
    release();
    await Promise.all(same);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect((await second).status).toBe(200);
    expect(drawn).toHaveLength(2);
    expect(images.stats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('are answered as PNGs with caching headers, and plain 404s', async () => {
    const { source, render } = fixture();
    const app = Fastify();
    registerOgImages(app, createOgImages({ source, site, render }));
    const ok = await app.inject({ url: '/og/barrie.png' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': ogImageCacheControl });
    expect((await app.inject({ url: '/og/barrie.png', headers: { 'if-none-match': ok.headers.etag as string } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/og/atlantis.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/og/barrie.jpg' })).statusCode).toBe(404);
    await app.close();
  });

  it('draw a real 1200x630 PNG', async () => {
    const { source } = fixture();
    const answer = await createOgImages({ source, site }).answer('barrie', undefined);
    expect(answer.status).toBe(200);
    const png = answer.status === 200 ? answer.body : Buffer.alloc(0);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

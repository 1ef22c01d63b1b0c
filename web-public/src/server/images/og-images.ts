import { createHash } from 'node:crypto';
import { isPubliclyListed, pageInOutcome, slugPattern, type PageData, type PageDataSource, type SiteSettings } from '@local-seo/contracts';
import type { FastifyInstance } from 'fastify';
import { etagMatches } from '../fast-path';
import { renderOgCard, type OgCard } from './og-card';

/** Browsers revalidate by etag (answered without a render); a shared cache may keep a picture 5 minutes and serve it stale while it asks again. */
export const ogImageCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
/** Changes whenever the card's drawing changes, so every etag does. */
const drawingVersion = '1';
/** The delivery page's card; 'delivery' never names a city. */
const deliverySlug = 'delivery';

export interface OgImagesOptions {
  source: PageDataSource;
  site: SiteSettings;
  /** How many pictures to keep (default 500, about 40 KB each). */
  maxEntries?: number;
  /** Renders at once (default 1: a render takes about half a second of CPU). */
  concurrency?: number;
  /** Requests allowed to wait for a render; past that the answer is 503 (default 8). */
  maxWaiting?: number;
  render?: (card: OgCard) => Promise<Buffer>;
}

type OgAnswer =
  | { status: 200; etag: string; body: Buffer }
  | { status: 304; etag: string }
  | { status: 404 }
  | { status: 503 };

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-CA')} ${n === 1 ? one : many}`;

/** A city's card: its name and province, and what the page data tells for sure (a part that could not be had says nothing). */
export function cityCard(page: PageData, site: SiteSettings): OgCard {
  const facts: string[] = [];
  if (!page.degraded.includes('products')) {
    const products = page.products.filter(isPubliclyListed).length;
    if (products > 0) facts.push(count(products, 'product delivered', 'products delivered'));
  }
  if (!page.degraded.includes('contractors')) {
    const contractors = Object.values(page.contractorCounts).reduce((sum, n) => sum + n, 0);
    if (contractors > 0) facts.push(count(contractors, 'local contractor', 'local contractors'));
  }
  facts.push('Delivery Mon-Fri');
  return { brand: site.brandName, kicker: 'Landscaping supplies delivered in', title: page.city.city_name, subtitle: page.city.province, facts };
}

function deliveryCard(cities: number, site: SiteSettings): OgCard {
  return { brand: site.brandName, kicker: 'Landscaping supplies delivered', title: 'Delivery service areas', subtitle: 'Ontario', facts: [count(cities, 'community served', 'communities served'), 'Delivery Mon-Fri'] };
}

/**
 * The share pictures at /og/{slug}.png. An address that names no active city is
 * answered 404 from the list of active cities (no page data read, nothing drawn).
 * A picture is drawn once per content: its etag is the hash of what it says, so
 * a change to the page's data (a product more, a renamed city) draws it again at
 * the next request and a browser holding the current one gets 304 without a draw.
 * Draws are `concurrency` at a time with at most `maxWaiting` waiting (then 503),
 * one per content however many ask at once, and kept `maxEntries` at most.
 */
export function createOgImages(options: OgImagesOptions) {
  const { source, site } = options;
  const render = options.render ?? renderOgCard;
  const maxEntries = options.maxEntries ?? 500;
  const concurrency = options.concurrency ?? 1;
  const maxWaiting = options.maxWaiting ?? 8;
  const kept = new Map<string, { etag: string; body: Buffer }>();
  const flights = new Map<string, Promise<Buffer>>();
  const waiting: (() => void)[] = [];
  let active = 0;
  let draws = 0;
  let activeSlugs: { etag: string; slugs: Set<string> } | undefined;

  async function isActive(slug: string): Promise<boolean> {
    const cities = await source.activeCities();
    if (activeSlugs?.etag !== cities.etag || !cities.etag) activeSlugs = { etag: cities.etag, slugs: new Set(cities.data.map((city) => city.url_slug)) };
    return activeSlugs.slugs.has(slug);
  }

  async function cardOf(slug: string): Promise<OgCard | null> {
    if (slug === deliverySlug) return deliveryCard((await source.activeCities()).data.length, site);
    if (!slugPattern.test(slug) || !(await isActive(slug))) return null;
    const page = pageInOutcome(await source.pageData(slug));
    return page ? cityCard(page.data, site) : null;
  }

  /** A drawing slot: free, or handed over by the draw before (so never more than `concurrency` at once). */
  async function acquire(): Promise<void> {
    if (active < concurrency) {
      active += 1;
      return;
    }
    if (waiting.length >= maxWaiting) throw new Busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  async function draw(card: OgCard): Promise<Buffer> {
    await acquire();
    try {
      draws += 1;
      return await render(card);
    } finally {
      release();
    }
  }

  return {
    async answer(slug: string, ifNoneMatch: string | undefined): Promise<OgAnswer> {
      const card = await cardOf(slug);
      if (!card) return { status: 404 };
      const etag = `"${createHash('sha1').update(`${drawingVersion}\n${JSON.stringify(card)}`).digest('base64url')}"`;
      if (etagMatches(ifNoneMatch, etag)) return { status: 304, etag };
      const hit = kept.get(etag);
      if (hit) {
        kept.delete(etag);
        kept.set(etag, hit); // most recently used last
        return { status: 200, ...hit };
      }
      let flight = flights.get(etag);
      if (!flight) {
        flight = draw(card).finally(() => flights.delete(etag));
        flights.set(etag, flight);
      }
      try {
        const body = await flight;
        kept.set(etag, { etag, body });
        if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
        return { status: 200, etag, body };
      } catch (err) {
        if (err instanceof Busy) return { status: 503 };
        throw err;
      }
    },
    stats: () => ({ draws, kept: kept.size, active, waiting: waiting.length }),
  };
}

class Busy extends Error {}

type OgImages = ReturnType<typeof createOgImages>;

/** GET /og/{slug}.png */
export function registerOgImages(app: FastifyInstance, images: OgImages): void {
  app.get<{ Params: { file: string } }>('/og/:file', async (request, reply) => {
    const slug = /^(.{1,100})\.png$/.exec(request.params.file)?.[1];
    const answer = slug ? await images.answer(slug, request.headers['if-none-match']) : ({ status: 404 } as const);
    if (answer.status === 404) {
      return reply.status(404).header('cache-control', 'public, max-age=0, s-maxage=10').type('text/plain; charset=utf-8').send('No picture at this address');
    }
    if (answer.status === 503) {
      return reply.status(503).header('retry-after', '5').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Pictures are being drawn; try again in a few seconds');
    }
    reply.header('cache-control', ogImageCacheControl).header('etag', answer.etag);
    if (answer.status === 304) return reply.status(304).send();
    return reply.type('image/png').send(answer.body);
  });
}

/**
 * The contractors service on the local PostgreSQL, with the Google Places
 * stand-in: how long a new city takes to be populated (3 industries × 20
 * places, from the cities.city.created event to the last job), a 5,000-row
 * import of authentic contractors (and its re-import), and the public reads a
 * city page makes (summary, search, details) over HTTP with warm caches.
 *
 *   npm run bench:contractors     (needs PostgreSQL at 127.0.0.1:5432, or BENCH_POSTGRES_URL)
 */
import { citiesService } from '@local-seo/cities';
import { contractorsOptionsFromEnv, contractorsService } from '@local-seo/contractors';
import { citiesRoutes, contractorsRoutes, routePath } from '@local-seo/contracts';
import { createInProcessBus, createLogger, createTemporaryDatabase } from '@local-seo/service-kit';
import { contractorListings, startGooglePlacesStandIn } from '@local-seo/testing';
import { stopInOrder } from './support/in-process.js';

const server = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const logger = createLogger('silent');
const industries = ['landscaping', 'hardscaping', 'excavation'];

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

/** `concurrency` clients asking `url` for `seconds`: requests per second and latency percentiles. */
async function load(url: string, seconds: number, concurrency = 8) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  return `${Math.round(latencies.length / seconds)} req/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

const citiesDb = await createTemporaryDatabase(server, 'bench_contractors_cities');
const contractorsDb = await createTemporaryDatabase(server, 'bench_contractors');
const places = await startGooglePlacesStandIn({
  apiKey: 'bench-key',
  listings: industries.flatMap((industry) => contractorListings('Barrie', industry, 20, { reviewsPerPlace: 5 })),
});
const bus = createInProcessBus({ logger });
const cities = await citiesService.create({ databaseUrl: citiesDb.url, bus, logger }, { brandName: 'Bench Supply' });
const citiesUrl = await cities.listen({ port: 0, host: '127.0.0.1' });
const contractors = await contractorsService.create(
  { databaseUrl: contractorsDb.url, bus, logger },
  contractorsOptionsFromEnv({ CITIES_URL: citiesUrl, GOOGLE_PLACES_BASE_URL: places.url, GOOGLE_PLACES_API_KEY: 'bench-key', POPULATION_POLL_MS: '50' }),
);
const base = await contractors.listen({ port: 0, host: '127.0.0.1' });

try {
  const results: Array<[string, string]> = [];
  const createCity = (slug: string, name: string) =>
    cities.app.inject({
      method: 'POST',
      url: routePath(citiesRoutes.create),
      payload: { city_name: name, province: 'Ontario', latitude: 44.39, longitude: -79.69, url_slug: slug, page_active: true },
    });

  // 1. Population of a new city, event to last job.
  const [, populateMs] = await timed(async () => {
    const city = (await createCity('barrie', 'Barrie')).json() as { id: number };
    for (;;) {
      const done = await contractors.context.db.populationJob.count({ where: { cityId: city.id, status: 'succeeded' } });
      if (done === 3) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  results.push(['population of a new city: 3 industries × 20 places (event → 3 jobs done)', `${Math.round(populateMs)} ms`]);

  // 2. Import of 5,000 authentic contractors over 25 cities, then the same file again.
  for (let i = 1; i <= 25; i++) await createCity(`town-${i}`, `Town ${i}`);
  // Their populations (nothing found: no listings for them) finish first, so they do not share the measure.
  const jobs = contractors.context.db.populationJob;
  const unfinished = () => jobs.count({ where: { status: { in: ['pending', 'running'] } } });
  while ((await jobs.count()) < 3 + 25 * 3 || (await unfinished()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const rows = Array.from({ length: 5000 }, (_, n) => `town-${(n % 25) + 1},Contractor ${n},${industries[n % 3]},${n} Main St,(705) 555-01${String(n % 100).padStart(2, '0')},,${(3 + (n % 20) / 10).toFixed(1)},${n % 200}`);
  const csv = `City,Name,Industry,Address,Phone,Brand Account,Rating,Total Ratings\n${rows.join('\n')}\n`;
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const response = await fetch(`${base}${routePath(contractorsRoutes.importCsv)}`, { method: 'POST', body: form });
    if (!response.ok) throw new Error(`import answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { created: number; unchanged: number };
  };
  const [first, importMs] = await timed(upload);
  const [second, reimportMs] = await timed(upload);
  results.push([`import of 5,000 contractors (${first.created} created)`, `${(importMs / 1000).toFixed(2)} s`]);
  results.push([`re-import of the same file (${second.unchanged} unchanged)`, `${(reimportMs / 1000).toFixed(2)} s`]);

  // 3. Public reads of a populated city (60 template contractors, live details cached).
  const search = (slug: string) => `${base}${routePath(contractorsRoutes.search, { slug }, { industry: 'landscaping' })}`;
  const details = `${base}${routePath(contractorsRoutes.details, { id: ((await (await fetch(search('barrie'))).json()) as { id: number }[])[0]!.id })}`;
  await fetch(details);
  results.push(['GET /api/contractors/city/barrie/summary (60 template, warm cache), 8 clients', await load(`${base}${routePath(contractorsRoutes.citySummary, { slug: 'barrie' })}`, 5)]);
  results.push(['GET /api/contractors/search/town-1?industry=landscaping (67 authentic), 8 clients', await load(search('town-1'), 5)]);
  results.push(['GET /api/contractors/details/:id (template, cached), 8 clients', await load(details, 5)]);
  results.push(['Places requests made in all', String(places.requests.length)]);

  console.log('\n| measure | result |\n|---|---|');
  for (const [measure, result] of results) console.log(`| ${measure} | ${result} |`);
} finally {
  await stopInOrder(contractors, cities, bus, places, citiesDb, contractorsDb);
}

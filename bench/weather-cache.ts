/**
 * GET /api/weather/:slug served from the weather cache, through the gateway:
 * the real cities and weather services (sample provider, so nothing leaves
 * the machine) and createGateway, each on its own port, a real PostgreSQL.
 * Every city's weather is fetched once before measuring; the benchmark then
 * checks that no request went back to the provider. Run from the repository root:
 *
 *   npm run bench:weather
 */
import { citiesService } from '@local-seo/cities';
import { citiesRoutes, routePath, weatherReportSchema, weatherRoutes } from '@local-seo/contracts';
import { createInProcessBus, createLogger } from '@local-seo/service-kit';
import { createTestDatabase, findPostgres } from '@local-seo/testing';
import { weatherService, weatherOptionsFromEnv } from '@local-seo/weather';
import { startGateway } from './support/in-process.js';

const cityCount = 20;
const warmup = 500;
const requestsPerRound = 4000;
const concurrencies = [1, 10];

const logger = createLogger('silent');
const postgres = await findPostgres();
const citiesDb = await createTestDatabase(postgres.adminUrl, 'bench_weather_cities');
const weatherDb = await createTestDatabase(postgres.adminUrl, 'bench_weather');
const staffDb = await createTestDatabase(postgres.adminUrl, 'bench_weather_staff');
const bus = createInProcessBus({ logger });
const cities = await citiesService.create({ databaseUrl: citiesDb.url, bus, logger }, { brandName: 'Bench Supply' });
const citiesUrl = await cities.listen({ port: 0, host: '127.0.0.1' });
const weather = await weatherService.create(
  { databaseUrl: weatherDb.url, bus, logger },
  weatherOptionsFromEnv({ CITIES_URL: citiesUrl, WEATHER_PROVIDER: 'sample', WEATHER_REFRESH_ENABLED: 'false' }),
);
const weatherUrl = await weather.listen({ port: 0, host: '127.0.0.1' });
const { gateway, url: gatewayUrl } = await startGateway(logger, bus, { DATABASE_URL: staffDb.url, CITIES_URL: citiesUrl, WEATHER_URL: weatherUrl, ADMIN_PASSWORD: 'bench-password-123' });

try {
  const slugs = Array.from({ length: cityCount }, (_, i) => `bench-city-${i + 1}`);
  for (const [i, slug] of slugs.entries()) {
    const response = await cities.app.inject({
      method: 'POST',
      url: routePath(citiesRoutes.create),
      payload: { city_name: `Bench City ${i + 1}`, province: 'Ontario', latitude: 43 + i / 10, longitude: -79.5, url_slug: slug, page_active: true },
    });
    if (response.statusCode !== 201) throw new Error(`city refused: ${response.body}`);
  }
  // Fill the cache: one view per city (the first one fetches from the provider).
  for (const slug of slugs) {
    const report = weatherReportSchema.parse(await (await fetch(`${gatewayUrl}${routePath(weatherRoutes.report, { slug })}`)).json());
    if (report.status !== 'fresh' || report.forecast?.forecastday.length !== 14) throw new Error(`no weather for ${slug}`);
  }
  const fetchedBefore = await weather.context.db.weatherData.findMany({ select: { cityId: true, requestTimestamp: true } });

  let next = 0;
  const get = async (base: string) => {
    const slug = slugs[next++ % slugs.length]!;
    const started = performance.now();
    const response = await fetch(`${base}${routePath(weatherRoutes.report, { slug })}`);
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200 || !body.includes('"status":"fresh"')) throw new Error(`unexpected answer ${response.status}: ${body.slice(0, 200)}`);
    return elapsed;
  };

  async function round(base: string, concurrency: number, total: number): Promise<{ latencies: number[]; seconds: number }> {
    const latencies: number[] = [];
    const started = performance.now();
    let issued = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (issued < total) {
          issued++;
          latencies.push(await get(base));
        }
      }),
    );
    return { latencies, seconds: (performance.now() - started) / 1000 };
  }

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const rows: string[] = [];
  const targets = [
    ['gateway', gatewayUrl],
    ['weather service alone', weatherUrl],
  ] as const;
  for (const [name, base] of targets) {
    for (const concurrency of concurrencies) {
      await round(base, concurrency, warmup);
      const { latencies, seconds } = await round(base, concurrency, requestsPerRound);
      const sorted = latencies.sort((a, b) => a - b);
      const ms = (value: number) => `${value.toFixed(2)} ms`;
      rows.push(
        `| ${name} | ${concurrency} | ${requestsPerRound} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${Math.round(requestsPerRound / seconds)} |`,
      );
    }
  }

  const fetchedAfter = await weather.context.db.weatherData.findMany({ select: { cityId: true, requestTimestamp: true } });
  const refetched = fetchedAfter.filter((row) => fetchedBefore.find((b) => b.cityId === row.cityId)?.requestTimestamp.getTime() !== row.requestTimestamp.getTime());
  if (refetched.length > 0) throw new Error(`${refetched.length} cities went back to the provider during the benchmark`);

  console.log(`\nGET /api/weather/:slug through the gateway, from the cache (${cityCount} cities, sample provider, Node ${process.version})\n`);
  console.log('| through | concurrent clients | requests | p50 | p95 | p99 | requests/s |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('\nNo request reached the provider while measuring.');
} finally {
  await gateway.close();
  await weather.close();
  await cities.close();
  await bus.close();
  await Promise.all([citiesDb.drop(), weatherDb.drop(), staffDb.drop()]);
  await postgres.stop();
}

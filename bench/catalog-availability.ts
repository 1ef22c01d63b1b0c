/**
 * GET /api/products/city/:slug through the gateway with 20,000 products, 1,000
 * supplier locations (60 products each) and the demo Ontario cities: the cities,
 * catalog and gateway in one process on the local PostgreSQL, as `npm start`
 * runs them. Loaded through the catalog's own imports; measured once every city
 * list is built (the refresher's steady state), one request at a time and with 8
 * at once, through the gateway and straight to the catalog.
 *
 *   npm run bench:catalog     (needs PostgreSQL at 127.0.0.1:5432, or BENCH_POSTGRES_URL)
 */
import { catalogOptionsFromEnv, catalogService } from '@local-seo/catalog';
import { citiesService } from '@local-seo/cities';
import { catalogRoutes, citiesRoutes, routePath } from '@local-seo/contracts';
import { createInProcessBus, createLogger, createTemporaryDatabase, csvUploadBody, toCsv } from '@local-seo/service-kit';
import { demoCities } from '../infra/all-in-one/src/demo/cities.js';
import { startGateway, stopInOrder } from './support/in-process.js';

const server = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const logger = createLogger('silent');
const counts = { products: 20_000, locations: 1_000, perLocation: 60, everywhere: 25 };

/** A small deterministic generator, so every run loads the same catalogue. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const rand = random(20261123);

const csv = toCsv;

const imports = {
  products: catalogRoutes.importProducts,
  'supplier-locations': catalogRoutes.importSupplierLocations,
  'brand-products': catalogRoutes.importBrandProducts,
};

async function importCsv(catalog: Awaited<ReturnType<typeof catalogService.create>>, type: keyof typeof imports, content: string) {
  const upload = await csvUploadBody(content, `${type}.csv`);
  const response = await catalog.app.inject({ method: 'POST', url: routePath(imports[type]), ...upload });
  if (response.statusCode !== 200) throw new Error(`${type} import answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
}

async function measure(urls: string[], requests: number, concurrency: number) {
  const latencies: number[] = [];
  let bytes = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const url = urls[next++ % urls.length]!;
        const start = performance.now();
        const response = await fetch(url);
        const body = await response.arrayBuffer();
        latencies.push(performance.now() - start);
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
        bytes += body.byteLength;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), avgKiB: Math.round(bytes / requests / 1024) };
}

const catalogDb = await createTemporaryDatabase(server, 'bench_catalog_availability');
const citiesDb = await createTemporaryDatabase(server, 'bench_catalog_cities');
const staffDb = await createTemporaryDatabase(server, 'bench_catalog_staff');
const bus = createInProcessBus({ logger });
const cities = await citiesService.create({ databaseUrl: citiesDb.url, bus, logger }, { brandName: 'Bench Supply' });
const citiesUrl = await cities.listen({ port: 0, host: '127.0.0.1' });
const catalog = await catalogService.create({ databaseUrl: catalogDb.url, bus, logger }, catalogOptionsFromEnv({ CITIES_URL: citiesUrl }));
const catalogUrl = await catalog.listen({ port: 0, host: '127.0.0.1' });
const { gateway, url: gatewayUrl } = await startGateway(logger, bus, { DATABASE_URL: staffDb.url, CITIES_URL: citiesUrl, CATALOG_URL: catalogUrl, ADMIN_PASSWORD: 'bench password' });

try {
  const loadStart = performance.now();
  for (const city of demoCities) {
    const response = await cities.app.inject({
      method: 'POST',
      url: routePath(citiesRoutes.create),
      payload: { province: 'Ontario', page_active: true, ...city },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
  }
  const categories = ['Soils and Soil Mixtures', 'Aggregates', 'Mulch', 'Sand', 'Decorative Stone and Landscaping Products', 'Compost', 'Animal Bedding', 'Amendments'];
  const productName = (i: number) => `Product ${String(i).padStart(5, '0')}`;
  await importCsv(
    catalog,
    'products',
    csv([
      ['Product', 'Category', 'Unit Type', 'Customer Pricing', 'Brand Product Name'],
      ...Array.from({ length: counts.products }, (_, i) => [productName(i), categories[i % categories.length]!, 'Cubic Yard', (20 + (i % 80)).toFixed(2), i % 5 === 0 ? `Brand ${i}` : '']),
    ]),
  );
  // Southern and central Ontario, where the demo cities are.
  const yards = Array.from({ length: counts.locations }, (_, i) => ({
    supplier: `Supplier ${String(i % 40).padStart(2, '0')}`,
    name: `Yard ${String(i).padStart(4, '0')}`,
    latitude: (42.8 + rand() * 2.8).toFixed(5),
    longitude: (-81.4 + rand() * 5.8).toFixed(5),
    radius: String(20 + Math.floor(rand() * 40)),
  }));
  await importCsv(
    catalog,
    'supplier-locations',
    csv([['Supplier Name', 'Location Name', 'Latitude', 'Longitude', 'Delivery Radius'], ...yards.map((y) => [y.supplier, y.name, y.latitude, y.longitude, y.radius])]),
  );
  const stock: string[][] = [];
  for (const yard of yards) {
    const carried = new Set<number>();
    while (carried.size < counts.perLocation) carried.add(Math.floor(rand() * counts.products));
    for (const product of carried) stock.push([yard.name, productName(product), yard.supplier]);
  }
  await importCsv(catalog, 'brand-products', csv([['Location Name', 'Product', 'Supplier Name'], ...stock]));
  await catalog.context.db.product.updateMany({ where: { id: { lte: counts.everywhere } }, data: { showOnAllCities: true, ranking: 50 } });
  await catalog.context.db.cityListing.updateMany({ data: { wantedVersion: { increment: 1 } } });
  await catalog.parts.catalog.refresher.settle();
  const loadSeconds = ((performance.now() - loadStart) / 1000).toFixed(1);

  const listings = await catalog.context.db.cityListing.findMany({ where: { city: { pageActive: true } }, include: { city: true } });
  const sizes = listings.map((l) => l.productCount).sort((a, b) => a - b);
  const slugs = listings.map((l) => l.city.slug);
  const through = (base: string) => slugs.map((slug) => `${base}${routePath(catalogRoutes.cityProducts, { slug })}`);

  await measure(through(gatewayUrl), 300, 4); // warm-up
  const results = [
    ['gateway, 1 at a time', await measure(through(gatewayUrl), 2000, 1)],
    ['gateway, 8 at once', await measure(through(gatewayUrl), 4000, 8)],
    ['catalog directly, 1 at a time', await measure(through(catalogUrl), 2000, 1)],
  ] as const;
  console.log(
    `${counts.products.toLocaleString('en')} products, ${counts.locations.toLocaleString('en')} locations × ${counts.perLocation} products, ${slugs.length} live cities (loaded in ${loadSeconds} s)`,
  );
  console.log(`products per city list: min ${sizes[0]}, median ${sizes[Math.floor(sizes.length / 2)]}, max ${sizes.at(-1)}`);
  for (const [label, r] of results) console.log(`${label.padEnd(30)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  (${r.avgKiB} KiB per answer)`);
} finally {
  await stopInOrder(gateway, catalog, cities, bus, catalogDb, citiesDb, staffDb);
}

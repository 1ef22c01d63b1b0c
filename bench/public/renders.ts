/**
 * Cold renders and compression levels, measured in the benchmark's own process on the
 * built public site (web-public/dist/server, React and TanStack Router in their
 * production builds): each render goes through a new, empty page cache, so it is the
 * whole cost of a page nobody asked for before: its data handed over, the router's
 * render and dehydration, the content security policy, and its first gzip.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { citiesRoutes, gatewayRoutes, routePath, type PageDataSource, type SiteSettings } from '@local-seo/contracts';

interface BuiltSite {
  createPageResponder(options: { source: PageDataSource; site: SiteSettings; manifest: unknown; cacheEntries: number }): {
    respond(path: string): Promise<{ page: { status: number; body: Buffer; encode(encoding: 'gzip'): Promise<Buffer> } }>;
    close(): void;
  };
  loadClientBuild(): Promise<{ manifest: unknown }>;
  compressionLevels: { gzip: number; br: number };
}

async function builtSite(): Promise<BuiltSite> {
  if (process.env.NODE_ENV !== 'production') throw new Error('cold renders are measured with NODE_ENV=production (React and the router in their production builds)');
  const location = new URL('../../web-public/dist/server/index.js', import.meta.url).href;
  return (await import(location)) as BuiltSite;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export interface ColdRenders {
  count: number;
  bytes: number;
  render: { p50: number; p99: number };
  withGzip: { p50: number; p99: number };
}

/** Renders `slug`'s page `count` times after `warmUp` unmeasured ones, from its data as the gateway answers it now. */
export async function measureColdRenders(gatewayUrl: string, slug: string, count: number, warmUp = 30): Promise<ColdRenders> {
  const site = await builtSite();
  const json = async <T>(path: string): Promise<T> => (await (await fetch(`${gatewayUrl}${path}`)).json()) as T;
  const [pageData, cities, schema, settings] = await Promise.all([
    json(routePath(gatewayRoutes.pageData, { slug })),
    json(routePath(citiesRoutes.listActive)),
    json(routePath(gatewayRoutes.schemaSettings)),
    json<SiteSettings>(routePath(gatewayRoutes.site)),
  ]);
  // The data as the gateway's cache hands it to the site in process: already read, versioned.
  const source = {
    pageData: async () => ({ data: pageData, etag: '"page"' }),
    activeCities: async () => ({ data: cities, etag: '"cities"' }),
    schemaSettings: async () => ({ data: schema, etag: '"schema"' }),
  } as unknown as PageDataSource;
  const { manifest } = await site.loadClientBuild();
  const render: number[] = [];
  const withGzip: number[] = [];
  let bytes = 0;
  for (let i = 0; i < warmUp + count; i++) {
    const startedAt = performance.now();
    const responder = site.createPageResponder({ source, site: settings, manifest, cacheEntries: 1 });
    const { page } = await responder.respond(`/${slug}`);
    const rendered = performance.now();
    await page.encode('gzip');
    const done = performance.now();
    responder.close();
    if (page.status !== 200) throw new Error(`/${slug} rendered ${page.status}`);
    bytes = page.body.length;
    if (i < warmUp) continue;
    render.push(rendered - startedAt);
    withGzip.push(done - startedAt);
  }
  render.sort((a, b) => a - b);
  withGzip.sort((a, b) => a - b);
  return {
    count,
    bytes,
    render: { p50: percentile(render, 0.5), p99: percentile(render, 0.99) },
    withGzip: { p50: percentile(withGzip, 0.5), p99: percentile(withGzip, 0.99) },
  };
}

export interface LevelRow {
  encoding: 'gzip' | 'br';
  level: number;
  bytes: number;
  ms: number;
  chosen: boolean;
}

/** Each gzip level and brotli quality on one page: its size and the median time of one compression. */
export async function measureCompressionLevels(body: Buffer, repeats = 15): Promise<LevelRow[]> {
  const { compressionLevels } = await builtSite();
  const time = (compress: () => Buffer, times: number) => {
    compress();
    const runs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < times; i++) {
      const startedAt = performance.now();
      bytes = compress().length;
      runs.push(performance.now() - startedAt);
    }
    runs.sort((a, b) => a - b);
    return { bytes, ms: percentile(runs, 0.5) };
  };
  const rows: LevelRow[] = [];
  for (let level = 1; level <= 9; level++) {
    rows.push({ encoding: 'gzip', level, ...time(() => gzipSync(body, { level }), repeats), chosen: level === compressionLevels.gzip });
  }
  for (let quality = 1; quality <= 11; quality++) {
    const compress = () =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    rows.push({ encoding: 'br', level: quality, ...time(compress, quality >= 10 ? 3 : repeats), chosen: quality === compressionLevels.br });
  }
  return rows;
}

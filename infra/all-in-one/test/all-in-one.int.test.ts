import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { demoCities } from '../src/demo/cities.js';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const builtPublicSite = fileURLToPath(new URL('./support/built-public-site.mjs', import.meta.url));
const port = 18080 + Math.floor(Math.random() * 500);
const base = `http://localhost:${port}`;
let dataDir: string;

interface Started {
  child: ChildProcess;
  output: () => string;
}

/**
 * `npm start` without the TypeScript build: the launcher from source (the public
 * site as `npm test` builds it), on an embedded PostgreSQL of its own.
 */
async function startAllInOne(env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', '--import', builtPublicSite, main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port + 1000),
      LOG_LEVEL: 'warn',
      NATS_URL: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Ready in')) {
    if (child.exitCode !== null) throw new Error(`all-in-one exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`all-in-one did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

async function stop({ child }: Started): Promise<number | null> {
  child.kill('SIGTERM');
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (all-in-one)', () => {
  it('serves the product on an embedded PostgreSQL with the demo cities, and keeps its data across starts', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'all-in-one-'));
    await chmod(dataDir, 0o755); // as root, PostgreSQL runs as `postgres` and must reach it
    let firstPassword = '';
    const first = await startAllInOne();
    try {
      expect(first.output()).toMatch(/First owner admin@localhost, password for now \(.*\): \S{12,}/);
      firstPassword = /First owner admin@localhost, password for now \(.*\): (\S{12,})/.exec(first.output())![1]!;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      const cities = (await (await fetch(`${base}/api/cities`)).json()) as { url_slug: string; province: string }[];
      const activeDemo = demoCities.filter((c) => c.page_active !== false).map((c) => c.url_slug);
      expect(cities.map((c) => c.url_slug).sort()).toEqual([...activeDemo].sort());
      for (const slug of ['barrie', 'hamilton', 'puslinch', 'orangeville', 'toronto', 'aurora', 'huntsville', 'guelph']) {
        expect(cities.map((c) => c.url_slug)).toContain(slug);
      }
      expect(new Set(cities.map((c) => c.province))).toEqual(new Set(['Ontario']));

      // The pages, rendered in the same process: a city page, the delivery page, the admin app, an inactive city (410 Gone).
      for (const [path, status, text] of [
        ['/barrie', 200, 'Barrie'],
        ['/delivery', 200, 'Barrie'],
        ['/admin', 200, '<div id="root">'],
        ['/stouffville', 410, '</html>'],
      ] as const) {
        const page = await fetch(`${base}${path}`);
        expect({ path, status: page.status, type: page.headers.get('content-type') }).toEqual({ path, status, type: 'text/html; charset=utf-8' });
        expect(await page.text()).toContain(text);
      }
    } finally {
      expect(await stop(first)).toBe(0);
    }

    // A second start on the same DATA_DIR keeps everything and loads nothing twice: the owner
    // made at the first start keeps its password (ADMIN_PASSWORD makes only a first owner).
    const second = await startAllInOne({ ADMIN_PASSWORD: 'a password of my own' });
    try {
      expect(second.output()).not.toContain('First owner');
      const signIn = (password: string) =>
        fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
      expect((await signIn('a password of my own')).status).toBe(401);
      const login = await signIn(firstPassword);
      expect(login.status).toBe(200);
      const all = (await (await fetch(`${base}/api/admin/cities`, { headers: { cookie: login.headers.get('set-cookie')!.split(';')[0]! } })).json()) as unknown[];
      expect(all).toHaveLength(demoCities.length);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 180_000);

  it('shows demo contractors (our own data) for every demo city without a places key', async () => {
    const contractorsDir = await mkdtemp(join(tmpdir(), 'all-in-one-contractors-'));
    await chmod(contractorsDir, 0o755);
    const started = await startAllInOne({ DATA_DIR: contractorsDir, ADMIN_PASSWORD: 'demo contractors password', GOOGLE_PLACES_API_KEY: '' });
    try {
      for (const city of demoCities.filter((c) => c.page_active !== false)) {
        const summary = (await (await fetch(`${base}/api/contractors/city/${city.url_slug}/summary`)).json()) as { contractorCounts: Record<string, number> };
        expect({ city: city.url_slug, counts: summary.contractorCounts }).toEqual({ city: city.url_slug, counts: { landscaping: 2, hardscaping: 1, excavation: 1 } });
      }
      const [card] = (await (await fetch(`${base}/api/contractors/search/barrie?industry=landscaping&usePlaces=false`)).json()) as { id: number }[];
      const details = (await (await fetch(`${base}/api/contractors/details/${card!.id}`)).json()) as Record<string, unknown>;
      expect(details).toMatchObject({ source: 'directory', phone: expect.stringMatching(/^\(705\) 555-01\d\d$/) });
      expect(details).not.toHaveProperty('email');
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'demo contractors password' }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const stats = (await (await fetch(`${base}/api/contractors/stats`, { headers: { cookie } })).json()) as Record<string, number>;
      expect(stats).toMatchObject({ totalContractors: demoCities.length * 4, templateContractors: 0, authenticContractors: demoCities.length * 4 });
      expect(stats.brandCustomers).toBeGreaterThanOrEqual(demoCities.length);
    } finally {
      expect(await stop(started)).toBe(0);
      await rm(contractorsDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('gives the demo city pages their keywords and serves the schema settings publicly', async () => {
    const seoDir = await mkdtemp(join(tmpdir(), 'all-in-one-seo-'));
    await chmod(seoDir, 0o755);
    const started = await startAllInOne({ DATA_DIR: seoDir, ADMIN_PASSWORD: 'demo seo password' });
    try {
      const schema = (await (await fetch(`${base}/api/seo/schema-settings`)).json()) as { version: number; settings: { businessDetails: Record<string, unknown> } };
      expect(schema).toMatchObject({ version: 1, settings: { businessDetails: { currency: 'CAD', priceRange: '$$', timezone: 'America/Toronto' } } });
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'demo seo password' }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const keywords = async () => (await (await fetch(`${base}/api/seo/keywords`, { headers: { cookie } })).json()) as { keyword: string; page_url: string }[];
      await vi.waitFor(async () => expect((await keywords()).filter((k) => k.page_url === '/barrie').map((k) => k.keyword)).toContain('landscaping supplies barrie'), {
        timeout: 15_000,
        interval: 200,
      });
      expect((await keywords()).filter((k) => k.page_url === '/').map((k) => k.keyword)).toContain('landscaping supplies ontario');
      // Without Google credentials, tracking says so plainly.
      const { csrfToken } = (await login.json()) as { csrfToken: string };
      const track = await fetch(`${base}/api/seo/track`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({ runType: 'manual' }),
      });
      expect(track.status).toBe(503);
      expect(((await track.json()) as { message: string }).message).toMatch(/^Tracking failed: Google Search Console is not configured/);
    } finally {
      expect(await stop(started)).toBe(0);
      await rm(seoDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('shows the unavailable weather state offline, and a full forecast labelled as sample data with WEATHER_PROVIDER=sample', async () => {
    const weatherDir = await mkdtemp(join(tmpdir(), 'all-in-one-weather-'));
    await chmod(weatherDir, 0o755);
    const nowhere = 'http://127.0.0.1:9'; // no provider reachable, as offline
    const offline = await startAllInOne({ DATA_DIR: weatherDir, ADMIN_PASSWORD: 'demo weather password', OPEN_METEO_URL: nowhere, OPEN_METEO_AIR_QUALITY_URL: nowhere });
    try {
      const report = (await (await fetch(`${base}/api/weather/barrie`)).json()) as Record<string, unknown>;
      expect(report).toMatchObject({ status: 'unavailable', current: null, forecast: null, message: 'Weather forecast unavailable' });
      const suggestions = (await (await fetch(`${base}/api/weather/suggestions`)).json()) as { weather_condition: string }[];
      expect(suggestions.map((s) => s.weather_condition)).toEqual(expect.arrayContaining(['Sunny', 'Rain', 'Snow']));
    } finally {
      expect(await stop(offline)).toBe(0);
    }
    const sample = await startAllInOne({ DATA_DIR: weatherDir, ADMIN_PASSWORD: 'demo weather password', WEATHER_PROVIDER: 'sample' });
    try {
      const report = (await (await fetch(`${base}/api/weather/barrie`)).json()) as { status: string; source: { sample: boolean }; forecast: { forecastday: unknown[] } };
      expect(report).toMatchObject({ status: 'fresh', source: { provider: 'sample', sample: true }, message: 'Sample weather data for demonstration only, not a real forecast' });
      expect(report.forecast.forecastday).toHaveLength(14);
    } finally {
      expect(await stop(sample)).toBe(0);
      await rm(weatherDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('gives every demo city page products from the demo catalogue, bulk from nearby yards, without prices', async () => {
    const catalogDir = await mkdtemp(join(tmpdir(), 'all-in-one-catalog-'));
    await chmod(catalogDir, 0o755);
    const started = await startAllInOne({ DATA_DIR: catalogDir, ADMIN_PASSWORD: 'demo catalog password' });
    try {
      for (const city of demoCities.filter((c) => c.page_active !== false)) {
        const products = (await (await fetch(`${base}/api/products/city/${city.url_slug}`)).json()) as { category: string; show_on_all_cities: boolean }[];
        const bulk = products.filter((p) => !p.show_on_all_cities).map((p) => p.category);
        expect({ city: city.url_slug, soils: bulk.includes('Soils and Soil Mixtures'), mulch: bulk.includes('Mulch') }).toEqual({ city: city.url_slug, soils: true, mulch: true });
        expect(JSON.stringify(products)).not.toContain('pricing');
      }
      const top = (await (await fetch(`${base}/api/products/top?city=barrie`)).json()) as { display_name: string }[];
      expect(top[0]!.display_name).toBe('Premium Screened Topsoil');
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'demo catalog password' }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const stats = (await (await fetch(`${base}/api/catalog/stats`, { headers: { cookie } })).json()) as Record<string, unknown>;
      expect(stats).toMatchObject({ activeProducts: 40, totalProducts: 40, totalLocations: 17 });
      const categories = (await (await fetch(`${base}/api/categories`, { headers: { cookie } })).json()) as { product_count: number }[];
      expect(categories.filter((c) => c.product_count >= 3)).toHaveLength(11);
    } finally {
      expect(await stop(started)).toBe(0);
      await rm(catalogDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('serves the sitemap of the demo cities, and robots.txt naming it, at the site root', async () => {
    const sitemapDir = await mkdtemp(join(tmpdir(), 'all-in-one-sitemap-'));
    await chmod(sitemapDir, 0o755);
    const started = await startAllInOne({ DATA_DIR: sitemapDir });
    try {
      let xml = '';
      await vi.waitFor(async () => {
        const response = await fetch(`${base}/sitemap.xml`);
        expect(response.status).toBe(200);
        xml = await response.text();
      }, { timeout: 30_000, interval: 200 });
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      for (const city of demoCities) {
        if (city.page_active === false) expect(xml).not.toContain(`<loc>${base}/${city.url_slug}</loc>`);
        else expect(xml).toContain(`<loc>${base}/${city.url_slug}</loc>`);
      }
      expect(await (await fetch(`${base}/robots.txt`)).text()).toContain(`Sitemap: ${base}/sitemap.xml`);
    } finally {
      expect(await stop(started)).toBe(0);
      await rm(sitemapDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('stops at start with a message naming a bad variable', async () => {
    const child = spawn(process.execPath, ['--conditions=development', '--import', 'tsx', '--import', builtPublicSite, main], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: join(tmpdir(), 'never-used') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT');
  }, 30_000);
});

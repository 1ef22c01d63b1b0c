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
/** How long a start may take: a first one makes a cluster and migrates eight databases, slow on a busy machine. */
const startMs = 150_000;

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
  const deadline = Date.now() + startMs;
  while (!output.includes('Ready in')) {
    if (child.exitCode !== null) throw new Error(`all-in-one exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      // Stopped before the next test starts one on the same ports (its PostgreSQL would hold them).
      await stop({ child, output: () => output });
      throw new Error(`all-in-one did not start in ${startMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

async function stop({ child }: Started): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** Runs `check` while an all-in-one runs with `env`, then stops it, which must exit 0. */
async function whileRunning(env: Record<string, string>, check: (started: Started) => Promise<void>): Promise<void> {
  const started = await startAllInOne(env);
  try {
    await check(started);
  } finally {
    // On failure, the launcher's own words say why (an error while closing, or the grace period passed).
    expect(await stop(started), started.output()).toBe(0);
  }
}

/** A DATA_DIR of a test's own (as root, PostgreSQL runs as `postgres` and must reach it); the test removes it. */
async function freshDataDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `all-in-one-${label}-`));
  await chmod(dir, 0o755);
  return dir;
}

/** Runs `check` on a first start on a DATA_DIR of its own, which is removed afterwards. */
async function onFirstStart(label: string, env: Record<string, string>, check: (started: Started) => Promise<void>): Promise<void> {
  const dir = await freshDataDir(label);
  try {
    await whileRunning({ DATA_DIR: dir, ...env }, check);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Signs in with a password: the answer, and the session's cookie and CSRF token when it was accepted. */
async function signIn(password: string) {
  const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { csrfToken } = login.ok ? ((await login.json()) as { csrfToken: string }) : { csrfToken: '' };
  return { status: login.status, cookie, csrfToken };
}

/** A staff GET with the session's cookie, its JSON answer. */
const staffGet = async <T>(path: string, cookie: string) => (await (await fetch(`${base}${path}`, { headers: { cookie } })).json()) as T;

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start (all-in-one)', () => {
  it('serves the product on an embedded PostgreSQL with the demo cities, and keeps its data across starts', async () => {
    dataDir = await freshDataDir('start');
    let firstPassword = '';
    await whileRunning({}, async (first) => {
      // Without ADMIN_EMAIL the first owner's e-mail is made up, unguessable, and shown this once with the password (docs/decisions.md, decision 14).
      expect(first.output()).toMatch(/First owner owner-[0-9a-f]{16}@localhost, password for now \(.*\): \S{12,}/);
      firstPassword = /First owner owner-[0-9a-f]{16}@localhost, password for now \(.*\): (\S{12,})/.exec(first.output())![1]!;
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
        ['/stouffville', 404, '</html>'], // never published: unknown, not gone
      ] as const) {
        const page = await fetch(`${base}${path}`);
        expect({ path, status: page.status, type: page.headers.get('content-type') }).toEqual({ path, status, type: 'text/html; charset=utf-8' });
        expect(await page.text()).toContain(text);
      }
    });

    // A second start on the same DATA_DIR keeps everything and loads nothing twice: the owner
    // made at the first start keeps its password (ADMIN_PASSWORD makes only a first owner).
    await whileRunning({ ADMIN_PASSWORD: 'a password of my own' }, async (second) => {
      expect(second.output()).not.toContain('First owner');
      expect((await signIn('a password of my own')).status).toBe(401);
      const login = await signIn(firstPassword);
      expect(login.status).toBe(200);
      expect(await staffGet<unknown[]>('/api/admin/cities', login.cookie)).toHaveLength(demoCities.length);
    });
  }, 2 * startMs + 60_000);

  it('shows demo contractors (our own data) for every demo city without a places key', async () => {
    await onFirstStart('contractors', { ADMIN_PASSWORD: 'demo contractors password', GOOGLE_PLACES_API_KEY: '' }, async () => {
      for (const city of demoCities.filter((c) => c.page_active !== false)) {
        const summary = (await (await fetch(`${base}/api/contractors/city/${city.url_slug}/summary`)).json()) as { contractorCounts: Record<string, number> };
        expect({ city: city.url_slug, counts: summary.contractorCounts }).toEqual({ city: city.url_slug, counts: { landscaping: 2, hardscaping: 1, excavation: 1 } });
      }
      const [card] = (await (await fetch(`${base}/api/contractors/search/barrie?industry=landscaping&usePlaces=false`)).json()) as { id: number }[];
      const details = (await (await fetch(`${base}/api/contractors/details/${card!.id}`)).json()) as Record<string, unknown>;
      expect(details).toMatchObject({ source: 'directory', phone: expect.stringMatching(/^\(705\) 555-01\d\d$/) });
      expect(details).not.toHaveProperty('email');
      const { cookie } = await signIn('demo contractors password');
      const stats = await staffGet<Record<string, number>>('/api/contractors/stats', cookie);
      expect(stats).toMatchObject({ totalContractors: demoCities.length * 4, templateContractors: 0, authenticContractors: demoCities.length * 4 });
      expect(stats.brandCustomers).toBeGreaterThanOrEqual(demoCities.length);
    });
  }, 180_000);

  it('gives the demo city pages their keywords and serves the schema settings publicly', async () => {
    await onFirstStart('seo', { ADMIN_PASSWORD: 'demo seo password' }, async () => {
      const schema = (await (await fetch(`${base}/api/seo/schema-settings`)).json()) as { version: number; settings: { businessDetails: Record<string, unknown> } };
      expect(schema).toMatchObject({ version: 1, settings: { businessDetails: { currency: 'CAD', priceRange: '$$', timezone: 'America/Toronto' } } });
      const { cookie, csrfToken } = await signIn('demo seo password');
      const keywords = () => staffGet<{ keyword: string; page_url: string }[]>('/api/seo/keywords', cookie);
      await vi.waitFor(async () => expect((await keywords()).filter((k) => k.page_url === '/barrie').map((k) => k.keyword)).toContain('landscaping supplies barrie'), {
        timeout: 15_000,
        interval: 200,
      });
      expect((await keywords()).filter((k) => k.page_url === '/').map((k) => k.keyword)).toContain('landscaping supplies ontario');
      // Without Google credentials, tracking says so plainly.
      const track = await fetch(`${base}/api/seo/track`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify({ runType: 'manual' }),
      });
      expect(track.status).toBe(503);
      expect(((await track.json()) as { message: string }).message).toMatch(/^Tracking failed: Google Search Console is not configured/);
    });
  }, 180_000);

  it('shows the unavailable weather state offline, and a full forecast labelled as sample data with WEATHER_PROVIDER=sample', async () => {
    const weatherDir = await freshDataDir('weather');
    const nowhere = 'http://127.0.0.1:9'; // no provider reachable, as offline
    try {
      await whileRunning({ DATA_DIR: weatherDir, ADMIN_PASSWORD: 'demo weather password', OPEN_METEO_URL: nowhere, OPEN_METEO_AIR_QUALITY_URL: nowhere }, async () => {
        const report = (await (await fetch(`${base}/api/weather/barrie`)).json()) as Record<string, unknown>;
        expect(report).toMatchObject({ status: 'unavailable', current: null, forecast: null, message: 'Weather forecast unavailable' });
        const suggestions = (await (await fetch(`${base}/api/weather/suggestions`)).json()) as { weather_condition: string }[];
        expect(suggestions.map((s) => s.weather_condition)).toEqual(expect.arrayContaining(['Sunny', 'Rain', 'Snow']));
      });
      await whileRunning({ DATA_DIR: weatherDir, ADMIN_PASSWORD: 'demo weather password', WEATHER_PROVIDER: 'sample' }, async () => {
        const report = (await (await fetch(`${base}/api/weather/barrie`)).json()) as { status: string; source: { sample: boolean }; forecast: { forecastday: unknown[] } };
        expect(report).toMatchObject({ status: 'fresh', source: { provider: 'sample', sample: true }, message: 'Sample weather data for demonstration only, not a real forecast' });
        expect(report.forecast.forecastday).toHaveLength(14);
      });
    } finally {
      await rm(weatherDir, { recursive: true, force: true });
    }
  }, 2 * startMs + 60_000);

  it('gives every demo city page products from the demo catalogue, bulk from nearby yards, without prices', async () => {
    await onFirstStart('catalog', { ADMIN_PASSWORD: 'demo catalog password' }, async () => {
      for (const city of demoCities.filter((c) => c.page_active !== false)) {
        const products = (await (await fetch(`${base}/api/products/city/${city.url_slug}`)).json()) as { category: string; show_on_all_cities: boolean }[];
        const bulk = products.filter((p) => !p.show_on_all_cities).map((p) => p.category);
        expect({ city: city.url_slug, soils: bulk.includes('Soils and Soil Mixtures'), mulch: bulk.includes('Mulch') }).toEqual({ city: city.url_slug, soils: true, mulch: true });
        expect(JSON.stringify(products)).not.toContain('pricing');
      }
      const top = (await (await fetch(`${base}/api/products/top?city=barrie`)).json()) as { display_name: string }[];
      expect(top[0]!.display_name).toBe('Premium Screened Topsoil');
      const { cookie } = await signIn('demo catalog password');
      expect(await staffGet('/api/catalog/stats', cookie)).toMatchObject({ activeProducts: 40, totalProducts: 40, totalLocations: 17 });
      const categories = await staffGet<{ product_count: number }[]>('/api/categories', cookie);
      expect(categories.filter((c) => c.product_count >= 3)).toHaveLength(11);
    });
  }, 180_000);

  it('serves the sitemap of the demo cities, and robots.txt naming it, at the site root', async () => {
    await onFirstStart('sitemap', {}, async () => {
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
    });
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

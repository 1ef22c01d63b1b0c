/**
 * The admin Products tab with 20,000 products: the whole product in this process
 * (startStack: six services, the gateway with the built admin app), 20,000 products
 * seeded through the real products CSV import, then Chromium opens the tab and
 * measures with performance marks inside the page:
 *  - first render: navigation start (or the click on the tab link) to the product
 *    table showing products, with the part of it the page's request takes
 *    (GET /api/products/paged: the catalog searches, sorts and pages);
 *  - a search keystroke after a pause: the input event to the table showing the new
 *    result (DOM updated), and to the next frame. The search box sends a keystroke
 *    that follows a pause of 150 ms at once, and waits for typing to pause otherwise
 *    (web-admin/src/lib/use-search-box.ts): the keys are pressed 200 ms apart;
 *  - a burst of typing ('199' typed 30 ms a key): the last keystroke to the table
 *    showing the final result (the debounce's 150 ms included).
 *
 *   npm run bench:admin-products   (builds everything first; needs PostgreSQL at
 *   127.0.0.1:5432 or BENCH_POSTGRES_URL, and Chromium at /usr/bin/chromium or CHROMIUM_PATH)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogRoutes, gatewayRoutes, routePath } from '@local-seo/contracts';
import { createLogger } from '@local-seo/service-kit';
import { chromium, type Page } from 'playwright-core';
import { startDemoStack } from './support/demo-stack.js';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const password = 'bench admin password';
const logger = createLogger('silent');

const categories = ['Soils and Soil Mixtures', 'Aggregates', 'Mulch', 'Sand', 'Decorative Stone and Landscaping Products', 'Compost', 'Animal Bedding', 'Amendments'];
const units = ['Cubic Yard', 'Metric Tonne', 'Bag', 'Each'];
const statuses = ['Available', '', 'Seasonal', '', 'Out of Stock'];

/** A products CSV as a spreadsheet exports it: names 'Bench Stone 1' to 'Bench Stone 20000'. */
function productsCsv(rows: number): string {
  const lines = ['Product,Product Description,Category,Product Size or Attributes,Unit Type,Customer Pricing,Contractor Pricing,Price per Unit FOB,Brand Status,Brand Product Name'];
  for (let i = 1; i <= rows; i++) {
    const price = 10 + (i % 900) + (i % 100) / 100;
    const category = categories[i % categories.length]!;
    lines.push(
      `Bench Stone ${i},"Bulk ${category.toLowerCase()}, lot ${i}",${category},${i % 3 === 0 ? '"3/4"" stone"' : 'Bulk'},${units[i % units.length]},${price.toFixed(2)},${(price * 0.88).toFixed(2)},${(price * 0.6).toFixed(2)},${statuses[i % statuses.length]},${i % 4 === 0 ? `Brand Stone ${i}` : ''}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** An admin session of the API: its cookie and CSRF token. */
async function logIn(url: string): Promise<{ cookie: string; csrfToken: string }> {
  const login = await fetch(`${url}${routePath(gatewayRoutes.login)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

/** Sends the CSV as the admin's browser would (multipart field 'file'). */
async function seedProducts(url: string): Promise<string> {
  const { cookie, csrfToken } = await logIn(url);
  const form = new FormData();
  form.append('file', new Blob([productsCsv(productCount)], { type: 'text/csv' }), 'bench-products.csv');
  const started = performance.now();
  const response = await fetch(`${url}${routePath(catalogRoutes.importProducts)}`, { method: 'POST', headers: { cookie, 'x-csrf-token': csrfToken }, body: form });
  const answer = (await response.json()) as { message: string; created?: number };
  if (response.status !== 200 || answer.created !== productCount) throw new Error(`The seed import answered ${response.status}: ${answer.message}`);
  return `${answer.message} (${((performance.now() - started) / 1000).toFixed(1)} s)`;
}

/** What the page instrumentation keeps on window for the benchmark to read. */
interface BenchState {
  benchUpdates: number;
  /** The table's count text the burst waits for; 'table-final' is marked when it shows. */
  benchFinal: string | null;
}

/**
 * Runs in the page before the app: marks 'table-visible' when the product table first
 * shows products, 'search-input' on each keystroke in the search box, and
 * 'table-updated' when the table's row count changes after it ('table-painted' a frame
 * later). Declares no inner named functions: tsx would wrap them in a helper the page lacks.
 */
function instrument(): void {
  const state = window as unknown as BenchState;
  state.benchUpdates = 0;
  state.benchFinal = null;
  const count = 'main .ui-table__count';
  let countAtInput: string | null = null;
  document.addEventListener(
    'input',
    (event) => {
      if ((event.target as HTMLElement).getAttribute('type') !== 'search') return;
      performance.mark('search-input');
      countAtInput = document.querySelector(count)?.textContent ?? '';
    },
    true,
  );
  new MutationObserver(() => {
    if (performance.getEntriesByName('table-visible').length === 0 && document.querySelector('main tbody .products__title')) {
      performance.mark('table-visible');
    }
    if (state.benchFinal !== null && document.querySelector(count)?.textContent === state.benchFinal) {
      state.benchFinal = null;
      performance.mark('table-final');
    }
    if (countAtInput !== null && (document.querySelector(count)?.textContent ?? '') !== countAtInput) {
      countAtInput = null;
      performance.mark('table-updated');
      requestAnimationFrame(() =>
        setTimeout(() => {
          performance.mark('table-painted');
          state.benchUpdates++;
        }),
      );
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The tab's first request and a search's. */
const listPath = routePath(catalogRoutes.productPage);
const firstQuery = { page: 1, pageSize: 50, sort: 'category', order: 'asc' } as const;
const firstPage = routePath(catalogRoutes.productPage, undefined, firstQuery);
const searchPage = routePath(catalogRoutes.productPage, undefined, { ...firstQuery, search: '199' });

/** The tab's first page from the catalog service itself and through the gateway: where the request's time goes. */
async function timeProductList(catalogUrl: string, gatewayUrl: string, path: string) {
  const { cookie } = await logIn(gatewayUrl);
  const time = async (url: string, headers: Record<string, string>) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const direct: number[] = [];
  const proxied: number[] = [];
  for (let run = 0; run < runs; run++) {
    direct.push(await time(catalogUrl, {}));
    proxied.push(await time(gatewayUrl, { cookie }));
  }
  return { direct: median(direct), proxied: median(proxied) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The first render's marks, in page time. (Functions run in the page declare no inner
 * functions: tsx would wrap them in a helper the page does not have.)
 */
const pageTimes = (page: Page) =>
  page.evaluate((path) => {
    const list = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(path)).at(-1) as PerformanceResourceTiming | undefined;
    return {
      tableVisible: performance.getEntriesByName('table-visible').at(-1)?.startTime ?? Number.NaN,
      listRequested: list?.startTime ?? Number.NaN,
      listReceived: list?.responseEnd ?? Number.NaN,
      listBytes: list?.decodedBodySize ?? 0,
    };
  }, listPath);

/** The count text the table shows for a search answered with `total` ('Showing 1–50 of 1,111'). */
const countText = (total: number) => `Showing 1–${Math.min(50, total).toLocaleString('en')} of ${total.toLocaleString('en')}`;

async function measure(url: string, burstTotals: { typed: string; cleared: string }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await page.goto(`${url}/admin`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();

    // A full load of /admin/products: app, session check, product list, table.
    const load: { total: number; list: number; afterList: number; bytes: number }[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`${url}/admin/products`);
      await page.waitForFunction(() => performance.getEntriesByName('table-visible').length > 0, undefined, { timeout: 60_000 });
      const t = await pageTimes(page);
      load.push({ total: t.tableVisible, list: t.listReceived - t.listRequested, afterList: t.tableVisible - t.listReceived, bytes: t.listBytes });
    }

    // In the app: from the click on the Products link, the first time after a page load (the
    // list is fetched) and on coming back (the list is in the query cache).
    const inApp: number[] = [];
    const back: number[] = [];
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const openProductsTab = async () => {
      await page.evaluate(() => performance.clearMarks());
      const clicked = await page.evaluate(() => performance.now());
      await nav.getByRole('link', { name: 'Products' }).click();
      await page.waitForFunction(() => performance.getEntriesByName('table-visible').length > 0, undefined, { timeout: 60_000 });
      return (await pageTimes(page)).tableVisible - clicked;
    };
    for (let run = 0; run < runs; run++) {
      await page.goto(`${url}/admin/overview`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      inApp.push(await openProductsTab());
      await nav.getByRole('link', { name: 'Overview' }).click();
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      back.push(await openProductsTab());
    }

    // Keystrokes after a pause: each narrows (or widens) the 20,000 rows to a new result.
    const search = page.getByLabel('Search products');
    await search.click();
    const keys = ['1', '9', '9', '9', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
    const updated: number[] = [];
    const painted: number[] = [];
    for (let round = 0; round < runs; round++) {
      for (const key of keys) {
        const before = await page.evaluate(() => (window as unknown as BenchState).benchUpdates);
        await page.waitForTimeout(200);
        await page.keyboard.press(key);
        await page.waitForFunction((n) => (window as unknown as BenchState).benchUpdates > n, before, { timeout: 10_000 });
        const t = await page.evaluate(() => {
          const [input, updated, painted] = ['search-input', 'table-updated', 'table-painted'].map((name) => performance.getEntriesByName(name).at(-1)!.startTime) as [number, number, number];
          return { updated: updated - input, painted: painted - input };
        });
        updated.push(t.updated);
        painted.push(t.painted);
      }
    }
    // Bursts: '199' typed fast, then erased fast; from the last keystroke to the final result.
    const burst: number[] = [];
    const typeBurst = async (keys: string[], final: string) => {
      await page.waitForTimeout(200);
      await page.evaluate((text) => {
        (window as unknown as BenchState).benchFinal = text;
        performance.clearMarks('table-final');
      }, final);
      for (const key of keys) {
        await page.keyboard.press(key);
        await page.waitForTimeout(30);
      }
      await page.waitForFunction(() => performance.getEntriesByName('table-final').length > 0, undefined, { timeout: 10_000 });
      burst.push(await page.evaluate(() => performance.getEntriesByName('table-final').at(-1)!.startTime - performance.getEntriesByName('search-input').at(-1)!.startTime));
    };
    for (let round = 0; round < runs; round++) {
      await typeBurst(['1', '9', '9'], burstTotals.typed);
      await typeBurst(['Backspace', 'Backspace', 'Backspace'], burstTotals.cleared);
    }
    return { load, inApp, back, updated, painted, burst };
  } finally {
    await browser.close();
  }
}

// The sitemap files of this run, not the repository's .data.
const dataDir = await mkdtemp(join(tmpdir(), 'bench-admin-'));
try {
  const stack = await startDemoStack({
    name: 'admin',
    logger,
    env: {
      ADMIN_PASSWORD: password,
      ADMIN_PASSWORD_HASH: undefined,
      WEATHER_PROVIDER: 'sample',
      NATS_URL: undefined,
      DATA_DIR: dataDir,
    },
  });
  try {
    console.log(`seeded: ${await seedProducts(stack.url)}`);
    const list = await timeProductList(stack.services.urls.CATALOG_URL, stack.url, firstPage);
    const searched = await timeProductList(stack.services.urls.CATALOG_URL, stack.url, searchPage);
    const totalOf = async (path: string) => {
      const { cookie } = await logIn(stack.url);
      return ((await (await fetch(`${stack.url}${path}`, { headers: { cookie } })).json()) as { total: number }).total;
    };
    const burstTotals = { typed: countText(await totalOf(searchPage)), cleared: countText(await totalOf(firstPage)) };
    const { load, inApp, back, updated, painted, burst } = await measure(stack.url, burstTotals);
    const kib = (load[0]!.bytes / 2 ** 10).toFixed(1);
    console.log(`\nProducts tab with ${productCount.toLocaleString('en')} products (+ the demo catalogue), median of ${runs} runs:`);
    console.log(`first render, full load of /admin/products -> table visible: ${ms(median(load.map((r) => r.total)))} (runs: ${load.map((r) => ms(r.total)).join(', ')})`);
    console.log(`  of which GET /api/products/paged (${kib} KiB): ${ms(median(load.map((r) => r.list)))}; page received -> table visible: ${ms(median(load.map((r) => r.afterList)))}`);
    console.log(`  first page from Node: catalog service ${ms(list.direct)}, through the gateway ${ms(list.proxied)}; a search's ('199'): ${ms(searched.direct)}, ${ms(searched.proxied)}`);
    console.log(`first render, click on the Products link -> table visible: ${ms(median(inApp))} (runs: ${inApp.map(ms).join(', ')})`);
    console.log(`coming back to the tab (list cached) -> table visible: ${ms(median(back))} (runs: ${back.map(ms).join(', ')})`);
    console.log(`search keystroke after a pause -> table updated (DOM): median ${ms(median(updated))}, max ${ms(Math.max(...updated))} (${updated.length} keystrokes)`);
    console.log(`search keystroke after a pause -> next frame: median ${ms(median(painted))}, max ${ms(Math.max(...painted))}`);
    console.log(`typing burst ('199', 30 ms a key): last keystroke -> final result: median ${ms(median(burst))}, max ${ms(Math.max(...burst))} (of which 150 ms debounce)`);
  } finally {
    await stack.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

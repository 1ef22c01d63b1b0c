import { startTestStack, type TestStack, type TestStackOptions } from '@local-seo/all-in-one/testing';
import { csrfHeaderName, sessionResponseSchema, siteSettingsSchema, type SiteSettings } from '@local-seo/contracts';
import { launchBrowser, type CheckedPage, type TestBrowser } from '@local-seo/testing';
import type { APIResponse, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';

/** A CSV file for an import (multipart field 'file'), as the app uploads it. */
interface CsvUpload {
  name: string;
  csv: string;
}

interface AdminHarness {
  /** A Chromium page, logged in to the admin panel. */
  page: CheckedPage;
  /** The whole product running in this process (stack.url, stack.adminPassword, stack.services). */
  stack: TestStack;
  /** The site's settings as /api/site answers them (brand name, shop link, contact details). */
  site: SiteSettings;
  browser: TestBrowser;
  /** Opens /admin/<tab> (e.g. 'cities') and waits for the panel and the tab's heading. */
  goto(tab: string): Promise<void>;
  /** Logs in on the gate shown on `page` (another page, or after a logout or an expiry). */
  login(page?: CheckedPage): Promise<void>;
  /** A fresh page in its own context (no cookies): the gate. */
  newPage(): Promise<CheckedPage>;
  /** GET on the stack's API with the page's session, checked against the contract's schema: what the server says, to compare with the screen. */
  apiGet<T extends z.ZodType>(schema: T, path: string): Promise<z.output<T>>;
  /** A write with the page's session and its CSRF token, as the app sends it (JSON body). */
  apiWrite(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<APIResponse>;
  /** A CSV upload (POST, multipart field 'file') with the page's session and its CSRF token. */
  apiUpload(path: string, file: CsvUpload): Promise<APIResponse>;
  close(): Promise<void>;
}

interface OpenAdminOptions {
  stack?: TestStackOptions;
  /** Default true: the page is logged in when openAdmin answers. */
  login?: boolean;
}

/** Where the panel is ready: its navigation of the thirteen tabs. */
export const panelNavigation = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

/** The toast region (F8) and the toast in it (one at a time). */
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
export const shownToasts = (page: Page) => toastRegion(page).locator('li');

/** The toast with this title. */
export const toastTitled = (page: Page, title: string) => shownToasts(page).filter({ has: page.getByText(title, { exact: true }) });

/** Waits for the toast titled `title` and expects its text to contain `words` (a refusal's reason, say). */
export async function expectToastSaying(page: Page, title: string, words: string): Promise<void> {
  const toast = toastTitled(page, title);
  await toast.waitFor();
  await expect(toast.textContent()).resolves.toContain(words);
}

/** Dismisses the toast on screen, runs the action, and answers the toast titled `title` it shows. */
export async function toastAfter(page: Page, action: () => Promise<void>, title: string, timeout = 60_000): Promise<Locator> {
  for (const dismiss of await toastRegion(page).getByRole('button', { name: 'Dismiss notification' }).all()) await dismiss.click();
  await expect.poll(() => shownToasts(page).count()).toBe(0);
  await action();
  const toast = toastTitled(page, title);
  await toast.waitFor({ timeout });
  return toast;
}

/** Holds the next answer to `url` (a glob) until the returned `release` is called: to see a screen while it waits. */
export async function holdNextAnswer(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/** The value shown for one figure of a tab's statistics strip ('Contractor counts' > 'Total Contractors'). */
export const stripValue = (page: Page, strip: string, label: string) =>
  page.getByRole('main').getByRole('region', { name: strip }).getByRole('group', { name: label, exact: true }).locator('.ui-stat-card__value');

/**
 * The page's console and page errors, without the browser's line for each
 * refused request (a wrong password's 401, a 409 a test asks for): what is left is a bug.
 */
export const unexpectedErrors = (page: CheckedPage) => page.errors.filter((error) => !error.startsWith('Failed to load resource'));

/**
 * The admin of a test file: `const admin = setUpAdmin()` at the top of the file
 * opens it before the file's tests (after the beforeAll hooks registered above
 * it, so `options` may be a function of what they started) and closes it after
 * them. Use it inside hooks and tests only.
 */
export function setUpAdmin(options: OpenAdminOptions | (() => OpenAdminOptions) = {}): AdminHarness {
  let opened: AdminHarness | undefined;
  beforeAll(async () => {
    opened = await openAdmin(typeof options === 'function' ? options() : options);
  }, 180_000);
  afterAll(async () => {
    await opened?.close();
  }, 120_000);
  return new Proxy({} as AdminHarness, {
    get(_target, key) {
      if (!opened) throw new Error('The admin opens before the tests: use it inside a hook or a test');
      return Reflect.get(opened, key) as unknown;
    },
  });
}

/**
 * One stack and one browser: `setUpAdmin` opens one per test file (beforeAll)
 * and closes it (afterAll). Starts the real stack (services, gateway, both frontends, demo
 * data), opens /admin and logs in with the stack's password.
 */
async function openAdmin(options: OpenAdminOptions = {}): Promise<AdminHarness> {
  const stack = await startTestStack(options.stack);
  let browser: TestBrowser | undefined;
  try {
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const url = (path: string) => `${stack.url}${path}`;
    /** The CSRF token of the page's session, as the app holds it. */
    const csrfHeaders = async () => {
      const session = sessionResponseSchema.parse(await (await page.request.get(url('/api/admin/session'))).json());
      if (!session.authenticated) throw new Error('The test page is not logged in');
      return { [csrfHeaderName]: session.csrfToken };
    };
    const site = siteSettingsSchema.parse(await (await page.request.get(url('/api/site'))).json());
    const harness: AdminHarness = {
      page,
      stack,
      site,
      browser,
      async goto(tab) {
        await page.goto(url(`/admin/${tab.replace(/^\/+/, '')}`));
        await panelNavigation(page).waitFor();
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      },
      async login(target = page) {
        const password = target.getByLabel('Password', { exact: true });
        await password.fill(stack.adminPassword);
        await target.getByRole('button', { name: 'Login', exact: true }).click();
        await password.waitFor({ state: 'detached' });
      },
      newPage: () => (browser as TestBrowser).newPage({ viewport: { width: 1280, height: 900 } }),
      async apiGet(schema, path) {
        const response = await page.request.get(url(path));
        if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
        return schema.parse(await response.json());
      },
      async apiWrite(method, path, body) {
        return page.request.fetch(url(path), { method, headers: await csrfHeaders(), ...(body === undefined ? {} : { data: body }) });
      },
      async apiUpload(path, file) {
        return page.request.post(url(path), {
          headers: await csrfHeaders(),
          multipart: { file: { name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.csv) } },
        });
      },
      async close() {
        await browser?.close();
        await stack.close();
      },
    };
    await page.goto(url('/admin'));
    if (options.login ?? true) {
      await harness.login();
      await panelNavigation(page).waitFor();
    }
    return harness;
  } catch (err) {
    await browser?.close();
    await stack.close();
    throw err;
  }
}

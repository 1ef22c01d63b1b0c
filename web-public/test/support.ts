import { startTestStack, type TestStack, type TestStackOptions } from '@local-seo/all-in-one/testing';
import type { AdminCity, CityCreateInput, PageData } from '@local-seo/contracts';
import { launchBrowser, type CheckedPage, type TestBrowser } from '@local-seo/testing';
import { afterAll, beforeAll } from 'vitest';

/** What one test file runs against, started before its tests and closed after them; each getter throws before it started. */
interface Running {
  stack: () => TestStack;
  browser: () => TestBrowser;
}

/** The whole product (and Chromium with `browser: true`) for the tests of one file. */
export function stackForFile({ browser: withBrowser = false, ...options }: TestStackOptions & { browser?: boolean } = {}): Running {
  let stack: TestStack | undefined;
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startTestStack(options), withBrowser ? launchBrowser() : undefined]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  const started = <T>(what: string, value: T | undefined): T => {
    if (value === undefined) throw new Error(`the ${what} did not start`);
    return value;
  };
  return { stack: () => started('stack', stack), browser: () => started('browser', browser) };
}

/** Resolves when the router has hydrated the server-rendered page (it then removes its bootstrap global). */
export async function hydrated(page: CheckedPage): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete' && !('$_TSR' in window));
}

type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An admin session on the stack, for the changes a test needs, made as the admin panel makes them (cookie and CSRF token). */
export async function adminSession(url: string, password: string) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const { csrfToken } = (await login.json()) as { csrfToken: string };

  /** A staff call; its JSON answer, or an error naming the call, the status and the body. */
  async function adminRequest<T>(method: AdminMethod, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrfToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  return {
    adminRequest,
    adminPost: <T = unknown>(path: string, body: unknown) => adminRequest<T>('POST', path, body),
    cities: () => adminRequest<AdminCity[]>('GET', '/api/admin/cities'),
    createCity: (input: CityCreateInput) => adminRequest<AdminCity>('POST', '/api/cities', input),
    async setActive(id: number, active: boolean): Promise<void> {
      await adminRequest('PATCH', `/api/cities/${id}`, { page_active: active });
    },
  };
}

/** Polls until `check` passes (the gateway's caches follow changes by events, a moment later). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The page data the gateway composes for a city, once `ready` holds (events settle asynchronously). */
export function pageDataWhen(url: string, slug: string, ready: (page: PageData) => boolean, timeoutMs = 30_000): Promise<PageData> {
  return eventually(async () => {
    const response = await fetch(`${url}/api/page-data/${slug}`);
    if (!response.ok) throw new Error(`The page data of ${slug} answered ${response.status}`);
    const answer = (await response.json()) as PageData;
    if (!ready(answer)) {
      const state = { weather: answer.weather.status, counts: answer.contractorCounts, degraded: answer.degraded };
      throw new Error(`The page data of ${slug} is not ready: ${JSON.stringify(state)}`);
    }
    return answer;
  }, timeoutMs);
}

import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** A page that records what went wrong in it: console errors and uncaught page errors. */
export type CheckedPage = Page & {
  /** Console 'error' messages and uncaught errors, in order, e.g. a hydration mismatch. */
  readonly errors: string[];
};

export interface TestBrowser {
  browser: Browser;
  /** A page in a fresh context (own cookies and storage). */
  newPage(options?: BrowserContextOptions): Promise<CheckedPage>;
  close(): Promise<void>;
}

/** Chromium for browser tests: the system's (CHROMIUM_PATH, default /usr/bin/chromium), headless. */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return {
    browser,
    async newPage(options) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      // Closing the page also closes its own context.
      page.once('close', () => void context.close().catch(() => undefined));
      return Object.assign(page, { errors });
    },
    close: () => browser.close(),
  };
}

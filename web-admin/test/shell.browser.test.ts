import { sessionResponseSchema } from '@local-seo/contracts';
import type { CheckedPage } from '@local-seo/testing';
import { describe, expect, it } from 'vitest';
import { adminTabs } from '../src/shell/admin-tabs';
import { holdNextAnswer, panelNavigation, shownToasts, unexpectedErrors, setUpAdmin } from './support';

/** The gate tests below fail five times before the first login; the seventh failure in a row is refused. */
const maxFailures = 6;
const admin = setUpAdmin({ login: false, stack: { env: { LOGIN_MAX_FAILURES: String(maxFailures) } } });

const passwordField = (page: CheckedPage) => page.getByLabel('Password', { exact: true });
const loginButton = (page: CheckedPage) => page.getByRole('button', { name: /^(Login|Logging in\.\.\.)$/ });

async function submitPassword(page: CheckedPage, password: string) {
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

/** Submits and waits for the server's answer (listening before the click, so a quick answer is not missed). */
async function submitPasswordAndWait(page: CheckedPage, password: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/admin/login'));
  await submitPassword(page, password);
  await answered;
}

describe('the login gate', () => {
  it("greets with '{brand} Admin', asks for the password and requires one", async () => {
    const { page } = admin;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${admin.site.brandName} Admin`);
    expect(await page.getByText('Enter admin password to continue').isVisible()).toBe(true);
    // E-mail (empty: the first owner's password) and password.
    expect(await page.locator('input').count()).toBe(2);
    expect(await page.getByLabel('E-mail').getAttribute('type')).toBe('email');
    expect(await passwordField(page).getAttribute('type')).toBe('password');

    await loginButton(page).click();
    await page.getByText('Password is required').waitFor();
    expect(await passwordField(page).getAttribute('aria-invalid')).toBe('true');
  });

  it("reads 'Logging in...' while busy, then says 'Login failed' / 'Invalid password'", async () => {
    const { page } = admin;
    const release = await holdNextAnswer(page, '**/api/admin/login');
    await submitPassword(page, 'not the password');
    const busy = page.getByRole('button', { name: 'Logging in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();

    const toast = shownToasts(page);
    await toast.filter({ hasText: 'Login failed' }).waitFor();
    expect(await toast.textContent()).toContain('Invalid password');
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
  });

  it('shows one toast at a time', async () => {
    const { page } = admin;
    await submitPassword(page, 'wrong once');
    await shownToasts(page).filter({ hasText: 'Invalid password' }).waitFor();
    await submitPasswordAndWait(page, 'wrong twice');
    await page.waitForTimeout(300);
    expect(await shownToasts(page).count()).toBe(1);
  });

  it('moves focus to the notifications with F8', async () => {
    const { page } = admin;
    await passwordField(page).focus();
    await page.keyboard.press('F8');
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Notifications (F8)');
  });

  it('dismisses a toast swiped right past 50 px, not one nudged less', async () => {
    const { page } = admin;
    await submitPassword(page, 'wrong again');
    const toast = shownToasts(page).first();
    // The previous test's toast may still be leaving as this one replaces it: measure the one that stays.
    let box = null;
    for (let attempt = 0; attempt < 20 && !box; attempt++) {
      await toast.waitFor();
      box = await toast.boundingBox();
    }
    if (!box) throw new Error('the toast has no box');
    const y = box.y + box.height / 2;
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + 40, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 40 + distance / 2, y, { steps: 4 });
      await page.mouse.move(box.x + 40 + distance, y, { steps: 4 });
      await page.mouse.up();
    };
    await swipe(30);
    await page.waitForTimeout(400);
    expect(await shownToasts(page).count()).toBe(1);
    await swipe(90);
    await toast.waitFor({ state: 'detached' });
  });

  it('closes a toast by itself after 5 seconds', async () => {
    const { page } = admin;
    await page.mouse.move(0, 0);
    await submitPassword(page, 'wrong, then wait');
    const toast = shownToasts(page).first();
    await toast.waitFor();
    const shownAt = Date.now();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(4000);
    expect(await toast.count()).toBe(1);
    await toast.waitFor({ state: 'detached', timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4900);
  });
});

describe('the panel', () => {
  it("opens on the Overview with 'Login successful' / 'Welcome to the admin panel'", async () => {
    const { page } = admin;
    await submitPassword(page, admin.stack.adminPassword);
    await panelNavigation(page).waitFor();
    const toast = shownToasts(page).filter({ hasText: 'Login successful' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Welcome to the admin panel');
    await page.waitForURL(/\/admin\/overview$/);
    expect(await page.getByRole('banner').textContent()).toContain(admin.site.brandName);
  });

  it("lists the spec's tabs, without Suppliers, and moves between them with the keyboard", async () => {
    const { page } = admin;
    const links = panelNavigation(page).getByRole('link');
    // The list and its order are checked in admin-tabs.test.ts.
    expect(await links.allTextContents()).toEqual(adminTabs.map((tab) => tab.label));
    expect(await links.first().getAttribute('aria-current')).toBe('page');

    await links.first().focus();
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').textContent()).toBe('Cities');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/cities$/);
    await page.getByRole('heading', { level: 1, name: 'Cities' }).waitFor();
    expect(await panelNavigation(page).getByRole('link', { name: 'Cities' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a tab from its address after a reload, still logged in', async () => {
    const { page } = admin;
    await page.goto(`${admin.stack.url}/admin/templates`);
    await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
    expect(await passwordField(page).count()).toBe(0);
  });

  it('keeps what was typed when the session expires, and finishes the action after the login', async () => {
    const { page } = admin;
    await admin.goto('cities');
    await page.getByRole('button', { name: 'Add New City' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New City' });
    await dialog.getByLabel('City Name').fill('Expiry Falls');
    await dialog.getByLabel('Province').selectOption('Ontario');
    await dialog.getByLabel('Latitude').fill('44.5');
    await dialog.getByLabel('Longitude').fill('-79.5');

    // The server forgets the session (the cookie is gone, as after a gateway restart).
    await page.context().clearCookies();
    await dialog.getByRole('button', { name: 'Create City' }).click();

    const gate = page.getByRole('dialog', { name: `${admin.site.brandName} Admin` });
    await gate.waitFor();
    expect(await gate.textContent()).toContain('Enter admin password to continue');
    // The panel is still there behind the gate, with the typed text.
    expect(await dialog.getByLabel('City Name').inputValue()).toBe('Expiry Falls');
    expect(await dialog.getByLabel('URL Slug').inputValue()).toBe('expiry-falls');

    await gate.getByLabel('Password', { exact: true }).fill(admin.stack.adminPassword);
    await gate.getByRole('button', { name: 'Login', exact: true }).click();
    await gate.waitFor({ state: 'detached' });
    // The refused create went through after the login.
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Expiry Falls/ }).waitFor();
    const created = await page.request.get(`${admin.stack.url}/api/cities/expiry-falls`);
    expect(created.status()).toBe(200);
  });

  it('logs out back to the gate, and the server ends the session', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Logout' }).click();
    await passwordField(page).waitFor();
    expect(await panelNavigation(page).count()).toBe(0);
    expect(await admin.apiGet(sessionResponseSchema, '/api/admin/session')).toEqual({ authenticated: false });
    const stats = await page.request.get(`${admin.stack.url}/api/stats`);
    expect(stats.status()).toBe(401);
  });

  it('says plainly when too many wrong passwords were tried', async () => {
    const { page } = admin;
    for (let attempt = 0; attempt < maxFailures; attempt += 1) {
      await submitPasswordAndWait(page, `wrong ${attempt}`);
    }
    await submitPassword(page, admin.stack.adminPassword);
    const toast = shownToasts(page).filter({ hasText: 'Too many failed login attempts' });
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/^Login failed.*Try again in \d+ minute/);
    expect(await panelNavigation(page).count()).toBe(0);
  });

  it('ran without errors in the page', () => {
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});

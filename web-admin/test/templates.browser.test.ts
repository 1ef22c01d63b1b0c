import { describe, expect, it } from 'vitest';
import { unexpectedErrors, setUpAdmin } from './support';

const admin = setUpAdmin();

const preview = () => admin.page.getByRole('figure', { name: /Preview of the blank page template/ });

describe('Templates', () => {
  it('previews the blank branded page: header, breadcrumb, content area and footer', async () => {
    await admin.goto('templates');
    const page = preview();
    await page.waitFor();
    const header = page.locator('header');
    expect(await header.textContent()).toContain(admin.site.brandName);
    expect(await header.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe(admin.site.shopUrl);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe('HomePage Title');
    expect(await page.getByText('Content area').count()).toBe(1);
    const footer = await page.locator('footer').textContent();
    for (const detail of [admin.site.brandName, admin.site.phone, admin.site.email, admin.site.mailingAddress]) expect(footer).toContain(detail);
    // Only a picture of a page: its links cannot be followed.
    expect(await page.locator('[inert]').count()).toBe(1);
  });

  it('shows the optional title in the breadcrumb and as the heading', async () => {
    await admin.page.getByLabel('Page Title (optional)').fill('Spring Mulch Sale');
    const page = preview();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('Spring Mulch Sale');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe('HomeSpring Mulch Sale');
    expect(await admin.page.getByRole('figure', { name: 'Preview of the blank page template: Spring Mulch Sale' }).count()).toBe(1);
  });

  it('ran without errors in the page', () => {
    expect(unexpectedErrors(admin.page)).toEqual([]);
  });
});

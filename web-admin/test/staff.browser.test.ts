import { staffUserListSchema } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { panelNavigation, setUpAdmin, toastTitled, unexpectedErrors } from './support';

// Named staff against the real stack: the first owner (signed in by the password
// alone, as before accounts) adds a viewer on the Staff tab; the viewer signs in by
// e-mail, sees no Staff tab and cannot save (the buttons say why, the server says 403);
// disabled by the owner, the viewer's open panel falls back to the sign-in.

const admin = setUpAdmin({ stack: { demoData: false } });
const viewer = { email: 'vera.viewer@example.com', name: 'Vera Viewer', password: 'vera reads only' };

describe('staff accounts in the back office', () => {
  it('the owner adds a viewer on the Staff tab (a short password refused first)', async () => {
    const page = admin.page;
    await admin.goto('staff');
    await page.getByRole('button', { name: 'Add staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff' });
    await dialog.getByLabel('E-mail').fill(viewer.email);
    await dialog.getByLabel('Name').fill(viewer.name);
    await dialog.getByLabel('Role').selectOption('viewer');
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Add staff' }).click();
    await dialog.getByText('Password must be at least 8 characters').waitFor();
    await dialog.getByLabel('Password').fill(viewer.password);
    await dialog.getByRole('button', { name: 'Add staff' }).click();
    await toastTitled(page, 'Staff added').waitFor();
    await page.getByRole('main').getByRole('row').filter({ hasText: viewer.email }).waitFor();

    const { items } = await admin.apiGet(staffUserListSchema, '/api/admin/users');
    expect(items).toContainEqual(expect.objectContaining({ email: viewer.email, name: viewer.name, role: 'viewer', disabled: false }));
    expect(unexpectedErrors(page)).toEqual([]);
  });

  it('the viewer signs in by e-mail, sees no Staff tab, and cannot save: the button says why, the server answers 403', async () => {
    const page = await admin.newPage();
    await page.goto(`${admin.stack.url}/admin/categories`);
    await page.getByLabel('E-mail').fill(viewer.email);
    await page.getByLabel('Password', { exact: true }).fill(viewer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await panelNavigation(page).waitFor();
    await expect(panelNavigation(page).getByRole('link', { name: 'Staff' }).count()).resolves.toBe(0);
    await page.getByText('Vera Viewer').waitFor();
    await page.getByText(/You can look at everything but not change it/).waitFor();

    const add = page.getByRole('button', { name: 'Add category' });
    await add.waitFor();
    await expect(add.isDisabled()).resolves.toBe(true);
    await expect(add.getAttribute('title')).resolves.toBe('Your role (viewer) cannot change data');

    // The door itself, whatever the screen shows.
    const session = (await (await page.request.get(`${admin.stack.url}/api/admin/session`)).json()) as { csrfToken: string; user: { role: string } };
    expect(session.user.role).toBe('viewer');
    const write = await page.request.post(`${admin.stack.url}/api/categories`, { headers: { 'x-csrf-token': session.csrfToken }, data: { name: 'Sneaky' } });
    expect(write.status()).toBe(403);
    expect(await write.json()).toMatchObject({ message: 'Your role (viewer) cannot change data' });

    // Disabled by the owner: the viewer's next call ends the open panel behind the sign-in.
    const { items } = await admin.apiGet(staffUserListSchema, '/api/admin/users');
    const id = items.find((item) => item.email === viewer.email)!.id;
    expect((await admin.apiWrite('PATCH', `/api/admin/users/${id}`, { disabled: true })).status()).toBe(200);
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByText('Your session has ended').waitFor();
    await page.close();
  });

  it("the owner changes their own password ('Change my password'): a short new one refused under its field, then the new one signs in", async () => {
    const page = admin.page;
    const newPassword = 'the owner chose this one';
    await admin.goto('staff');
    await page.getByRole('button', { name: 'Change my password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change my password' });
    const current = dialog.getByLabel('Current password');
    const next = dialog.getByLabel('New password');
    expect([await current.getAttribute('type'), await current.getAttribute('autocomplete')]).toEqual(['password', 'current-password']);
    expect([await next.getAttribute('type'), await next.getAttribute('autocomplete')]).toEqual(['password', 'new-password']);
    await current.fill(admin.stack.adminPassword);
    await next.fill('short');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('New password must be at least 8 characters').waitFor();
    expect(await next.getAttribute('aria-invalid')).toBe('true');
    await next.fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await toastTitled(page, 'Password changed').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const other = await admin.newPage();
    await other.goto(`${admin.stack.url}/admin/categories`);
    await other.getByLabel('Password', { exact: true }).fill(newPassword);
    await other.getByRole('button', { name: 'Login', exact: true }).click();
    await panelNavigation(other).waitFor();
    expect(unexpectedErrors(page)).toEqual([]);
    await other.close();
  });
});

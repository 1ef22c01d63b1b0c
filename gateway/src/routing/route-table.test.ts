import { describe, expect, it } from 'vitest';
import { needsAdmin, proxiedRoutes } from './route-table.js';

describe('which requests need an admin session', () => {
  it('guards every write, whatever the table says', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(needsAdmin({ method, access: 'public' }, {})).toBe(true);
    }
  });

  it('guards admin reads and the admin flags of public reads', () => {
    expect(needsAdmin({ method: 'GET', access: 'admin' }, {})).toBe(true);
    const list = { method: 'GET' as const, access: { adminWhenQuery: { all: 'true' } } };
    expect(needsAdmin(list, {})).toBe(false);
    expect(needsAdmin(list, { all: 'false' })).toBe(false);
    expect(needsAdmin(list, { all: 'true' })).toBe(true);
  });

  it('routes every admin path under /api/admin to admins only', () => {
    for (const route of proxiedRoutes.filter((r) => r.url.startsWith('/api/admin/'))) {
      expect(needsAdmin(route, {})).toBe(true);
    }
  });
});

describe('which requests may take long to arrive', () => {
  it('only the CSV imports take uploads; every other route must arrive within seconds', () => {
    const uploads = proxiedRoutes.filter((route) => route.upload).map((route) => `${route.method} ${route.url}`);
    const imports = proxiedRoutes.filter((route) => route.method === 'POST' && route.url.startsWith('/api/import/')).map((route) => `${route.method} ${route.url}`);
    expect(uploads).toEqual(imports);
    expect(uploads.length).toBeGreaterThanOrEqual(7);
  });
});

import { isWriteMethod, requiredRole } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { proxiedRoutes } from './route-table.js';

describe('which requests need a staff session', () => {
  it('guards every write the gateway passes on', () => {
    for (const route of proxiedRoutes.filter((r) => isWriteMethod(r.method))) expect([route.path, requiredRole(route)]).toEqual([route.path, expect.stringMatching(/editor|owner/)]);
  });

  it('routes every path under /api/admin to staff only', () => {
    for (const route of proxiedRoutes.filter((r) => r.path.startsWith('/api/admin/'))) expect([route.path, requiredRole(route)]).not.toEqual([route.path, undefined]);
  });
});

describe('which requests may take long to arrive', () => {
  it('only the CSV imports take uploads; every other route must arrive within seconds', () => {
    const uploads = proxiedRoutes.filter((route) => route.upload).map((route) => `${route.method} ${route.path}`);
    const imports = proxiedRoutes.filter((route) => route.method === 'POST' && route.path.startsWith('/api/import/')).map((route) => `${route.method} ${route.path}`);
    expect(uploads).toEqual(imports);
    expect(uploads.length).toBeGreaterThanOrEqual(7);
  });
});

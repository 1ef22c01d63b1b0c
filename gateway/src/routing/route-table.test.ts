import { isWriteMethod, requiredRole } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { proxiedRoutes } from './route-table.js';

describe('which requests need a staff session', () => {
  it('guards every write the gateway passes on: a staff role, or for a public one a small body and a limit per client', () => {
    const writes = proxiedRoutes.filter((r) => isWriteMethod(r.method));
    for (const route of writes.filter((r) => r.access !== 'public')) expect([route.path, requiredRole(route)]).toEqual([route.path, expect.stringMatching(/editor|owner/)]);
    for (const route of writes.filter((r) => r.access === 'public')) {
      expect([route.path, route.bodyLimitBytes, route.perClientPerMinute]).toEqual([route.path, expect.any(Number), expect.any(Number)]);
      expect(route.bodyLimitBytes).toBeLessThanOrEqual(4096);
    }
    expect(writes.filter((r) => r.access === 'public').map((r) => r.path)).toEqual(['/api/vitals']);
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

import { describe, expect, it } from 'vitest';
import { contractorsRoutes } from './contractors.js';
import { gatewayRoutes } from './gateway.js';
import { fillPath, publicPaths } from './paths.js';

describe('fillPath, for code without schemas', () => {
  it('puts each parameter in its place, encoded, and the defined query values after it in order', () => {
    expect(fillPath(publicPaths.contractorSearch, { slug: 'a b/c' }, { industry: 'landscaping', usePlaces: false, page: undefined })).toBe(
      '/api/contractors/search/a%20b%2Fc?industry=landscaping&usePlaces=false',
    );
    expect(fillPath(publicPaths.deliveryCheck, {}, { address: '12 Main St, Barrie & area' })).toBe('/api/delivery/check?address=12+Main+St%2C+Barrie+%26+area');
    expect(fillPath(publicPaths.vitals)).toBe('/api/vitals');
  });

  it('refuses a path whose parameter has no value rather than send a request for another address', () => {
    expect(() => fillPath(publicPaths.pageData, {})).toThrow('/api/page-data/:slug: no value for :slug');
  });

  it('is what the declarations of those routes say', () => {
    expect(gatewayRoutes.pageData.path).toBe(publicPaths.pageData);
    expect(contractorsRoutes.details.path).toBe(publicPaths.contractorDetails);
  });
});

import { describe, expect, it } from 'vitest';
import { auditRoutes, routePath } from '@local-seo/contracts';
import { auditFiltersOf, auditQuery, describeSummary } from './audit-filters';

describe('the Audit tab filters', () => {
  it('reads the filters of the URL, leaving out what cannot be one', () => {
    expect(auditFiltersOf({ actor: ' ed@example.com ', entity: 'city', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      actor: 'ed@example.com',
      entity: 'city',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(auditFiltersOf({ actor: '', entity: 'planet', from: 'yesterday', to: 3 })).toEqual({});
  });

  it('asks the API for those filters and a page after the cursor', () => {
    expect(routePath(auditRoutes.list, undefined, auditQuery({}))).toBe('/api/admin/audit');
    expect(routePath(auditRoutes.list, undefined, auditQuery({ actor: 'ed+1@example.com', entity: 'product' }, 'abc'))).toBe(
      '/api/admin/audit?actor=ed%2B1%40example.com&entity=product&cursor=abc',
    );
  });
});

describe('an entry summary', () => {
  it('shows the fields before and after', () => {
    expect(describeSummary({ name: 'Mulch', before: { price: '40.00', notes: null }, after: { price: '45.00', notes: 'new' } })).toBe(
      'price: 40.00 → 45.00; notes: (empty) → new',
    );
  });

  it("shows a created or deleted record's name, or what the event told", () => {
    expect(describeSummary({ name: 'Barrie', after: { city_name: 'Barrie' } })).toBe('Barrie');
    expect(describeSummary({ ids: [1, 2] })).toBe('ids: [1,2]');
  });
});

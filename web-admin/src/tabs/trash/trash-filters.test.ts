import type { TrashItem } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { filterTrash, trashFiltersOf, unavailableNotice } from './trash-filters';

const item = (entity: TrashItem['entity'], id: string): TrashItem => ({
  entity,
  id,
  name: `${entity} ${id}`,
  detail: null,
  deletedAt: '2026-11-20T10:00:00.000Z',
  deletedBy: null,
  purgeAt: '2026-12-20T10:00:00.000Z',
});

describe('the Trash tab filter', () => {
  it('takes a known kind from the URL and leaves anything else out', () => {
    expect(trashFiltersOf({ kind: 'city' })).toEqual({ kind: 'city' });
    expect(trashFiltersOf({ kind: 'planet' })).toEqual({});
    expect(trashFiltersOf({})).toEqual({});
  });

  it('keeps the items of the chosen kind, in their order, or all of them', () => {
    const items = [item('product', '2'), item('city', '7'), item('product', '1')];
    expect(filterTrash(items, { kind: 'product' }).map((i) => i.id)).toEqual(['2', '1']);
    expect(filterTrash(items, {})).toHaveLength(3);
  });

  it('names the kinds that could not be loaded', () => {
    expect(unavailableNotice([])).toBeNull();
    expect(unavailableNotice(['keyword'])).toBe('The deleted keywords could not be loaded right now, so they are missing from this list. Please try again shortly.');
    expect(unavailableNotice(['product', 'location', 'contractor'])).toContain('products, supplier locations and contractors');
  });
});

import { cityUpdated, contractorDirectoryChanged, keywordsChanged, locationsChanged, productsChanged, staffAccountChanged, taxonomyChanged } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { entryOf, type AuditedEvent } from './entry-of.js';

const city = { id: 4, citySlug: 'barrie', cityName: 'Barrie', province: 'Ontario', latitude: 44, longitude: -79, population: 1, pageActive: true, template: 't' };

describe('what an audit entry records of an event', () => {
  it("takes the service's summary of the change when the event carries one", () => {
    const summary = { name: 'Barrie', before: { population: 1 }, after: { population: 2 } };
    const event = cityUpdated.create({ city, changed: ['population'], activation: null, previousSlug: null, summary }, 'cities') as AuditedEvent;
    expect(entryOf(event)).toEqual({ action: 'updated', entity: 'city', entityId: '4', summary });
  });

  it("names a staff account's change by what it did, the account by its id", () => {
    const summary = { name: 'ed@example.com', before: { role: 'editor' as const, disabled: false }, after: { role: 'viewer' as const, disabled: true } };
    const event = staffAccountChanged.create({ staffId: 5, changes: ['role changed', 'disabled'], summary }, 'gateway') as AuditedEvent;
    expect(entryOf(event)).toEqual({ action: 'role changed, disabled', entity: 'staff', entityId: '5', summary });
  });

  it('falls back on what the event tells, with no entity id when several records changed', () => {
    expect(entryOf(productsChanged.create({ productIds: [1, 2], reason: 'imported' }, 'catalog') as AuditedEvent)).toEqual({
      action: 'imported',
      entity: 'product',
      entityId: null,
      summary: { ids: [1, 2] },
    });
    expect(entryOf(locationsChanged.create({ locationIds: [9], reason: 'deleted' }, 'catalog') as AuditedEvent)).toMatchObject({ entity: 'location', entityId: '9' });
    expect(entryOf(taxonomyChanged.create({ kind: 'category', name: 'Mulch', change: 'created' }, 'catalog') as AuditedEvent)).toMatchObject({
      action: 'created',
      entity: 'taxonomy',
      entityId: 'category:Mulch',
    });
  });

  it('records a move to the Trash and back with the record\'s name', () => {
    expect(entryOf(productsChanged.create({ productIds: [7], reason: 'trashed', summary: { name: 'River Rock' } }, 'catalog') as AuditedEvent)).toEqual({
      action: 'trashed',
      entity: 'product',
      entityId: '7',
      summary: { name: 'River Rock' },
    });
    expect(entryOf(locationsChanged.create({ locationIds: [9], reason: 'restored', summary: { name: 'Barrie Yard' } }, 'catalog') as AuditedEvent)).toEqual({
      action: 'restored',
      entity: 'location',
      entityId: '9',
      summary: { name: 'Barrie Yard' },
    });
    expect(entryOf(keywordsChanged.create({ keywordIds: [3], reason: 'trashed', summary: { name: 'mulch barrie' } }, 'seo') as AuditedEvent)).toEqual({
      action: 'trashed',
      entity: 'keyword',
      entityId: '3',
      summary: { name: 'mulch barrie' },
    });
    const contractor = contractorDirectoryChanged.create({ cityIds: [4], reason: 'restored', contractorIds: [12], summary: { name: 'Green Co' } }, 'contractors');
    expect(entryOf(contractor as AuditedEvent)).toEqual({ action: 'restored', entity: 'contractors', entityId: '12', summary: { name: 'Green Co' } });
    // A population names no contractor: no id, the cities.
    expect(entryOf(contractorDirectoryChanged.create({ cityIds: [4, 5], reason: 'populated' }, 'contractors') as AuditedEvent)).toMatchObject({ entityId: null, summary: { cityIds: [4, 5] } });
  });

  it('records a city moved to the Trash and restored as trashed and restored, with its name', () => {
    const trashed = cityUpdated.create(
      { city: { ...city, pageActive: false }, changed: ['page_active', 'deleted_at'], activation: 'deactivated', previousSlug: null, summary: { name: 'Barrie' }, trash: 'trashed' },
      'cities',
    );
    expect(entryOf(trashed as AuditedEvent)).toEqual({ action: 'trashed', entity: 'city', entityId: '4', summary: { name: 'Barrie' } });
    const restored = cityUpdated.create(
      { city, changed: ['page_active', 'deleted_at'], activation: 'activated', previousSlug: null, summary: { name: 'Barrie' }, trash: 'restored' },
      'cities',
    );
    expect(entryOf(restored as AuditedEvent)).toEqual({ action: 'restored', entity: 'city', entityId: '4', summary: { name: 'Barrie' } });
  });
});

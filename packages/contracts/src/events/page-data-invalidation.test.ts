import * as events from '../index.js';
import type { CityFacts, EventEnvelope } from '../index.js';
import { describe, expect, it } from 'vitest';
import { invalidateFor, type CacheInvalidation } from './page-data-invalidation.js';

type Call = ['pages' | 'gone', readonly string[], readonly number[]] | ['allPages'] | ['cityList'] | ['schema'];

function dropped(event: EventEnvelope): Call[] {
  const calls: Call[] = [];
  const caches: CacheInvalidation = {
    pages: (slugs, ids, gone) => void calls.push([gone ? 'gone' : 'pages', slugs, ids]),
    allPages: () => void calls.push(['allPages']),
    cityList: () => void calls.push(['cityList']),
    schema: () => void calls.push(['schema']),
  };
  invalidateFor(event, caches);
  return calls;
}

const barrie: CityFacts = {
  id: 7,
  citySlug: 'barrie',
  cityName: 'Barrie',
  province: 'Ontario',
  latitude: 44.39,
  longitude: -79.69,
  population: 147829,
  pageActive: true,
  template: 'tabbed',
};

describe('what an event drops from the page-data caches', () => {
  it('a new city: the city list only (its page was never cached)', () => {
    expect(dropped(events.cityCreated.create({ city: barrie }, 'cities'))).toEqual([['cityList']]);
  });

  it('a changed city: the city list and its page, by new and old slug and by id', () => {
    const renamed = events.cityUpdated.create({ city: barrie, changed: ['url_slug'], activation: null, previousSlug: 'barrie-on' }, 'cities');
    expect(dropped(renamed)).toEqual([['cityList'], ['pages', ['barrie', 'barrie-on'], [7]]]);
    const retitled = events.cityUpdated.create({ city: barrie, changed: ['seo_title'], activation: null, previousSlug: null }, 'cities');
    expect(dropped(retitled)).toEqual([['cityList'], ['pages', ['barrie'], [7]]]);
  });

  it('a city taken offline, moved to the Trash or purged: its page is gone (never served from a cache again); back: its page', () => {
    const offline = { ...barrie, pageActive: false };
    expect(dropped(events.cityUpdated.create({ city: offline, changed: ['page_active'], activation: 'deactivated', previousSlug: null }, 'cities'))).toEqual([
      ['cityList'],
      ['gone', ['barrie'], [7]],
    ]);
    const trashed = events.cityUpdated.create({ city: offline, changed: ['deleted_at'], activation: null, previousSlug: null, trash: 'trashed' }, 'cities');
    expect(dropped(trashed)).toEqual([['cityList'], ['gone', ['barrie'], [7]]]);
    const restored = events.cityUpdated.create({ city: barrie, changed: ['page_active', 'deleted_at'], activation: 'activated', previousSlug: null, trash: 'restored' }, 'cities');
    expect(dropped(restored)).toEqual([['cityList'], ['pages', ['barrie'], [7]]]);
    expect(dropped(events.cityPurged.create({ city: { id: 7, citySlug: 'barrie', cityName: 'Barrie' } }, 'cities'))).toEqual([['cityList'], ['gone', ['barrie'], [7]]]);
  });

  it("a city's products or contractors: that city's pages", () => {
    expect(dropped(events.cityProductsChanged.create({ cities: [{ id: 7, slug: 'barrie' }] }, 'catalog'))).toEqual([['pages', ['barrie'], [7]]]);
    expect(dropped(events.contractorDirectoryChanged.create({ cityIds: [7, 8], reason: 'imported' }, 'contractors'))).toEqual([['pages', [], [7, 8]]]);
  });

  it('what all pages share (products, suggestions): every page', () => {
    expect(dropped(events.productsChanged.create({ productIds: [1], reason: 'updated' }, 'catalog'))).toEqual([['allPages']]);
    expect(dropped(events.weatherSuggestionsChanged.create({ suggestionIds: [1], reason: 'created' }, 'weather'))).toEqual([['allPages']]);
  });

  it('new schema settings: the kept settings and every page', () => {
    const schema = events.schemaSettingsUpdated.create({ version: 2, previousVersion: 1, changedSections: ['messaging'] }, 'seo');
    expect(dropped(schema)).toEqual([['schema'], ['allPages']]);
  });

  it('a failed population wrote nothing: nothing', () => {
    const failed = events.contractorPopulationFailed.create({ jobId: 1, cityId: 7, citySlug: 'barrie', industry: 'landscaping', error: 'quota' }, 'contractors');
    expect(dropped(failed)).toEqual([]);
  });

  it('an event it cannot read (a newer version): everything it might affect', () => {
    const newer = { ...events.cityUpdated.create({ city: barrie, changed: ['seo_title'], activation: null, previousSlug: null }, 'cities'), version: 2 };
    expect(dropped(newer)).toEqual([['cityList'], ['allPages']]);
    expect(dropped({ ...events.contractorDirectoryChanged.create({ cityIds: [7], reason: 'imported' }, 'contractors'), version: 2 })).toEqual([['allPages']]);
  });
});

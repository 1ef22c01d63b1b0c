import { cityUpdated, type PageDataChange } from '@local-seo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventPageChanges } from './event-changes';

const city = { id: 7, citySlug: 'orillia-north', cityName: 'Orillia', province: 'ON', latitude: 44.6, longitude: -79.4, population: null, pageActive: true, template: 'standard' };
const renamed = cityUpdated.create({ city, changed: ['url_slug'], activation: null, previousSlug: 'orillia' }, 'cities');

describe('a public-site replica hearing the events', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells a renamed city\'s pages, old and new slug, soon after the event and again for a slow gateway', () => {
    const changes = eventPageChanges({ delaysMs: [100, 500] });
    const told: { at: number; change: PageDataChange }[] = [];
    const start = Date.now();
    changes.watch((change) => told.push({ at: Date.now() - start, change }));
    changes.hear(renamed);
    expect(told).toEqual([]); // not before the gateways had their moment to drop their copy
    vi.advanceTimersByTime(100);
    const pages = told.filter((t) => t.change.kind === 'pages');
    expect(pages).toEqual([{ at: 100, change: { kind: 'pages', slugs: ['orillia-north', 'orillia'], cityIds: [7] } }]);
    vi.advanceTimersByTime(400);
    expect(told.filter((t) => t.change.kind === 'pages').map((t) => t.at)).toEqual([100, 500]);
  });

  it('checks everything after a gap (events may have been missed)', () => {
    const changes = eventPageChanges({ delaysMs: [0] });
    const kinds: string[] = [];
    changes.watch((change) => kinds.push(change.kind));
    changes.gap();
    vi.advanceTimersByTime(0);
    expect(kinds.toSorted()).toEqual(['all-pages', 'city-list', 'schema']);
  });
});

import { describe, expect, it } from 'vitest';
import { consumerFilter, eventStreamSubjects, natsLayout, sameFilter, supportsMultipleFilters } from '../src/events/nats-streams.js';

describe('NATS subject layout', () => {
  it('derives the stream subjects from the catalogue sources, behind the prefix', () => {
    const layout = natsLayout('T1_EVENTS', 't1');
    expect(layout).toEqual({ prefix: 't1.', stream: 'T1_EVENTS', deadLetterStream: 'T1_EVENTS_DEADLETTER' });
    expect(eventStreamSubjects(layout)).toContain('t1.cities.>');
    expect(eventStreamSubjects(natsLayout())).toEqual(['cities.>', 'catalog.>', 'contractors.>', 'weather.>', 'seo.>', 'sitemap.>', 'audit.>', 'gateway.>']);
  });

  it('filters on several subjects from 2.10, else on the narrowest covering wildcard', () => {
    expect(supportsMultipleFilters('2.9.10')).toBe(false);
    expect(supportsMultipleFilters('2.10.0')).toBe(true);
    expect(supportsMultipleFilters('3.0.1')).toBe(true);
    const two = ['p.cities.city.created', 'p.cities.city.updated'];
    expect(consumerFilter(['p.cities.city.created'], false)).toMatchObject({ filter_subject: 'p.cities.city.created' });
    expect(consumerFilter(two, true)).toMatchObject({ filter_subjects: two });
    expect(consumerFilter(two, false)).toMatchObject({ filter_subject: 'p.cities.city.*' });
    // Two sources: no single filter lies inside the stream's subjects, so the whole stream (the rest is acked and skipped).
    expect(consumerFilter(['cities.city.created', 'seo.page.published'], false)).toEqual({ filter_subject: undefined, filter_subjects: undefined });
    expect(consumerFilter(['p.cities.city.created', 'p.catalog.products.changed'], false, 'p.')).toEqual({ filter_subject: undefined, filter_subjects: undefined });
    expect(consumerFilter(['p.cities.city.created', 'p.cities.city.updated'], false, 'p.')).toMatchObject({ filter_subject: 'p.cities.city.*' });
  });

  it('compares filters whatever form they take', () => {
    expect(sameFilter({ filter_subject: 'a.b.c' }, { filter_subjects: ['a.b.c'] })).toBe(true);
    expect(sameFilter({ filter_subjects: ['x.y.z', 'a.b.c'] }, { filter_subjects: ['a.b.c', 'x.y.z'] })).toBe(true);
    expect(sameFilter({ filter_subject: 'a.b.*' }, { filter_subjects: ['a.b.c', 'a.b.d'] })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { consumerSubjects, durableConsumers } from './consumers.js';
import { allEvents } from './all-events.js';

describe('durable consumers', () => {
  const consumers = Object.values(durableConsumers);

  it('names each durable once, in the characters JetStream accepts', () => {
    const names = consumers.map((consumer) => consumer.durable);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('filters each consumer on events of allEvents', () => {
    const known = new Set(allEvents.map((event) => event.type));
    for (const consumer of consumers) {
      expect(consumerSubjects(consumer).length).toBeGreaterThan(0);
      for (const subject of consumerSubjects(consumer)) expect(known).toContain(subject);
    }
  });

  it('gives each consumer its subjects in the order of its events', () => {
    expect(consumerSubjects(durableConsumers.sitemapPages)).toEqual([
      'cities.city.created',
      'cities.city.updated',
      'cities.city.purged',
      'catalog.products.changed',
      'catalog.city-products.changed',
      'contractors.directory.changed',
      'seo.schema-settings.updated',
    ]);
  });
});

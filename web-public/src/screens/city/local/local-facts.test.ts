import type { PageData } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { testPageData } from '../generated/test-page-data';
import { factsSentence, glanceFacts } from './local-facts';

const page = (overrides: Partial<PageData> = {}) => testPageData(overrides);
const labels = (data: PageData) => glanceFacts(data).map((f) => f.label);

describe('glanceFacts ({City} at a glance)', () => {
  it("states the city's nearest yard, schedule, products and suppliers, contractors and today's weather", () => {
    const facts = Object.fromEntries(glanceFacts(page()).map((f) => [f.label, f.value]));
    expect(facts['Nearest yard']).toBe('Barrie Yard (Barrie), 1.4 km away');
    expect(facts['Yard hours']).toBe('Mon-Fri 7-5');
    expect(facts['Delivery days']).toBe('Monday-Friday; same-day delivery for orders before 12 PM');
    expect(facts['Products delivered here']).toMatch(/^\d+ products? from 2 suppliers$/);
    expect(facts['Local contractors']).toMatch(/^\d+ landscaping, \d+ hardscaping, \d+ excavation$/);
    expect(labels(page())).toContain('Weather today');
  });

  it('never states an empty fact for a part that could not be had', () => {
    const degraded = page({ degraded: ['products', 'contractors', 'coverage'], coverage: null, products: [] });
    expect(labels(degraded)).toEqual(['Delivery days', 'Weather today']);
  });

  it('says delivery is on request when no yard reaches the city, and leaves out what is not stored', () => {
    const facts = glanceFacts(page({ coverage: { nearest_yard: null, yards: 0, suppliers: 0, address_check: false } }));
    expect(facts.find((f) => f.label === 'Nearest yard')?.value).toBe('Delivered on request: contact us');
    expect(facts.map((f) => f.label)).not.toContain('Yard hours');
    expect(facts.find((f) => f.label === 'Products delivered here')?.value).not.toMatch(/supplier/);
  });

  it("words the delivery days from the Schema tab's delivery hours when the page has them, the brand's wording otherwise", () => {
    const schema = { businessDetails: { deliveryHours: ['Mo-Fr 07:00-17:00', 'Sa 08:00-12:30'] } } as PageData['schema'];
    const delivery = (data: PageData) => glanceFacts(data).find((f) => f.label === 'Delivery days')?.value;
    expect(delivery(page({ schema }))).toBe('Monday-Friday 7 AM-5 PM, Saturday 8 AM-12:30 PM; same-day delivery for orders before 12 PM');
    expect(delivery(page({ schema, degraded: ['schema'] }))).toBe('Monday-Friday; same-day delivery for orders before 12 PM');
  });

  it("names the Schema tab's same-day cut-off as people read it, 12 PM when the settings could not be had", () => {
    const schema = { businessDetails: { deliveryHours: ['Mo-Fr 07:00-17:00'], sameDayCutoff: '13:30' } } as PageData['schema'];
    const delivery = (data: PageData) => glanceFacts(data).find((f) => f.label === 'Delivery days')?.value;
    expect(delivery(page({ schema }))).toBe('Monday-Friday 7 AM-5 PM; same-day delivery for orders before 1:30 PM');
    expect(delivery(page({ schema, degraded: ['schema'] }))).toBe('Monday-Friday; same-day delivery for orders before 12 PM');
    expect(factsSentence(page({ schema }))).toMatch(/, with same-day delivery on orders before 1:30 PM\.$/);
    expect(factsSentence(page({ schema, degraded: ['schema'] }))).toMatch(/, with same-day delivery on orders before 12 PM\.$/);
  });

  it('leaves the weather out when there is none', () => {
    const data = page();
    expect(labels({ ...data, weather: { ...data.weather, current: null } })).not.toContain('Weather today');
  });
});

describe('factsSentence (meta description)', () => {
  it('names the products delivered and how far the nearest yard is', () => {
    expect(factsSentence(page())).toMatch(/^\d+ products?, from a yard 1.4 km away, with same-day delivery on orders before 12 PM\.$/);
    expect(factsSentence(page({ degraded: ['products'] }))).toBe('From a yard 1.4 km away, with same-day delivery on orders before 12 PM.');
  });
  it('is null when nothing is known', () => {
    expect(factsSentence(page({ products: [], coverage: null }))).toBeNull();
  });
});

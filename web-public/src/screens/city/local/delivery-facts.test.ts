import type { PageData } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { testCity, testProduct } from '../../../testing/fixtures';
import { testPageData } from '../generated/test-page-data';
import { deliveryFacts } from './delivery-facts';

const everyMaterial = [
  testProduct('Premium Screened Topsoil', 'Soils and Soil Mixtures'),
  testProduct('Granular A', 'Aggregates'),
  testProduct('Pea Gravel', 'Aggregates'),
  testProduct('Cedar Mulch', 'Mulch'),
  testProduct('Masonry Sand', 'Sand'),
  testProduct('Granite Chips', 'Decorative Stone and Landscaping Products'),
  testProduct('Leaf Compost', 'Compost'),
  testProduct('Pine Shavings', 'Animal Bedding'),
];

/** Hamilton: served by its own yard, every core material, nearby Burlington, Grimsby, Milton and Oakville. */
const hamilton = (overrides: Partial<PageData> = {}) =>
  testPageData({
    city: testCity({ city_name: 'Hamilton', url_slug: 'hamilton' }),
    products: everyMaterial,
    coverage: {
      nearest_yard: { location_name: 'Hamilton Yard', supplier_name: 'Golden Horseshoe Soil & Stone', city: 'Hamilton', distance_km: 0, hours: null },
      yards: 2,
      suppliers: 1,
      address_check: true,
    },
    nearby: [
      { city_name: 'Burlington', province: 'Ontario', url_slug: 'burlington', distance_km: 14.2 },
      { city_name: 'Grimsby', province: 'Ontario', url_slug: 'grimsby', distance_km: 25.3 },
      { city_name: 'Milton', province: 'Ontario', url_slug: 'milton', distance_km: 29.6 },
      { city_name: 'Oakville', province: 'Ontario', url_slug: 'oakville', distance_km: 30.1 },
    ],
    ...overrides,
  });

describe('"Delivery in {City}" in sentences', () => {
  it('names the yard, every category with its count, the schedule and the three nearest communities for a city that gets everything', () => {
    expect(deliveryFacts(hamilton())).toEqual([
      'Deliveries to Hamilton come from Hamilton Yard in Hamilton, run by Golden Horseshoe Soil & Stone, 0 km from the centre of Hamilton. It is the nearest of 2 yards whose delivery radius reaches Hamilton.',
      'We deliver 8 products to Hamilton in 7 categories: Aggregates (2), Animal Bedding (1), Compost (1), Decorative Stone and Landscaping Products (1), Mulch (1), Sand (1) and Soils and Soil Mixtures (1). Every one of our core materials reaches Hamilton.',
      'Deliveries to Hamilton run Monday-Friday; orders placed before 12 PM can arrive the same day.',
      'The nearest other communities we deliver to are Burlington (14.2 km), Grimsby (25.3 km) and Milton (29.6 km).',
    ]);
  });

  it('says which core materials a city does not get, counting only the products the page lists', () => {
    // Barrie's test page: 14 compost blends, pine shavings, granite chips, black mulch and a nameless product.
    const [yard, categories] = deliveryFacts(testPageData());
    expect(yard).toBe(
      'Deliveries to Barrie come from Barrie Yard in Barrie, run by North Aggregates, 1.4 km from the centre of Barrie. It is the nearest of 3 yards from 2 suppliers whose delivery radius reaches Barrie.',
    );
    expect(categories).toBe(
      'We deliver 17 products to Barrie in 4 categories: Animal Bedding (1), Compost (14), Decorative Stone and Landscaping Products (1) and Mulch (1). ' +
        'Not delivered to Barrie at present: topsoil and soil mixes, aggregates and sand; ask us about them through the contact page.',
    );
  });

  it('says a city without other live communities is the only one, and one without a yard is served on request', () => {
    const alone = deliveryFacts(hamilton({ nearby: [], coverage: { nearest_yard: null, yards: 0, suppliers: 0, address_check: false } }));
    expect(alone[0]).toBe("No yard's delivery radius reaches Hamilton yet, so deliveries there are arranged on request: contact us with your address.");
    expect(alone.at(-1)).toBe('Hamilton is the only community on our delivery list so far.');
  });

  it("takes the Schema tab's delivery hours and cut-off when the page has them", () => {
    const schema = { businessDetails: { deliveryHours: ['Mo-Fr 07:00-17:00'], sameDayCutoff: '13:30' } } as PageData['schema'];
    expect(deliveryFacts(hamilton({ schema }))).toContain('Deliveries to Hamilton run Monday-Friday 7 AM-5 PM; orders placed before 1:30 PM can arrive the same day.');
  });

  it('leaves out what the gateway could not have, never claiming nothing is delivered', () => {
    const facts = deliveryFacts(hamilton({ products: [], coverage: null, nearby: [], degraded: ['products', 'coverage', 'nearby'] }));
    expect(facts).toEqual(['Deliveries to Hamilton run Monday-Friday; orders placed before 12 PM can arrive the same day.']);
    expect(deliveryFacts(hamilton({ products: [] }))[1]).toBe('No products are listed for delivery to Hamilton at the moment.');
  });
});

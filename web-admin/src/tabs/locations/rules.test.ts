import type { SupplierLocationView } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { cityChoices, contactCounts, coordinateCoverage, locationStats, topCities } from './rules';

let nextId = 1;
function location(fields: Partial<SupplierLocationView>): SupplierLocationView {
  const id = nextId++;
  return {
    id,
    supplier_id: null,
    supplier_name: null,
    location_name: `Yard ${id}`,
    address: null,
    city: null,
    province: 'Ontario',
    postal_code: null,
    latitude: null,
    longitude: null,
    phone_number: null,
    email: null,
    dispatch_email: null,
    dispatch_phone: null,
    sales_email: null,
    sales_contact: null,
    sales_phone: null,
    hours_of_operation: null,
    location_type: null,
    added_to_v2: null,
    pricing_requested_2025: null,
    pit_status: null,
    brand_status: null,
    shipping_drive_time_multiplier: null,
    minimum_units: null,
    fuel_surcharge: null,
    delivery_radius: null,
    products_at_location: null,
    product_names: null,
    notes: null,
    map_cache: null,
    active: true,
    product_count: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    version: 1,
    updated_by: null,
    ...fields,
  };
}

const inCities = (...cities: (string | null)[]) => cities.map((city) => location({ city }));

describe('topCities', () => {
  it('counts locations per city, most first, ties by name, at most 8', () => {
    const locations = inCities(
      'Barrie', 'Barrie', 'Barrie', 'Toronto', 'Toronto', 'Ottawa', 'Aurora', 'Milton', 'Guelph', 'Erin', 'Mono', 'Fergus', 'Zephyr',
    );
    expect(topCities(locations)).toEqual([
      { city: 'Barrie', count: 3 },
      { city: 'Toronto', count: 2 },
      { city: 'Aurora', count: 1 },
      { city: 'Erin', count: 1 },
      { city: 'Fergus', count: 1 },
      { city: 'Guelph', count: 1 },
      { city: 'Milton', count: 1 },
      { city: 'Mono', count: 1 },
    ]);
  });

  it('treats spelling of case and spaces as one city and skips locations without one', () => {
    expect(topCities(inCities('Barrie', ' barrie ', 'BARRIE', null, '', '  '))).toEqual([{ city: 'Barrie', count: 3 }]);
  });

  it('answers nothing for no locations', () => {
    expect(topCities([])).toEqual([]);
  });
});

describe('coordinateCoverage', () => {
  it('counts locations with both coordinates, as a whole percent', () => {
    const locations = [
      location({ latitude: 44.39, longitude: -79.69 }),
      location({ latitude: 0, longitude: 0 }),
      location({ latitude: 44.39, longitude: null }),
    ];
    expect(coordinateCoverage(locations)).toEqual({ withCoordinates: 2, total: 3, percent: 67 });
  });

  it('is 0 % of nothing, not NaN', () => {
    expect(coordinateCoverage([])).toEqual({ withCoordinates: 0, total: 0, percent: 0 });
  });
});

describe('contactCounts', () => {
  it('counts each way of reaching a location, ignoring blank values', () => {
    const locations = [
      location({ phone_number: '705-555-0110', email: 'yard@example.com', dispatch_phone: '705-555-0120' }),
      location({ phone_number: '  ', dispatch_email: 'dispatch@example.com', sales_contact: 'Dana' }),
      location({ sales_email: 'sales@example.com', sales_phone: '705-555-0130' }),
      location({}),
    ];
    expect(contactCounts(locations)).toEqual({ phone: 1, email: 1, dispatch: 2, sales: 2 });
  });
});

describe('cityChoices', () => {
  it('lists each city once, alphabetically', () => {
    expect(cityChoices(inCities('Toronto', 'barrie', 'Barrie', null, 'Aurora'))).toEqual(['Aurora', 'barrie', 'Toronto']);
  });
});

describe('locationStats', () => {
  it('counts locations, active ones and cities, and averages the known radii to one decimal', () => {
    const locations = [
      location({ city: 'Barrie', delivery_radius: '45.00' }),
      location({ city: 'Barrie', delivery_radius: '30.00', active: false }),
      location({ city: 'Milton', delivery_radius: null }),
      location({ city: 'Ottawa', delivery_radius: '40.50' }),
    ];
    expect(locationStats(locations)).toEqual({ total: 4, active: 3, cities: 3, avgDeliveryRadius: '38.5' });
  });

  it("reads '0.0' for the radius when no location has one", () => {
    expect(locationStats([]).avgDeliveryRadius).toBe('0.0');
  });
});

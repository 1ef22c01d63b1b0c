import type { SupplierLocationView } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { checkLocationForm, editLocationForm, newLocationForm } from './location-form';

describe('the supplier location form', () => {
  it("needs a name, and says so in the catalog's words", () => {
    const checked = checkLocationForm(newLocationForm());
    expect(checked).toEqual({ ok: false, errors: { location_name: 'Location name is required' } });
  });

  it('refuses coordinates out of range and a radius that is not a number, each under its field', () => {
    const checked = checkLocationForm({ ...newLocationForm(), location_name: 'North Yard', latitude: '95', longitude: 'west', delivery_radius: 'far' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.latitude).toBe('Latitude must be between -90 and 90');
    expect(checked.errors.longitude).toBe('Longitude must be between -180 and 180');
    expect(checked.errors.delivery_radius).toMatch(/^Delivery radius/);
  });

  it('sends every field: text trimmed, numbers parsed, a supplier as its id, blanks as null', () => {
    const checked = checkLocationForm({
      ...newLocationForm(),
      location_name: '  North Yard ',
      supplier_id: '7',
      latitude: '44.5',
      longitude: '-79.7',
      delivery_radius: '40',
      city: 'Barrie',
      active: false,
    });
    expect(checked).toMatchObject({
      ok: true,
      value: { location_name: 'North Yard', supplier_id: 7, latitude: 44.5, longitude: -79.7, delivery_radius: '40.00', city: 'Barrie', notes: null, active: false },
    });
  });

  it('shows a location with empty fields for what is not set', () => {
    const location = { location_name: 'South Pit', supplier_id: 3, latitude: 43.9, longitude: null, delivery_radius: '35.50', notes: null, active: true } as unknown as SupplierLocationView;
    expect(editLocationForm(location)).toMatchObject({ location_name: 'South Pit', supplier_id: '3', latitude: '43.9', longitude: '', delivery_radius: '35.50', notes: '', active: true });
  });
});

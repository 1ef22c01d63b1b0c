import type { AdminCity } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { changeCityField, checkCityForm, editCityForm, newCityForm, type CityFormState } from './city-form';

const brand = 'Northway Landscape Supply';

function type(state: CityFormState, entries: [keyof CityFormState['values'], string][]): CityFormState {
  return entries.reduce((current, [field, value]) => changeCityField(current, field, value, brand), state);
}

/** A new city's form once the name Barrie and the province Ontario are typed. */
const barrieOntario = () => type(newCityForm(), [['city_name', 'Barrie'], ['province', 'Ontario']]);

describe('new city form', () => {
  it('starts active, on the standard template', () => {
    expect(newCityForm().values).toMatchObject({ page_active: true, template: 'standard', url_slug: '' });
  });

  it('derives the slug from the name as it is typed', () => {
    const state = type(newCityForm(), [['city_name', 'Niagara-on-the-Lake ']]);
    expect(state.values.url_slug).toBe('niagara-on-the-lake');
    expect(type(state, [['city_name', "St. Catharines  (Port Dalhousie)"]]).values.url_slug).toBe('st-catharines-port-dalhousie');
  });

  it('stops deriving once the admin edits the slug', () => {
    const state = type(newCityForm(), [
      ['city_name', 'Barrie'],
      ['url_slug', 'barrie-on'],
      ['city_name', 'Barrie North'],
    ]);
    expect(state.values.url_slug).toBe('barrie-on');
  });

  it('fills the SEO title and description once name and province are both set', () => {
    const named = type(newCityForm(), [['city_name', 'Barrie']]);
    expect(named.values.seo_title).toBe('');
    const filled = type(named, [['province', 'Ontario']]);
    expect(filled.values.seo_title).toBe('Landscaping Supplies Barrie Ontario | Northway Landscape Supply');
    expect(filled.values.seo_description).toContain('Barrie, Ontario');
  });

  it('keeps SEO texts the admin wrote', () => {
    const state = type(barrieOntario(), [
      ['seo_title', 'My own title'],
      ['city_name', 'Orillia'],
    ]);
    expect(state.values.seo_title).toBe('My own title');
  });
});

describe('edit city form', () => {
  const city = {
    id: 7,
    city_name: 'Barrie',
    province: 'Ontario',
    country: 'Canada',
    latitude: 44.38,
    longitude: -79.69,
    population: 153356,
    url_slug: 'barrie',
    page_active: false,
    template: 'tabbed',
    seo_title: 'Title',
    seo_description: null,
  } as AdminCity;

  it('holds the city as typed text and never re-derives its slug', () => {
    const state = editCityForm(city);
    expect(state.values).toMatchObject({ latitude: '44.38', population: '153356', template: 'tabbed', page_active: false, seo_description: '' });
    expect(type(state, [['city_name', 'Barrie West']]).values.url_slug).toBe('barrie');
  });
});

describe('checking the form', () => {
  it('gives the spec messages per field', () => {
    const state = type(newCityForm(), [
      ['latitude', '91'],
      ['longitude', '-181'],
    ]);
    const check = checkCityForm(state.values);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      city_name: 'City name is required',
      province: 'Province is required',
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
      url_slug: 'URL slug is required',
    });
  });

  it('asks for coordinates that are missing', () => {
    const check = checkCityForm(type(newCityForm(), [['city_name', 'Barrie']]).values);
    expect(check.ok ? {} : check.errors).toMatchObject({ latitude: 'Latitude is required', longitude: 'Longitude is required' });
  });

  it('answers what to send: coordinates as numeric strings, a blank population as null', () => {
    const state = type(barrieOntario(), [
      ['latitude', ' 44.38 '],
      ['longitude', '-79.69'],
    ]);
    const check = checkCityForm(state.values);
    expect(check).toMatchObject({ ok: true, value: { latitude: '44.38', longitude: '-79.69', population: null, url_slug: 'barrie', page_active: true } });
  });
});

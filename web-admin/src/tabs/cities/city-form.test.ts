import type { AdminCity } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { changedCityFields, cityDifferences } from './city-conflict';
import { changeCityField, checkCityForm, editCityForm, introductionLength, newCityForm, type CityFormState } from './city-form';

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
    local_introduction: null,
    local_resources: [] as AdminCity['local_resources'],
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

describe("the city's own content", () => {
  const city = () =>
    ({ id: 7, city_name: 'Barrie', province: 'Ontario', latitude: 44.38, longitude: -79.69, population: null, url_slug: 'barrie', page_active: true, template: 'standard', seo_title: null, seo_description: null, local_introduction: null, local_resources: [] as AdminCity['local_resources'] }) as AdminCity;
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('counts the introduction in words as typed, warning outside 120-400 words but never refusing', () => {
    expect(introductionLength('<p>Sandy <em>loam</em> &amp; clay.</p>').words).toBe(3);
    expect(introductionLength(words(60)).advice).toMatch(/^60 words; aim for 120-400\. Shorter than suggested/);
    expect(introductionLength(words(200)).advice).toBe('200 words; aim for 120-400.');
    expect(introductionLength(words(450)).advice).toMatch(/Longer than suggested/);
    const short = type(barrieOntario(), [['latitude', '44.38'], ['longitude', '-79.69'], ['local_introduction', 'Too short.']]);
    expect(checkCityForm(short.values)).toMatchObject({ ok: true, value: { local_introduction: 'Too short.' } });
  });

  it('gives the stored introduction back as plain paragraphs, which save to the same HTML', () => {
    const stored = '<p>Clay soils.<br>Wet springs.</p><p>See <a href="/delivery">delivery</a>.</p>';
    const edited = editCityForm({ ...city(), local_introduction: stored }).values.local_introduction;
    expect(edited).toBe('Clay soils.\nWet springs.\n\nSee <a href="/delivery">delivery</a>.');
  });

  it('sends the resources typed, leaving out rows left blank, and names the row a message is about', () => {
    const rows = [
      { title: 'Topsoil guide', url: 'https://www.example.com/topsoil', text: '' },
      { title: '', url: '', text: '' },
      { title: 'Yard waste', url: '', text: 'Every other week.' },
    ];
    const state = type(barrieOntario(), [['latitude', '44.38'], ['longitude', '-79.69']]);
    const check = checkCityForm({ ...state.values, local_resources: rows });
    expect(check).toMatchObject({ ok: true, value: { local_resources: [rows[0], rows[2]] } });
    const bad = checkCityForm({ ...state.values, local_resources: [rows[0]!, { title: 'Script', url: 'javascript:alert(1)', text: '' }] });
    expect(bad.ok ? {} : bad.errors).toEqual({ local_resources: expect.stringMatching(/^Resource 2: the link must be a valid URL starting with http/) });
  });

  it('counts an edited resource or introduction as a change to send again on top of a newer version', () => {
    const loaded = { ...city(), local_resources: [{ title: 'Guide', url: 'https://www.example.com/', text: null }] };
    const values = editCityForm(loaded).values;
    expect(changedCityFields(loaded, values)).toEqual([]);
    const edited = { ...values, local_resources: [{ ...values.local_resources[0]!, title: 'Soil guide' }], local_introduction: 'New words.' };
    expect(changedCityFields(loaded, edited).sort()).toEqual(['local_introduction', 'local_resources']);
    expect(cityDifferences(loaded, edited).find((d) => d.label === 'Local Resources')).toEqual({
      label: 'Local Resources',
      theirs: 'Guide (https://www.example.com/)',
      yours: 'Soil guide (https://www.example.com/)',
    });
  });
});

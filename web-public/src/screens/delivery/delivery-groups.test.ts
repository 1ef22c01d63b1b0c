import { describe, expect, it } from 'vitest';
import { groupDeliveryCities } from './delivery-groups';

const city = (url_slug: string, city_name = url_slug) => ({ url_slug, city_name });
const slugs = (cities: { url_slug: string }[]) => cities.map((c) => c.url_slug);

describe('the delivery page groups cities by slug', () => {
  it('puts each known slug in its group, in the order the spec lists them', () => {
    const groups = groupDeliveryCities([city('barrie'), city('huntsville'), city('toronto'), city('gravenhurst'), city('mono'), city('aurora'), city('hamilton')]);
    expect(slugs(groups.cottageCountry)).toEqual(['gravenhurst', 'huntsville']);
    expect(slugs(groups.rural)).toEqual(['mono']);
    expect(slugs(groups.majorUrban)).toEqual(['toronto', 'hamilton']);
    expect(slugs(groups.regional)).toEqual(['aurora', 'barrie']);
    expect(groups.additional).toEqual([]);
  });

  it('makes every other city an additional service area, sorted by name', () => {
    const groups = groupDeliveryCities([city('sudbury', 'Sudbury'), city('barrie', 'Barrie'), city('collingwood', 'Collingwood')]);
    expect(groups.additional.map((c) => c.city_name)).toEqual(['Collingwood', 'Sudbury']);
    expect(slugs(groups.regional)).toEqual(['barrie']);
  });

  it('leaves a group empty when none of its cities exist (inactive or never created)', () => {
    const groups = groupDeliveryCities([city('toronto')]);
    expect(groups.cottageCountry).toEqual([]);
    expect(groups.rural).toEqual([]);
    expect(groups.regional).toEqual([]);
  });

  it('groups nothing from nothing', () => {
    expect(groupDeliveryCities([])).toEqual({ cottageCountry: [], rural: [], majorUrban: [], regional: [], additional: [] });
  });
});

import type { AdminCity } from '@local-seo/contracts';
import * as conflict from '../../lib/edit-conflict';
import type { ShownDifference } from '../../ui';
import { editCityForm, type CityField, type CityFormValues, type ResourceRow } from './city-form';

/**
 * What the conflict dialog tells when a city save was refused for being based on an
 * older version (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */

/** The words of each field, as its label in the form. */
const cityFieldLabels: Record<CityField, string> = {
  city_name: 'City Name',
  province: 'Province',
  latitude: 'Latitude',
  longitude: 'Longitude',
  population: 'Population',
  url_slug: 'URL Slug',
  seo_title: 'SEO Title',
  seo_description: 'SEO Description',
  page_active: 'Activate Page Immediately',
  template: 'Page Template',
  local_introduction: 'Local Introduction',
  local_resources: 'Local Resources',
};
const cityFields = Object.keys(cityFieldLabels) as CityField[];

/** The resources as one line a person reads ('Topsoil guide (https://…); Yard waste (Collected …)'), to compare and show them. */
const resourcesLine = (rows: readonly ResourceRow[]) =>
  rows
    .filter((row) => `${row.title}${row.url}${row.text}`.trim() !== '')
    .map((row) => `${row.title.trim()} (${(row.url || row.text).trim()})`)
    .join('; ');

/** The form's values as the conflict rules compare them: text and flags. */
const comparable = (values: CityFormValues): Record<CityField, conflict.FormValue> => ({ ...values, local_resources: resourcesLine(values.local_resources) });

/** The fields where their version and the form differ, labelled for the dialog. */
export const cityDifferences = (theirs: AdminCity, yours: CityFormValues): ShownDifference[] =>
  conflict
    .differingFields(cityFields, comparable(editCityForm(theirs).values), comparable(yours))
    .map(({ field, theirs: their, yours: your }) => ({ label: cityFieldLabels[field], theirs: their, yours: your }));

/** The fields the form changed since it loaded `loaded`: what "Apply my change on top" sends again. */
export const changedCityFields = (loaded: AdminCity, yours: CityFormValues): CityField[] => conflict.changedFields(cityFields, comparable(editCityForm(loaded).values), comparable(yours));

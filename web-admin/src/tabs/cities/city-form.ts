import { cityCreateSchema, type AdminCity, type CityCreateInput, type CityTemplate } from '@local-seo/contracts';
import { autoFillSeo, deriveSlug } from '@local-seo/contracts';
import { firstMessages, issuesOf, sameNamed, type FormCheck } from '../../lib/form-check';

/** The city form as typed: every field a string (or a flag), as the inputs hold them. */
export interface CityFormValues {
  city_name: string;
  province: string;
  latitude: string;
  longitude: string;
  population: string;
  url_slug: string;
  seo_title: string;
  seo_description: string;
  page_active: boolean;
  template: CityTemplate;
}

export type CityField = keyof CityFormValues;

/**
 * The form with what the admin has typed by hand. Slug and SEO texts follow
 * the name (and province) until the admin edits them; from then on they stay.
 */
export interface CityFormState {
  values: CityFormValues;
  slugEdited: boolean;
  seoEdited: boolean;
}

/** Every field of the form, for the server's messages about them. */
export const cityFields = (): CityField[] => Object.keys(newCityForm().values) as CityField[];

/** A new city: active by default, standard template (docs/behaviour/admin-back-office.md#cities). */
export function newCityForm(): CityFormState {
  return {
    values: {
      city_name: '',
      province: '',
      latitude: '',
      longitude: '',
      population: '',
      url_slug: '',
      seo_title: '',
      seo_description: '',
      page_active: true,
      template: 'standard',
    },
    slugEdited: false,
    seoEdited: false,
  };
}

/** An existing city: its slug is its address, so it no longer follows the name. */
export function editCityForm(city: AdminCity): CityFormState {
  return {
    values: {
      city_name: city.city_name,
      province: city.province,
      latitude: String(city.latitude),
      longitude: String(city.longitude),
      population: city.population === null ? '' : String(city.population),
      url_slug: city.url_slug,
      seo_title: city.seo_title ?? '',
      seo_description: city.seo_description ?? '',
      page_active: city.page_active,
      template: city.template === 'tabbed' ? 'tabbed' : 'standard',
    },
    slugEdited: true,
    seoEdited: Boolean(city.seo_title || city.seo_description),
  };
}

/** One field typed: the slug follows the name, the SEO texts follow name and province (the cities service's own rules). */
export function changeCityField<K extends CityField>(state: CityFormState, field: K, value: CityFormValues[K], brandName: string): CityFormState {
  const values = { ...state.values, [field]: value };
  const slugEdited = state.slugEdited || field === 'url_slug';
  const seoEdited = state.seoEdited || field === 'seo_title' || field === 'seo_description';
  if (!slugEdited && field === 'city_name') values.url_slug = deriveSlug(values.city_name);
  if (!seoEdited && (field === 'city_name' || field === 'province')) {
    const seo = autoFillSeo(values.city_name, values.province, brandName);
    values.seo_title = seo?.seo_title ?? '';
    values.seo_description = seo?.seo_description ?? '';
  }
  return { values, slugEdited, seoEdited };
}

type CityFormCheck = FormCheck<CityCreateInput, CityField>;

/**
 * Checks the form with the contracts' cityCreateSchema, the same rules and
 * messages the server applies ('Latitude must be between -90 and 90'), and
 * answers what to send: coordinates as numeric strings, blanks as null.
 */
export function checkCityForm(values: CityFormValues): CityFormCheck {
  const input: CityCreateInput = {
    city_name: values.city_name,
    province: values.province,
    latitude: values.latitude.trim(),
    longitude: values.longitude.trim(),
    population: values.population.trim() === '' ? null : values.population.trim(),
    url_slug: values.url_slug,
    page_active: values.page_active,
    template: values.template,
    seo_title: values.seo_title,
    seo_description: values.seo_description,
  };
  const result = cityCreateSchema.safeParse(input);
  if (result.success) return { ok: true, value: input };
  return { ok: false, errors: firstMessages(issuesOf(result.error), sameNamed(Object.keys(values) as CityField[])) };
}

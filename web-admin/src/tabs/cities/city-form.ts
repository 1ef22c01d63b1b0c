import { cityCreateSchema, introductionWordCount, localIntroductionWords, type AdminCity, type CityCreateInput, type CityTemplate } from '@local-seo/contracts';
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
  /** The city's own introduction (docs/decisions.md, decision 16): plain paragraphs, a blank line between them, links as <a href>. */
  local_introduction: string;
  local_resources: ResourceRow[];
}

/** One local resource as typed: a title, and a link or a short text. */
export interface ResourceRow {
  title: string;
  url: string;
  text: string;
}

export const emptyResourceRow = (): ResourceRow => ({ title: '', url: '', text: '' });

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
      local_introduction: '',
      local_resources: [],
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
      local_introduction: introductionForEditing(city.local_introduction),
      local_resources: city.local_resources.map((resource) => ({ title: resource.title, url: resource.url ?? '', text: resource.text ?? '' })),
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
    local_introduction: values.local_introduction,
    // A row left blank is no resource: it is not sent.
    local_resources: values.local_resources.filter((row) => `${row.title}${row.url}${row.text}`.trim() !== ''),
  };
  const result = cityCreateSchema.safeParse(input);
  if (result.success) return { ok: true, value: input };
  return { ok: false, errors: firstMessages(issuesOf(result.error), sameNamed(Object.keys(values) as CityField[])) };
}

/**
 * The stored introduction as the textarea holds it: its paragraphs parted by a blank line,
 * its line breaks as line breaks; links and emphasis stay as written. The cities service
 * makes the same paragraphs of it again when it is saved.
 */
export function introductionForEditing(html: string | null): string {
  if (!html) return '';
  return html
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/^<p>|<\/p>$/g, '')
    .replace(/<br>/g, '\n');
}

/** The introduction's length in words against the guide: a warning outside it, never a refusal. */
export function introductionLength(text: string): { words: number; advice: string } {
  const words = introductionWordCount(text);
  const { min, max } = localIntroductionWords;
  const guide = `${words} ${words === 1 ? 'word' : 'words'}; aim for ${min}-${max}.`;
  if (words === 0) return { words, advice: `${guide} Optional: shown under the page's heading.` };
  if (words < min) return { words, advice: `${guide} Shorter than suggested: say more about the place, its soils and typical projects.` };
  if (words > max) return { words, advice: `${guide} Longer than suggested: visitors may not read it all.` };
  return { words, advice: guide };
}

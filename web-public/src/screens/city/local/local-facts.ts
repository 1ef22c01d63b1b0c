import { defaultSameDayCutoff, industries, readableTime, type PageData, type SchemaSettings } from '@local-seo/contracts';
import { readableHours } from '../../../seo/opening-hours';
import { isUnavailable } from '../availability';

/**
 * The brand's delivery days as the delivery page words them, when the Schema tab's
 * delivery hours are not at hand (the same for every city: no yard or city has a
 * schedule of its own).
 */
export const deliverySchedule = { days: 'Monday-Friday' } as const;

/**
 * The Schema tab's same-day cut-off as people read it ('12 PM', '1:30 PM'); the
 * default cut-off when the settings could not be had.
 */
export const sameDayCutoffText = (settings: SchemaSettings | null | undefined) =>
  readableTime(settings?.businessDetails.sameDayCutoff ?? defaultSameDayCutoff);

/** The page's schema settings, unless the gateway could not have them. */
const schemaOf = (data: PageData) => (isUnavailable(data, 'schema') ? null : data.schema);

/** The Schema tab's delivery hours when the page has them ('Monday-Friday 7 AM-5 PM'); the brand's days otherwise. */
export const deliveryHoursText = (data: PageData): string => {
  const schema = schemaOf(data);
  return schema ? readableHours(schema.businessDetails.deliveryHours) : deliverySchedule.days;
};

/** The same-day cut-off of the page's schema settings, as people read it. */
export const pageSameDayCutoff = (data: PageData): string => sameDayCutoffText(schemaOf(data));

export interface GlanceFact {
  label: string;
  value: string;
}

const count = new Intl.NumberFormat('en-CA');
const plural = (n: number, one: string, many = `${one}s`) => `${count.format(n)} ${n === 1 ? one : many}`;

/**
 * "{City} at a glance" (docs/behaviour/public-site.md#local-facts): what only this
 * city's page can say, from data the platform owns. A part the gateway could not
 * have is left out rather than shown as nothing (never a false empty).
 */
export function glanceFacts(data: PageData): GlanceFact[] {
  const facts: GlanceFact[] = [];
  const { coverage } = data;
  if (coverage && !isUnavailable(data, 'coverage')) {
    const yard = coverage.nearest_yard;
    facts.push({
      label: 'Nearest yard',
      value: yard ? `${yard.location_name}${yard.city ? ` (${yard.city})` : ''}, ${yard.distance_km} km away` : 'Delivered on request: contact us',
    });
    if (yard?.hours) facts.push({ label: 'Yard hours', value: yard.hours });
  }
  facts.push({ label: 'Delivery days', value: `${deliveryHoursText(data)}; same-day delivery for orders before ${pageSameDayCutoff(data)}` });
  if (!isUnavailable(data, 'products')) {
    const suppliers = coverage && coverage.suppliers > 0 ? ` from ${plural(coverage.suppliers, 'supplier')}` : '';
    facts.push({ label: 'Products delivered here', value: `${plural(data.products.length, 'product')}${suppliers}` });
  }
  if (!isUnavailable(data, 'contractors')) {
    facts.push({ label: 'Local contractors', value: industries.map((industry) => `${count.format(data.contractorCounts[industry])} ${industry}`).join(', ') });
  }
  const current = data.weather.current;
  if (current && current.temp_c !== null) {
    facts.push({ label: 'Weather today', value: `${Math.round(current.temp_c)}°C, ${current.condition.text.trim().toLowerCase()}` });
  }
  return facts;
}

/**
 * One sentence of the city's own facts for the meta description: how many products
 * and how far the nearest yard is, with the Schema tab's same-day cut-off. Null when
 * neither the products nor the yard is known.
 */
export function factsSentence(data: PageData): string | null {
  const products = isUnavailable(data, 'products') || data.products.length === 0 ? null : plural(data.products.length, 'product');
  const yard = isUnavailable(data, 'coverage') ? null : data.coverage?.nearest_yard;
  if (!products && !yard) return null;
  const from = yard ? `from a yard ${yard.distance_km} km away` : null;
  const what = [products, from].filter(Boolean).join(', ');
  return `${what[0]!.toUpperCase()}${what.slice(1)}, with same-day delivery on orders before ${pageSameDayCutoff(data)}.`;
}

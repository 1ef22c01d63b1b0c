import type { PageData } from '@local-seo/contracts';
import { isUnavailable } from '../availability';
import { groupProductsByCategory } from '../products';
import { deliveryHoursText, pageSameDayCutoff } from './local-facts';

/**
 * "Delivery in {City}" (docs/behaviour/public-site.md#delivery-in-city): the city's own
 * delivery facts said in sentences, from the page data alone: the yard that serves it,
 * which of the core materials reach it and which do not, the delivery days and cut-off,
 * and the nearest other communities. A part the gateway could not have is left out.
 */

/** The materials the brand is known for, to say which a city does not get; a city's category counts when its name matches. */
const coreMaterials: ReadonlyArray<{ name: string; matches: RegExp }> = [
  { name: 'topsoil and soil mixes', matches: /soil/i },
  { name: 'aggregates', matches: /aggregate|gravel|clear stone/i },
  { name: 'mulch', matches: /mulch/i },
  { name: 'sand', matches: /\bsand\b/i },
  { name: 'decorative stone', matches: /decorative|river rock/i },
  { name: 'compost', matches: /compost/i },
  { name: 'animal bedding', matches: /animal bedding/i },
];

/** How many nearby communities the text names. */
const nearbyNamed = 3;

const list = new Intl.ListFormat('en-CA', { type: 'conjunction' });
const count = new Intl.NumberFormat('en-CA');
const plural = (n: number, one: string, many = `${one}s`) => `${count.format(n)} ${n === 1 ? one : many}`;

function yardFacts(data: PageData, city: string): string | null {
  const coverage = data.coverage;
  if (!coverage || isUnavailable(data, 'coverage')) return null;
  const yard = coverage.nearest_yard;
  if (!yard) return `No yard's delivery radius reaches ${city} yet, so deliveries there are arranged on request: contact us with your address.`;
  const where = yard.city && yard.city !== yard.location_name ? ` in ${yard.city}` : '';
  const supplier = yard.supplier_name ? `, run by ${yard.supplier_name}` : '';
  const others = coverage.yards > 1 ? ` It is the nearest of ${plural(coverage.yards, 'yard')}${coverage.suppliers > 1 ? ` from ${plural(coverage.suppliers, 'supplier')}` : ''} whose delivery radius reaches ${city}.` : '';
  return `Deliveries to ${city} come from ${yard.location_name}${where}${supplier}, ${yard.distance_km} km from the centre of ${city}.${others}`;
}

function categoryFacts(data: PageData, city: string): string | null {
  if (isUnavailable(data, 'products')) return null;
  const groups = groupProductsByCategory(data.products);
  if (groups.length === 0) return `No products are listed for delivery to ${city} at the moment.`;
  const total = groups.reduce((sum, group) => sum + group.products.length, 0);
  const categories = list.format(groups.map((group) => `${group.category} (${count.format(group.products.length)})`));
  const missing = coreMaterials.filter((material) => !groups.some((group) => material.matches.test(group.category))).map((material) => material.name);
  const notDelivered =
    missing.length === 0
      ? ` Every one of our core materials reaches ${city}.`
      : ` Not delivered to ${city} at present: ${list.format(missing)}; ask us about them through the contact page.`;
  return `We deliver ${plural(total, 'product')} to ${city} in ${plural(groups.length, 'category', 'categories')}: ${categories}.${notDelivered}`;
}

function scheduleFacts(data: PageData, city: string): string {
  return `Deliveries to ${city} run ${deliveryHoursText(data)}; orders placed before ${pageSameDayCutoff(data)} can arrive the same day.`;
}

function nearbyFacts(data: PageData, city: string): string | null {
  if (isUnavailable(data, 'nearby')) return null;
  if (data.nearby.length === 0) return `${city} is the only community on our delivery list so far.`;
  const nearest = data.nearby.slice(0, nearbyNamed).map((place) => `${place.city_name} (${place.distance_km} km)`);
  return `The nearest other ${data.nearby.length === 1 ? 'community' : 'communities'} we deliver to ${nearest.length === 1 ? 'is' : 'are'} ${list.format(nearest)}.`;
}

/** The paragraphs of "Delivery in {City}", in reading order. */
export function deliveryFacts(data: PageData): string[] {
  const city = data.city.city_name;
  return [yardFacts(data, city), categoryFacts(data, city), scheduleFacts(data, city), nearbyFacts(data, city)].filter((text): text is string => text !== null);
}

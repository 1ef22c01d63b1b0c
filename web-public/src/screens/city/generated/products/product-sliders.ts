// The generated layout's product rules (docs/behaviour/public-site.md#generated-layout).
import { availabilityOf, type PublicProduct } from '@local-seo/contracts';
import { groupProductsByCategory, type NamedProduct } from '../../products';
import { truncateText } from '../text';

/** At most this many products per category slider. */
const productsPerCategory = 12;
/** Category tab labels are cut at this many characters. */
const categoryLabelLength = 12;

/** Categories with their own status texts; the rest read like Decorative. */
export type CategoryKind = 'decorative' | 'compost' | 'animal-bedding' | 'sod' | 'golf' | 'de-icing' | 'firewood' | 'general';

/** The layout's categories, in the order their sliders come; any other category follows. */
const featured: ReadonlyArray<{ kind: CategoryKind; name: string; matches: RegExp }> = [
  { kind: 'decorative', name: 'Decorative', matches: /^decorative\b/ },
  { kind: 'compost', name: 'Compost', matches: /^compost$/ },
  { kind: 'animal-bedding', name: 'Animal Bedding', matches: /^animal bedding$/ },
  { kind: 'sod', name: 'Sod', matches: /^sod$/ },
  { kind: 'golf', name: 'Golf Course Products', matches: /^golf course( products)?$/ },
  { kind: 'de-icing', name: 'De-icing Products', matches: /^de-?icing( products)?$/ },
  { kind: 'firewood', name: 'Firewood', matches: /^firewood$/ },
];

export function categoryKind(category: string): CategoryKind {
  const name = category.trim().toLowerCase();
  return featured.find((entry) => entry.matches.test(name))?.kind ?? 'general';
}

/** A card's status line and, for some categories, a second line. */
interface ProductStatus {
  status: string;
  detail: string | null;
}

type StatusInput = Pick<PublicProduct, 'seasonal_availability' | 'brand_status'>;

/**
 * A product whose brand status says anything but in stock shows that status
 * (docs/decisions.md, decision 10); one in stock reads its category's line.
 */
export function productStatus(kind: CategoryKind, product: StatusInput): ProductStatus {
  const availability = availabilityOf(product);
  if (availability.kind !== 'in-stock') return { status: availability.label, detail: availability.detail };
  switch (kind) {
    case 'compost':
    case 'animal-bedding':
      return { status: 'In stock for delivery', detail: null };
    case 'sod':
      return { status: 'Contact for availability', detail: 'Seasonal availability' };
    case 'golf':
      return { status: 'Commercial Orders', detail: null };
    case 'de-icing':
      return { status: 'Seasonal Availability', detail: 'Winter season only' };
    case 'firewood':
      return { status: product.seasonal_availability?.trim() || 'Available', detail: 'Contact for Pricing' };
    default:
      return { status: 'In Stock', detail: null };
  }
}

/** Whether a card reads as ready to order or asks the visitor to get in touch first. */
export function statusTone(kind: CategoryKind): 'available' | 'notice' {
  return kind === 'sod' || kind === 'golf' || kind === 'de-icing' ? 'notice' : 'available';
}

/** A product's tone: its category's while in stock, a notice otherwise. */
export function productTone(kind: CategoryKind, product: StatusInput): 'available' | 'notice' {
  return availabilityOf(product).kind === 'in-stock' ? statusTone(kind) : 'notice';
}

/** What a category without products of its own shows instead (Sod, Golf, De-icing, Firewood). */
export interface FallbackCard extends ProductStatus {
  name: string;
}

const fallbackCards: Partial<Record<CategoryKind, FallbackCard>> = {
  sod: { name: 'Sod', status: 'Contact for availability', detail: 'Seasonal availability' },
  golf: { name: 'Golf Course Products', status: 'Commercial Orders', detail: null },
  'de-icing': { name: 'De-icing Products', status: 'Available October-March', detail: 'Winter season only' },
  firewood: { name: 'Firewood', status: 'Available', detail: 'Contact for Pricing' },
};

export interface ProductSlider {
  /** The element id, for the category tabs' links. */
  id: string;
  category: string;
  /** The tab label: the category cut at 12 characters. */
  label: string;
  kind: CategoryKind;
  products: NamedProduct[];
  /** Set when the category has no products and the layout shows a fallback card. */
  fallback: FallbackCard | null;
}

const sliderId = (category: string) => `products-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'other'}`;

function slider(category: string, kind: CategoryKind, products: NamedProduct[]): ProductSlider {
  return {
    id: sliderId(category),
    category,
    label: truncateText(category, categoryLabelLength),
    kind,
    products: products.slice(0, productsPerCategory),
    fallback: products.length === 0 ? (fallbackCards[kind] ?? null) : null,
  };
}

/**
 * One slider per category: the layout's categories first in their order (those
 * with a fallback card even when the city has none of them), then every other
 * category the city has. Each holds the city's named, de-duplicated, sorted
 * products, at most 12.
 */
export function productSliders(products: readonly PublicProduct[]): ProductSlider[] {
  const groups = groupProductsByCategory(products);
  const taken = new Set<string>();
  const sliders: ProductSlider[] = [];
  for (const entry of featured) {
    const matching = groups.filter((group) => !taken.has(group.category) && entry.matches.test(group.category.toLowerCase()));
    for (const group of matching) {
      taken.add(group.category);
      sliders.push(slider(group.category, entry.kind, group.products));
    }
    if (matching.length === 0 && fallbackCards[entry.kind]) sliders.push(slider(entry.name, entry.kind, []));
  }
  for (const group of groups) {
    if (!taken.has(group.category)) sliders.push(slider(group.category, 'general', group.products));
  }
  return sliders;
}

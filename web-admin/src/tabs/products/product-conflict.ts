import type { AdminProduct } from '@local-seo/contracts';
import { noneChoice, productFields, productToForm, type ProductField, type ProductFormValues } from './product-form';

/**
 * What the conflict dialog tells when a save was refused for being based on an older
 * version (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */

/** The words of each field, as its label in the form. */
export const productFieldLabels: Record<ProductField, string> = {
  product_name: 'Product Name',
  description: 'Description',
  category: 'Category',
  size_attributes: 'Size or Attributes',
  unit_type: 'Unit Type',
  customer_pricing: 'Customer Pricing (CAD)',
  contractor_pricing: 'Contractor Pricing (CAD)',
  fob_price: 'FOB Price (CAD)',
  from_price: 'From Price (CAD)',
  brand_status: 'Brand Status',
  brand_product_name: 'Brand Product Name',
  product_url: 'Product URL',
  priority: 'Priority',
  ranking: 'Ranking',
  seasonal_availability: 'Seasonal Availability',
  show_on_all_cities: 'Show on all cities',
  active: 'Active',
  aliases: 'Aliases',
  on_brand_site: 'On brand site',
};

/** A form value as a person reads it. */
export function shownValue(value: string | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === '' || value === noneChoice) return '(none)';
  return value;
}

export interface FieldDifference {
  field: ProductField;
  theirs: string;
  yours: string;
}

/** The fields whose value in their version differs from the form's. */
export function differingFields(theirs: AdminProduct, yours: ProductFormValues): FieldDifference[] {
  const their = productToForm(theirs);
  return productFields.filter((field) => their[field] !== yours[field]).map((field) => ({ field, theirs: shownValue(their[field]), yours: shownValue(yours[field]) }));
}

/** The fields the form changed since it loaded `loaded`: what "Apply my change on top" sends again. */
export function changedFields(loaded: AdminProduct, yours: ProductFormValues): ProductField[] {
  const was = productToForm(loaded);
  return productFields.filter((field) => was[field] !== yours[field]);
}

/** '{name or e-mail} changed this product at {time}.' ('Someone' when no one is named: an import, a script). */
export function whoChanged(theirs: AdminProduct, formatTime: (iso: string) => string = localTime): string {
  const who = theirs.updated_by?.name || theirs.updated_by?.email || 'Someone';
  return `${who} changed this product at ${formatTime(theirs.updated_at)}.`;
}

const localTime = (iso: string) => new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

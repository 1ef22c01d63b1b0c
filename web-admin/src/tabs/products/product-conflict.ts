import type { AdminProduct } from '@local-seo/contracts';
import * as conflict from '../../lib/edit-conflict';
import type { ShownDifference } from '../../ui';
import { noneChoice, productFields, productToForm, type ProductField, type ProductFormValues } from './product-form';

/**
 * What the conflict dialog tells when a product save was refused for being based on an
 * older version (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */

/** The words of each field, as its label in the form. */
const productFieldLabels: Record<ProductField, string> = {
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

/** A form value as a person reads it (the selects' 'None' choice too). */
const shown = (value: conflict.FormValue) => conflict.shownValue(value === noneChoice ? '' : value);

/** The fields where their version and the form differ, as a person reads them. */
export function differingFields(theirs: AdminProduct, yours: ProductFormValues): conflict.FieldDifference<ProductField>[] {
  return conflict.differingFields(productFields, productToForm(theirs), yours, shown);
}

/** The same, labelled for the dialog. */
export const shownDifferences = (theirs: AdminProduct, yours: ProductFormValues): ShownDifference[] =>
  differingFields(theirs, yours).map(({ field, theirs: their, yours: your }) => ({ label: productFieldLabels[field], theirs: their, yours: your }));

/** The fields the form changed since it loaded `loaded`: what "Apply my change on top" sends again. */
export const changedProductFields = (loaded: AdminProduct, yours: ProductFormValues): ProductField[] =>
  conflict.changedFields(productFields, productToForm(loaded), yours);

/** '{name or e-mail} changed this product at {time}.' */
export const whoChanged = (theirs: AdminProduct, formatTime?: (iso: string) => string): string => conflict.whoChanged(theirs, 'product', formatTime);

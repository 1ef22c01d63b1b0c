import {
  productCreateSchema,
  productUpdateSchema,
  type AdminProduct,
  type ProductCreate,
  type ProductUpdate,
} from '@local-seo/contracts';
import type { z } from 'zod';
import type { FieldErrors, FormCheck } from '../../lib/form-check';

/** The fields a switch edits; every other field is edited as text (number inputs give text too). */
type FlagField = 'show_on_all_cities' | 'active' | 'on_brand_site';
type TextField = Exclude<keyof ProductCreate, FlagField>;

/** What the Edit Product and create forms hold: the contract's fields as inputs hold them. */
export type ProductFormValues = Record<TextField, string> & Record<FlagField, boolean>;
export type ProductField = keyof ProductFormValues;
type ProductFieldErrors = FieldErrors<ProductField>;

/** The select choice stored as null (status and seasonal 'None', docs/behaviour/admin-back-office.md#products). */
export const noneChoice = 'none';

/** A new product: the create view's defaults (category Uncategorized, unit Metric Tonne). */
export const newProductForm: ProductFormValues = {
  product_name: '',
  description: '',
  category: 'Uncategorized',
  size_attributes: '',
  unit_type: 'Metric Tonne',
  customer_pricing: '',
  contractor_pricing: '',
  fob_price: '',
  from_price: '',
  brand_status: noneChoice,
  brand_product_name: '',
  product_url: '',
  priority: '1',
  ranking: '0',
  seasonal_availability: noneChoice,
  show_on_all_cities: false,
  active: true,
  aliases: '',
  on_brand_site: false,
};

/** Every field of the form, for the server's messages about them. */
export const productFields = Object.keys(newProductForm) as ProductField[];

/** The form of an existing product. */
export function productToForm(product: AdminProduct): ProductFormValues {
  return {
    product_name: product.product_name,
    description: product.description ?? '',
    category: product.category,
    size_attributes: product.size_attributes ?? '',
    unit_type: product.unit_type,
    customer_pricing: product.customer_pricing ?? '',
    contractor_pricing: product.contractor_pricing ?? '',
    fob_price: product.fob_price ?? '',
    from_price: product.from_price ?? '',
    brand_status: product.brand_status ?? noneChoice,
    brand_product_name: product.brand_product_name ?? '',
    product_url: product.product_url ?? '',
    priority: String(product.priority),
    ranking: String(product.ranking),
    seasonal_availability: product.seasonal_availability ?? noneChoice,
    show_on_all_cities: product.show_on_all_cities,
    active: product.active,
    aliases: product.aliases ?? '',
    on_brand_site: product.on_brand_site,
  };
}

/**
 * Runs the contract's own schema on the form, so the browser applies the server's rules
 * and messages: blank text, URL and 'none' become null, priority falls back to 1 and
 * ranking to 0 when not a number, money becomes exact decimal text.
 */
function check<Schema extends z.ZodType>(schema: Schema, values: ProductFormValues): FormCheck<z.output<Schema>, ProductField> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ProductFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) errors[field as ProductField] = issue.message;
  }
  return { ok: false, errors };
}

/** The body of POST /api/products, or the messages to show beside the fields. */
export const checkNewProduct = (values: ProductFormValues): FormCheck<ProductCreate, ProductField> => check(productCreateSchema, values);

/** The body of PATCH /api/products/{id}: every field, cleared ones as null. */
export const checkProductChange = (values: ProductFormValues): FormCheck<ProductUpdate, ProductField> => check(productUpdateSchema, values);

import { seasonalAvailabilities, type AdminProduct, type ProductCreate, type ProductUpdate, type TaxonomyKind } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { FormCheck } from '../../lib/form-check';
import { textFields } from '../../lib/text-fields';
import { useFormSubmit } from '../../lib/use-form-submit';
import { onlyChanged, useVersionedSave, type VersionedSave } from '../../lib/edit-conflict';
import { ConflictDialog, Dialog, FormActions, Input, saveOrCreateLabels, Select, Switch, Textarea, type SelectOption } from '../../ui';
import { taxonomyQueryOptions } from '../categories/queries';
import { changedProductFields, shownDifferences, whoChanged } from './product-conflict';
import {
  checkNewProduct,
  checkProductChange,
  newProductForm,
  noneChoice,
  productFields,
  productToForm,
  type ProductField,
  type ProductFormValues,
} from './product-form';
import { staleProductOf } from './queries';

/** A change names the version it is based on (If-Match): one based on an older version is refused, never applied over another's. */
export type ProductSave = VersionedSave<ProductCreate, ProductUpdate>;

interface ProductDialogProps {
  /** The product to edit; none for the create form. */
  product?: AdminProduct;
  brandName: string;
  onClose: () => void;
  /** Saves; a rejected ApiError's field details land under their fields. */
  onSave: (save: ProductSave) => Promise<unknown>;
}

/** Edit Product (with the product id) and Add Product: the same fields, rules and sections. */
export function ProductDialog({ product, brandName, onClose, onSave }: ProductDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="2xl"
      title={product ? 'Edit Product' : 'Add Product'}
      description={product ? `Product ID: ${product.id}` : 'A new product for the catalogue.'}
    >
      <ProductForm product={product} brandName={brandName} onSave={onSave} onCancel={onClose} />
    </Dialog>
  );
}

/** The names of a taxonomy kind as select options, keeping the current value even before the list loads. */
function useTaxonomyOptions(kind: TaxonomyKind, current: string): SelectOption[] {
  const names = useQuery(taxonomyQueryOptions(kind)).data?.map((entry) => entry.name) ?? [];
  const all = current && current !== noneChoice && !names.includes(current) ? [current, ...names] : names;
  return all.map((name) => ({ value: name, label: name }));
}

const noneOption: SelectOption = { value: noneChoice, label: 'None' };
const seasonOptions: SelectOption[] = [noneOption, ...seasonalAvailabilities.map((season) => ({ value: season, label: season }))];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="product-form__section">
      <legend className="product-form__legend">{title}</legend>
      <div className="product-form__grid">{children}</div>
    </fieldset>
  );
}

function ProductForm({ product, brandName, onSave, onCancel }: Omit<ProductDialogProps, 'onClose'> & { onCancel: () => void }) {
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productToForm(product) : newProductForm));
  const { base, theirs, save, reload } = useVersionedSave(product, staleProductOf, onSave);
  const { errors, saving, clearError, onSubmit } = useFormSubmit({ check: () => toSave(base, values), save, fields: productFields });
  const categories = useTaxonomyOptions('category', values.category);
  const unitTypes = useTaxonomyOptions('unit_type', values.unit_type);
  const statuses = [noneOption, ...useTaxonomyOptions('brand_status', values.brand_status)];

  const change = <K extends ProductField>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const text = textFields<Exclude<ProductField, 'show_on_all_cities' | 'active' | 'on_brand_site'>>(values, errors, change);
  const price = (field: 'customer_pricing' | 'contractor_pricing' | 'fob_price' | 'from_price') => ({
    ...text(field),
    type: 'number',
    min: 0,
    step: 0.01,
    inputMode: 'decimal' as const,
  });

  return (
    <form className="ui-form" noValidate onSubmit={onSubmit}>
      <Section title="Basic Information">
        <Input label="Product Name" required autoComplete="off" fieldClassName="product-form__wide" {...text('product_name')} data-autofocus />
        <Textarea label="Description" rows={3} fieldClassName="product-form__wide" {...text('description')} />
        <Input label="Customer Pricing (CAD)" {...price('customer_pricing')} />
        <Input label="Contractor Pricing (CAD)" {...price('contractor_pricing')} />
        <Input label="FOB Price (CAD)" {...price('fob_price')} />
        <Input label="From Price (CAD)" hint="Shown as 'from $...'; leave empty for none" {...price('from_price')} />
      </Section>
      <Section title="Categorization & Specifications">
        <Select label="Category" required options={categories} {...text('category')} />
        <Select label="Unit Type" required options={unitTypes} {...text('unit_type')} />
        <Input label="Size or Attributes" {...text('size_attributes')} />
        <Select label="Seasonal Availability" options={seasonOptions} {...text('seasonal_availability')} />
      </Section>
      <Section title={`${brandName} Integration`}>
        <Select label={`${brandName} Status`} options={statuses} {...text('brand_status')} />
        <Input label={`${brandName} Product Name`} {...text('brand_product_name')} />
        <Input label="Product URL" type="url" placeholder="https://" fieldClassName="product-form__wide" {...text('product_url')} />
        <Switch label={`On ${brandName} site`} checked={values.on_brand_site} onCheckedChange={(checked) => change('on_brand_site', checked)} />
      </Section>
      <Section title="SEO & Schema">
        <Input label="Priority" type="number" min={1} max={9999} step={1} hint="1 to 9999; lower shows first" {...text('priority')} />
        <Input label="Ranking" type="number" min={0} max={100} step={1} hint="0 to 100; higher comes first in the top-10 schema, 0 is not ranked" {...text('ranking')} />
        <Input label="Aliases" hint="Other names people search for, separated by commas" fieldClassName="product-form__wide" {...text('aliases')} />
      </Section>
      <Section title="Settings">
        <Switch label="Active" description="Inactive products are hidden from the public pages." checked={values.active} onCheckedChange={(checked) => change('active', checked)} />
        <Switch
          label="Show on all cities"
          description="Listed on every city page, whoever stocks it."
          checked={values.show_on_all_cities}
          onCheckedChange={(checked) => change('show_on_all_cities', checked)}
        />
      </Section>
      <FormActions {...saveOrCreateLabels(Boolean(product), 'Product')} busy={saving} onCancel={onCancel} />
      {base && theirs && (
        <ConflictDialog
          what="product"
          who={whoChanged(theirs)}
          differences={shownDifferences(theirs, values)}
          onReload={() => {
            reload(theirs);
            setValues(productToForm(theirs));
          }}
          onApplyOnTop={() => save({ kind: 'update', id: base.id, body: changesOnTop(base, values), basedOn: theirs.version })}
        />
      )}
    </form>
  );
}

/** The fields the form changed since it loaded `base`, as the contract takes them: sent again on top of their version. */
function changesOnTop(base: AdminProduct, values: ProductFormValues): ProductUpdate {
  const check = checkProductChange(values);
  if (!check.ok) return {};
  return onlyChanged(check.value, changedProductFields(base, values));
}

/** The create or the change the form asks for, or the messages to show. */
function toSave(product: AdminProduct | undefined, values: ProductFormValues): FormCheck<ProductSave, ProductField> {
  if (!product) {
    const check = checkNewProduct(values);
    return check.ok ? { ok: true, value: { kind: 'create', body: check.value } } : check;
  }
  const check = checkProductChange(values);
  return check.ok ? { ok: true, value: { kind: 'update', id: product.id, body: check.value, basedOn: product.version } } : check;
}

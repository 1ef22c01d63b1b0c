import type { SupplierLocationCreate, SupplierLocationUpdate, SupplierLocationView } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { onlyChanged, useVersionedForm, whoChanged, type VersionedSave } from '../../lib/edit-conflict';
import { textFields } from '../../lib/text-fields';
import { ConflictDialog, FormActions, Input, saveOrCreateLabels, Select, Switch, Textarea } from '../../ui';
import { recordDialog, type RecordFormProps } from '../../ui/record-dialog';
import { suppliersQueryOptions } from '../delivery/queries';
import { changedLocationFields, locationDifferences } from './location-conflict';
import { checkLocationForm, editLocationForm, locationFields, newLocationForm, type LocationField, type LocationFormValues } from './location-form';
import { staleLocationOf } from './queries';

/** A new location whole, or a change based on the version the form loaded (If-Match). */
export type LocationSave = VersionedSave<SupplierLocationCreate, SupplierLocationUpdate>;

/** Add Location and Edit {location}: the same fields and the catalog's rules. */
export const LocationDialog = recordDialog(LocationForm, {
  add: { title: 'Add Location', description: 'A yard or pit that delivers, with its contacts and delivery radius.' },
  edit: (location) => ({ title: `Edit ${location.location_name}`, description: 'Change the yard or pit, its contacts and its delivery radius.' }),
});

function LocationForm({ record: location, onSave, onCancel }: RecordFormProps<SupplierLocationView, LocationSave>) {
  const suppliers = useQuery(suppliersQueryOptions());
  const [values, setValues] = useState<LocationFormValues>(() => (location ? editLocationForm(location) : newLocationForm()));
  const { base, theirs, save, reload, errors, saving, clearError, onSubmit } = useVersionedForm(location, staleLocationOf, onSave, {
    check: () => checkLocationForm(values),
    fields: locationFields,
  });
  const supplierOptions = (suppliers.data ?? []).map((supplier) => ({ value: String(supplier.id), label: supplier.supplier_name }));
  const supplierName = (id: string) => supplierOptions.find((option) => option.value === id)?.label ?? id;
  /** The fields the form changed since it loaded `loaded`, sent again on top of their version. */
  const changesOnTop = (loaded: SupplierLocationView): SupplierLocationUpdate => {
    const check = checkLocationForm(values);
    return check.ok ? (onlyChanged(check.value, changedLocationFields(loaded, values)) as SupplierLocationUpdate) : ({} as SupplierLocationUpdate);
  };

  const change = <K extends LocationField>(field: K, value: LocationFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const textField = textFields<Exclude<LocationField, 'active'>>(values, errors, change);
  const text = (field: Exclude<LocationField, 'active'>) => ({ ...textField(field), disabled: saving });

  return (
    <form className="ui-form" aria-label="Supplier location" noValidate onSubmit={onSubmit}>
      <div className="ui-form-grid">
        <Input label="Location name" required autoComplete="off" placeholder="e.g. Barrie Yard" {...text('location_name')} data-autofocus />
        <Select
          label="Supplier"
          placeholder={suppliers.isPending ? 'Loading suppliers...' : 'No supplier'}
          options={supplierOptions}
          hint={suppliers.isError ? `The suppliers could not be loaded: ${suppliers.error.message}` : undefined}
          {...text('supplier_id')}
        />
        <Input label="Location type" placeholder="e.g. Yard, Pit" {...text('location_type')} />
        <Input label="Address" {...text('address')} />
        <Input label="City" {...text('city')} />
        <Input label="Province" {...text('province')} />
        <Input label="Postal code" {...text('postal_code')} />
        <Input label="Latitude" inputMode="decimal" placeholder="e.g. 44.3894" hint="The delivery calculator needs both coordinates" {...text('latitude')} />
        <Input label="Longitude" inputMode="decimal" placeholder="e.g. -79.6903" {...text('longitude')} />
        <Input label="Delivery radius (km)" inputMode="decimal" {...text('delivery_radius')} />
        <Input label="Phone" type="tel" {...text('phone_number')} />
        <Input label="Email" type="email" {...text('email')} />
        <Input label="Dispatch phone" type="tel" {...text('dispatch_phone')} />
        <Input label="Dispatch email" type="email" {...text('dispatch_email')} />
        <Input label="Sales contact" {...text('sales_contact')} />
        <Input label="Sales phone" type="tel" {...text('sales_phone')} />
        <Input label="Sales email" type="email" {...text('sales_email')} />
      </div>
      <Textarea label="Hours of operation" rows={2} {...text('hours_of_operation')} />
      <Textarea label="Notes" rows={3} {...text('notes')} />
      <Switch
        label="Active"
        description="Only active locations deliver (the delivery calculator and the city pages)."
        checked={values.active}
        disabled={saving}
        onCheckedChange={(checked) => change('active', checked)}
      />
      <FormActions {...saveOrCreateLabels(Boolean(location), 'Location')} busy={saving} onCancel={onCancel} />
      {base && theirs && (
        <ConflictDialog
          what="location"
          who={whoChanged(theirs, 'location')}
          differences={locationDifferences(theirs, values, supplierName)}
          onReload={() => {
            reload(theirs);
            setValues(editLocationForm(theirs));
          }}
          onApplyOnTop={() => save({ kind: 'update', id: base.id, body: changesOnTop(base), basedOn: theirs.version })}
        />
      )}
    </form>
  );
}

import type { SupplierLocationView } from '@local-seo/contracts';
import * as conflict from '../../lib/edit-conflict';
import type { ShownDifference } from '../../ui';
import { editLocationForm, locationFields, type LocationField, type LocationFormValues } from './location-form';

/**
 * What the conflict dialog tells when a location save was refused for being based on an
 * older version (docs/behaviour/admin-back-office.md#edits-that-cannot-overwrite-each-other).
 */

/** The words of each field, as its label in the form. */
const locationFieldLabels: Record<LocationField, string> = {
  location_name: 'Location name',
  supplier_id: 'Supplier',
  location_type: 'Location type',
  address: 'Address',
  city: 'City',
  province: 'Province',
  postal_code: 'Postal code',
  latitude: 'Latitude',
  longitude: 'Longitude',
  delivery_radius: 'Delivery radius (km)',
  phone_number: 'Phone',
  email: 'Email',
  dispatch_phone: 'Dispatch phone',
  dispatch_email: 'Dispatch email',
  sales_contact: 'Sales contact',
  sales_phone: 'Sales phone',
  sales_email: 'Sales email',
  hours_of_operation: 'Hours of operation',
  notes: 'Notes',
  active: 'Active',
};

/** The fields where their version and the form differ, labelled for the dialog (the supplier by its name). */
export function locationDifferences(theirs: SupplierLocationView, yours: LocationFormValues, supplierName: (id: string) => string): ShownDifference[] {
  const named = (field: LocationField, value: string) => (field === 'supplier_id' && value !== '(none)' ? supplierName(value) : value);
  return conflict
    .differingFields(locationFields, editLocationForm(theirs), yours)
    .map(({ field, theirs: their, yours: your }) => ({ label: locationFieldLabels[field], theirs: named(field, their), yours: named(field, your) }));
}

/** The fields the form changed since it loaded `loaded`: what "Apply my change on top" sends again. */
export const changedLocationFields = (loaded: SupplierLocationView, yours: LocationFormValues): LocationField[] =>
  conflict.changedFields(locationFields, editLocationForm(loaded), yours);

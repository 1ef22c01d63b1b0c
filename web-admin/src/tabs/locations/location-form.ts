import { supplierLocationCreateSchema, type SupplierLocationCreate, type SupplierLocationView } from '@local-seo/contracts';
import { firstMessages, issuesOf, sameNamed, type FormCheck } from '../../lib/form-check';

/** The fields the location form edits, as the inputs hold them (text, a supplier id as text, and the active flag). */
export interface LocationFormValues {
  location_name: string;
  supplier_id: string;
  location_type: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: string;
  longitude: string;
  delivery_radius: string;
  phone_number: string;
  email: string;
  dispatch_phone: string;
  dispatch_email: string;
  sales_contact: string;
  sales_phone: string;
  sales_email: string;
  hours_of_operation: string;
  notes: string;
  active: boolean;
}

export type LocationField = keyof LocationFormValues;
type TextField = Exclude<LocationField, 'active'>;

const blank: LocationFormValues = {
  location_name: '',
  supplier_id: '',
  location_type: '',
  address: '',
  city: '',
  province: '',
  postal_code: '',
  latitude: '',
  longitude: '',
  delivery_radius: '',
  phone_number: '',
  email: '',
  dispatch_phone: '',
  dispatch_email: '',
  sales_contact: '',
  sales_phone: '',
  sales_email: '',
  hours_of_operation: '',
  notes: '',
  active: true,
};

export const locationFields = Object.keys(blank) as LocationField[];

/** A new location: active, every other field empty. */
export const newLocationForm = (): LocationFormValues => ({ ...blank });

/** A location as the form shows it: what is not set is an empty field. */
export function editLocationForm(location: SupplierLocationView): LocationFormValues {
  const values = { ...blank, active: location.active };
  for (const field of locationFields) {
    if (field === 'active') continue;
    const value = location[field];
    values[field as TextField] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/**
 * Checks the form with the contracts' supplierLocationCreateSchema, the rules and
 * words the catalog applies ('Location name is required', 'Latitude must be between
 * -90 and 90'), and answers what to send: every field, a blank one as null (so a
 * cleared field is cleared on the server too).
 */
export function checkLocationForm(values: LocationFormValues): FormCheck<SupplierLocationCreate, LocationField> {
  const input: Record<string, unknown> = { active: values.active };
  for (const field of locationFields) {
    if (field === 'active') continue;
    const text = values[field].trim();
    input[field] = text === '' ? null : field === 'supplier_id' ? Number(text) : text;
  }
  const result = supplierLocationCreateSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: firstMessages(issuesOf(result.error), sameNamed(locationFields)) };
}

import type { RawSupplier, SupplierLocationCreate, SupplierLocationView, SupplierView } from '@local-seo/contracts';
import { nameKey } from '../domain/index.js';
import type { Prisma } from '../generated/prisma/client.js';

export const supplierInclude = { _count: { select: { locations: true } } } as const satisfies Prisma.SupplierInclude;
type SupplierWithCount = Prisma.SupplierGetPayload<{ include: typeof supplierInclude }>;

export function toSupplierView(supplier: SupplierWithCount): SupplierView {
  return {
    id: supplier.id,
    supplier_name: supplier.supplierName,
    address: supplier.address,
    phone_number: supplier.phoneNumber,
    email: supplier.email,
    hours_of_operation: supplier.hoursOfOperation,
    supplier_locations: supplier.supplierLocations,
    trucks: supplier.trucks,
    supplier_locations_2: supplier.supplierLocations2,
    added_to_v2: supplier.addedToV2,
    asked_for_2025_price_list: supplier.askedFor2025PriceList,
    location_count: supplier._count.locations,
    created_at: supplier.createdAt.toISOString(),
    updated_at: supplier.updatedAt.toISOString(),
  };
}

export const toRawSupplier = (supplier: SupplierView): RawSupplier => ({
  id: supplier.id,
  supplier_name: supplier.supplier_name,
  address: supplier.address,
  phone_number: supplier.phone_number,
  added_to_v2: supplier.added_to_v2,
});

export const locationInclude = {
  supplier: { select: { supplierName: true } },
  _count: { select: { products: true } },
} as const satisfies Prisma.SupplierLocationInclude;
type LocationWithRefs = Prisma.SupplierLocationGetPayload<{ include: typeof locationInclude }>;

const decimal = (value: Prisma.Decimal | null) => (value === null ? null : value.toFixed(2));

export function toLocationView(location: LocationWithRefs): SupplierLocationView {
  return {
    id: location.id,
    supplier_id: location.supplierId,
    supplier_name: location.supplier?.supplierName ?? null,
    location_name: location.locationName,
    address: location.address,
    city: location.city,
    province: location.province,
    postal_code: location.postalCode,
    latitude: location.latitude?.toNumber() ?? null,
    longitude: location.longitude?.toNumber() ?? null,
    phone_number: location.phoneNumber,
    email: location.email,
    dispatch_email: location.dispatchEmail,
    dispatch_phone: location.dispatchPhone,
    sales_email: location.salesEmail,
    sales_contact: location.salesContact,
    sales_phone: location.salesPhone,
    hours_of_operation: location.hoursOfOperation,
    location_type: location.locationType,
    added_to_v2: location.addedToV2,
    pricing_requested_2025: location.pricingRequested2025,
    pit_status: location.pitStatus,
    brand_status: location.brandStatus,
    shipping_drive_time_multiplier: decimal(location.shippingDriveTimeMultiplier),
    minimum_units: decimal(location.minimumUnits),
    fuel_surcharge: decimal(location.fuelSurcharge),
    delivery_radius: decimal(location.deliveryRadius),
    products_at_location: location.productsAtLocation,
    product_names: location.productNames,
    notes: location.notes,
    map_cache: location.mapCache,
    active: location.active,
    product_count: location._count.products,
    created_at: location.createdAt.toISOString(),
    updated_at: location.updatedAt.toISOString(),
    version: location.version,
    // Stored from the gateway's actor header, which was parsed before it was written.
    updated_by: (location.updatedBy as SupplierLocationView['updated_by']) ?? null,
  };
}

/** HTTP field → Prisma field, for every location field an admin or an import writes. */
const locationFieldNames = {
  supplier_id: 'supplierId',
  location_name: 'locationName',
  address: 'address',
  city: 'city',
  province: 'province',
  postal_code: 'postalCode',
  latitude: 'latitude',
  longitude: 'longitude',
  phone_number: 'phoneNumber',
  email: 'email',
  dispatch_email: 'dispatchEmail',
  dispatch_phone: 'dispatchPhone',
  sales_email: 'salesEmail',
  sales_contact: 'salesContact',
  sales_phone: 'salesPhone',
  hours_of_operation: 'hoursOfOperation',
  location_type: 'locationType',
  added_to_v2: 'addedToV2',
  pricing_requested_2025: 'pricingRequested2025',
  pit_status: 'pitStatus',
  brand_status: 'brandStatus',
  shipping_drive_time_multiplier: 'shippingDriveTimeMultiplier',
  minimum_units: 'minimumUnits',
  fuel_surcharge: 'fuelSurcharge',
  delivery_radius: 'deliveryRadius',
  products_at_location: 'productsAtLocation',
  product_names: 'productNames',
  notes: 'notes',
  map_cache: 'mapCache',
  active: 'active',
} as const satisfies Record<keyof SupplierLocationCreate, keyof Prisma.SupplierLocationUncheckedCreateInput>;

/** The Prisma data of a validated body or import row: only the fields it carries. */
export function toLocationData(input: Partial<SupplierLocationCreate>): Prisma.SupplierLocationUncheckedUpdateInput {
  const data: Record<string, unknown> = {};
  for (const [httpName, prismaName] of Object.entries(locationFieldNames)) {
    const value = input[httpName as keyof SupplierLocationCreate];
    if (value !== undefined) data[prismaName] = value;
  }
  if (typeof input.location_name === 'string') data.nameKey = nameKey(input.location_name);
  return data as Prisma.SupplierLocationUncheckedUpdateInput;
}

/** Fields whose change can change where a location delivers. */
export const coverageFields = ['latitude', 'longitude', 'delivery_radius', 'active'] as const;

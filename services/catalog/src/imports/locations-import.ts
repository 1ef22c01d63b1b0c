import { catalogFields as f, locationsChanged, supplierLocationCreateSchema, type SupplierLocationCreate } from '@local-seo/contracts';
import type { CsvRow } from '@local-seo/service-kit';
import { z } from 'zod';
import { refreshCoverageOfLocations } from '../availability/coverage.js';
import { markCitiesStale } from '../availability/stale.js';
import type { Tx } from '../data/db.js';
import { coverageFields, locationInclude, toLocationData, toLocationView } from '../data/supplier-mapping.js';
import { mergeIncoming, nameKey, parseFlag } from '../domain/index.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { ImportDefinition } from './definition.js';
import { SeenInFile } from './seen-in-file.js';
import type { Refuse } from './run-import.js';

type LocationField = Exclude<keyof SupplierLocationCreate, 'supplier_id'>;
type LocationValues = { [K in LocationField]: SupplierLocationCreate[K] | null };

/** The fields a file's columns fill, in the order the service's README lists them (CSV imports). */
const importedFields: readonly LocationField[] = [
  'location_name', 'address', 'city', 'province', 'postal_code', 'latitude', 'longitude',
  'phone_number', 'email', 'dispatch_email', 'dispatch_phone', 'sales_email', 'sales_contact', 'sales_phone', 'hours_of_operation',
  'location_type', 'added_to_v2', 'pricing_requested_2025', 'pit_status', 'brand_status',
  'shipping_drive_time_multiplier', 'minimum_units', 'fuel_surcharge', 'delivery_radius', 'products_at_location', 'product_names', 'notes', 'active',
];

/** Other headers a file may give a column, besides its own and the field's name. */
const headerAliases: Partial<Record<LocationField, string[]>> = {
  location_name: ['Location'],
  latitude: ['Lat'],
  longitude: ['Lng', 'Long'],
  phone_number: ['Phone'],
  hours_of_operation: ['Hours'],
  delivery_radius: ['Delivery Radius (km)', 'Radius'],
};

const smallWords = new Set(['of', 'to', 'at']);

/** A field's column header: its words capitalised but for the small ones ('hours_of_operation' → 'Hours of Operation'). */
const headerOf = (field: string) =>
  field
    .split('_')
    .map((word, i) => (i > 0 && smallWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

/** Column header → field, in the README's order (CSV imports and the list export). */
export const locationImportFields: ReadonlyArray<{ column: string; field: LocationField; aliases?: string[] }> = importedFields.map((field) => ({
  column: headerOf(field),
  field,
  aliases: headerAliases[field],
}));

const activeCell = z.string().transform((cell, ctx) => {
  const flag = parseFlag(cell);
  if (flag === null) {
    ctx.addIssue({ code: 'custom', message: 'Active must be yes or no (or true/false)' });
    return z.NEVER;
  }
  return flag ?? null;
});

/** The same rule per field as the JSON body, keyed by the column's header so refusals name it. */
const rowSchema = z
  .object({
    'Supplier Name': f.optionalText('Supplier Name', 255),
    ...Object.fromEntries(
      locationImportFields.map(({ column, field }) => [column, field === 'active' ? activeCell : supplierLocationCreateSchema.shape[field]]),
    ),
  })
  .transform((parsed) => {
    const r = parsed as Record<string, unknown>;
    return {
      supplier: (r['Supplier Name'] as string | null | undefined) ?? null,
      values: Object.fromEntries(locationImportFields.map(({ column, field }) => [field, r[column] ?? null])) as LocationValues,
    };
  });
type LocationRow = z.output<typeof rowSchema>;

/** The ids of the suppliers named, created when new; each is marked as imported into V2. */
async function suppliersNamed(tx: Tx, names: string[]): Promise<Map<string, number>> {
  const byKey = new Map(names.map((name) => [nameKey(name), name]));
  if (byKey.size === 0) return new Map();
  await tx.$executeRawUnsafe(
    `INSERT INTO suppliers (supplier_name, name_key, added_to_v2, updated_at)
     SELECT name, key, 'checked', now() FROM unnest($1::text[], $2::text[]) AS v(name, key)
     ON CONFLICT (name_key) DO UPDATE SET added_to_v2 = 'checked', updated_at = now()
     WHERE suppliers.added_to_v2 IS DISTINCT FROM 'checked'`,
    [...byKey.values()],
    [...byKey.keys()],
  );
  const rows = await tx.$queryRawUnsafe<{ id: number; name_key: string }[]>(
    `SELECT id, name_key FROM suppliers WHERE name_key = ANY($1::text[])`,
    [...byKey.keys()],
  );
  return new Map(rows.map((r) => [r.name_key, r.id]));
}

/**
 * Supplier locations by supplier and location name: new ones created, known ones
 * updated with the file's non-empty cells. Where a location delivers is
 * recomputed for the ones whose place, radius or activity changed.
 */
export const supplierLocationsImport: ImportDefinition<LocationRow> = {
  type: 'supplier-locations',
  label: 'Supplier locations',
  columns: [
    { name: 'Supplier Name', aliases: ['Supplier', 'supplier_name'] },
    ...locationImportFields.map((c) => ({ name: c.column, required: c.field === 'location_name', aliases: [c.field, ...(c.aliases ?? [])] })),
  ],
  sample: [
    {
      'Supplier Name': 'Simcoe Aggregates',
      'Location Name': 'Barrie Yard',
      Address: '220 Ferndale Dr N',
      City: 'Barrie',
      Province: 'Ontario',
      'Postal Code': 'L4N 9V9',
      Latitude: '44.3894',
      Longitude: '-79.6903',
      'Phone Number': '705-555-0142',
      'Dispatch Email': 'dispatch@simcoe-aggregates.example',
      'Hours of Operation': 'Mon-Fri 7:00-17:00',
      'Location Type': 'Yard',
      'Pit Status': 'Open',
      'Shipping Drive Time Multiplier': '1.15',
      'Minimum Units': '3',
      'Fuel Surcharge': '25.00',
      'Delivery Radius': '60',
      Active: 'yes',
    },
  ],

  async start({ tx, emit, source }) {
    const seen = new SeenInFile();
    const counts = { created: 0, updated: 0, unchanged: 0 };

    async function writeBatch(rows: CsvRow<LocationRow>[], refuse: Refuse) {
      const suppliers = await suppliersNamed(tx, rows.flatMap((r) => (r.value.supplier ? [r.value.supplier] : [])));
      const fresh: { supplierId: number | null; values: LocationValues }[] = [];
      const supplierOf = (supplier: string | null) => (supplier === null ? null : suppliers.get(nameKey(supplier))!);
      const firstLines = seen.firstLines(
        rows.map(({ line, value }) => ({ key: `${supplierOf(value.supplier) ?? 0}|${nameKey(value.values.location_name!)}`, line })),
      );
      for (const [i, { line, value }] of rows.entries()) {
        const supplierId = supplierOf(value.supplier);
        const first = firstLines[i];
        if (first !== undefined) refuse(line, 'Location Name', `"${value.values.location_name}" of this supplier is already on line ${first} of this file`);
        else fresh.push({ supplierId, values: value.values });
      }
      const stored = await tx.supplierLocation.findMany({
        where: { nameKey: { in: fresh.map((r) => nameKey(r.values.location_name!)) } },
        include: locationInclude,
        orderBy: { id: 'asc' },
      });
      const changedIds: number[] = [];
      const moved: number[] = [];
      const creates: Prisma.SupplierLocationCreateManyInput[] = [];
      for (const { supplierId, values } of fresh) {
        const match = stored.find((l) => l.supplierId === supplierId && l.nameKey === nameKey(values.location_name!));
        if (!match) {
          creates.push({ ...(toLocationData({ ...stripNulls(values), supplier_id: supplierId }) as Prisma.SupplierLocationCreateManyInput) });
          continue;
        }
        const view = toLocationView(match);
        const current = Object.fromEntries(locationImportFields.map(({ field }) => [field, view[field]])) as LocationValues;
        const merged = mergeIncoming<LocationValues>(current, values);
        if (merged.changed.length === 0) {
          counts.unchanged++;
          continue;
        }
        const change = Object.fromEntries(merged.changed.map((field) => [field, merged.values[field]]));
        await tx.supplierLocation.update({ where: { id: match.id }, data: toLocationData(change) });
        counts.updated++;
        changedIds.push(match.id);
        if (merged.changed.some((field) => (coverageFields as readonly string[]).includes(field))) moved.push(match.id);
      }
      const created = await tx.supplierLocation.createManyAndReturn({ data: creates, select: { id: true } });
      counts.created += created.length;
      changedIds.push(...created.map((c) => c.id));
      moved.push(...created.map((c) => c.id));
      await markCitiesStale(tx, await refreshCoverageOfLocations(tx, moved));
      if (changedIds.length > 0) emit(locationsChanged.create({ locationIds: changedIds, reason: 'imported' }, source));
    }

    return { row: rowSchema, writeBatch, finish: async () => counts };
  },
};

const stripNulls = (values: LocationValues): Partial<SupplierLocationCreate> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as Partial<SupplierLocationCreate>;

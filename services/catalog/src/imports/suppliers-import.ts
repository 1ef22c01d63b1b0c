import { catalogFields as f } from '@local-seo/contracts';
import type { CsvRow } from '@local-seo/service-kit';
import { z } from 'zod';
import { mergeIncoming, nameKey } from '../domain/index.js';
import { bulkInsert, bulkUpdate, type BulkColumn } from './bulk.js';
import type { ImportDefinition } from './definition.js';
import { SeenInFile } from './seen-in-file.js';
import type { Refuse } from './run-import.js';

interface SupplierValues {
  supplier_name: string;
  address: string | null;
  phone_number: string | null;
  email: string | null;
  hours_of_operation: string | null;
  supplier_locations: string | null;
  trucks: string | null;
  supplier_locations_2: string | null;
  added_to_v2: string | null;
  asked_for_2025_price_list: string | null;
}

/** Column header → stored field, in the order the service's README lists them (CSV imports). */
const fields: ReadonlyArray<{ column: string; field: keyof SupplierValues; max?: number; aliases: string[] }> = [
  { column: 'Supplier Name', field: 'supplier_name', max: 255, aliases: ['Supplier', 'Name', 'supplier_name'] },
  { column: 'Address', field: 'address', aliases: ['address'] },
  { column: 'Phone Number', field: 'phone_number', max: 100, aliases: ['Phone', 'phone_number'] },
  { column: 'Email', field: 'email', max: 255, aliases: ['E-mail', 'email'] },
  { column: 'Hours of Operation', field: 'hours_of_operation', aliases: ['Hours', 'hours_of_operation'] },
  { column: 'Supplier Locations', field: 'supplier_locations', aliases: ['Locations', 'supplier_locations'] },
  { column: 'Trucks', field: 'trucks', max: 255, aliases: ['trucks'] },
  { column: 'Supplier Locations 2', field: 'supplier_locations_2', aliases: ['supplier_locations_2'] },
  { column: 'Added to V2', field: 'added_to_v2', max: 50, aliases: ['added_to_v2'] },
  { column: 'Asked for 2025 Price List', field: 'asked_for_2025_price_list', max: 50, aliases: ['asked_for_2025_price_list'] },
];

const writtenColumns: BulkColumn<SupplierValues>[] = [
  ...fields.map((c): BulkColumn<SupplierValues> => ({ name: c.field, type: 'text', value: (s) => s[c.field] })),
  { name: 'name_key', type: 'text', value: (s) => nameKey(s.supplier_name) },
];

/** The supplier upload (raw suppliers): one row per supplier, matched by name. */
export const suppliersImport: ImportDefinition<SupplierValues> = {
  type: 'suppliers',
  label: 'Suppliers',
  columns: fields.map((c) => ({ name: c.column, required: c.field === 'supplier_name', aliases: c.aliases })),
  sample: [
    {
      'Supplier Name': 'Simcoe Aggregates',
      Address: '220 Ferndale Dr N, Barrie, ON L4N 9V9',
      'Phone Number': '705-555-0142',
      Email: 'dispatch@simcoe-aggregates.example',
      'Hours of Operation': 'Mon-Fri 7:00-17:00; Sat 8:00-12:00',
      'Supplier Locations': 'Barrie; Orillia',
      Trucks: '4 tandems, 1 tri-axle',
      'Supplier Locations 2': '',
      'Added to V2': '',
      'Asked for 2025 Price List': 'yes',
    },
  ],

  async start({ tx }) {
    const seen = new SeenInFile();
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const row = z
      .object(
        Object.fromEntries(
          fields.map((c) => [
            c.column,
            c.field === 'supplier_name' ? f.requiredText('Supplier name is required', c.column, 255) : f.optionalText(c.column, c.max),
          ]),
        ),
      )
      .transform((r) => Object.fromEntries(fields.map((c) => [c.field, r[c.column] ?? null])) as unknown as SupplierValues);

    async function writeBatch(rows: CsvRow<SupplierValues>[], refuse: Refuse) {
      const fresh: SupplierValues[] = [];
      const firstLines = seen.firstLines(rows.map(({ line, value }) => ({ key: nameKey(value.supplier_name), line })));
      for (const [i, { line, value }] of rows.entries()) {
        const first = firstLines[i];
        if (first !== undefined) refuse(line, 'Supplier Name', `"${value.supplier_name}" is already on line ${first} of this file`);
        else fresh.push(value);
      }
      const stored = await tx.$queryRawUnsafe<(SupplierValues & { id: number; name_key: string })[]>(
        `SELECT id, name_key, ${fields.map((c) => c.field).join(', ')} FROM suppliers WHERE name_key = ANY($1::text[])`,
        fresh.map((s) => nameKey(s.supplier_name)),
      );
      const byKey = new Map(stored.map((s) => [s.name_key, s]));
      const creates: SupplierValues[] = [];
      const updates: (SupplierValues & { id: number })[] = [];
      for (const value of fresh) {
        const match = byKey.get(nameKey(value.supplier_name));
        if (!match) {
          creates.push(value);
          continue;
        }
        const { id, name_key: _key, ...current } = match;
        const merged = mergeIncoming<SupplierValues>(current, value);
        if (merged.changed.length === 0) counts.unchanged++;
        else updates.push({ id, ...merged.values });
      }
      counts.created += (await bulkInsert(tx, 'suppliers', writtenColumns, creates)).length;
      await bulkUpdate(tx, 'suppliers', (s) => s.id, writtenColumns, updates);
      counts.updated += updates.length;
    }

    return { row, writeBatch, finish: async () => counts };
  },
};

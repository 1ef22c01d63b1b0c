import { catalogFields as f, locationsChanged } from '@local-seo/contracts';
import type { CsvRow } from '@local-seo/service-kit';
import { z } from 'zod';
import { citiesOfLocations, markCitiesStale } from '../availability/stale.js';
import { inChunks } from '../data/db.js';
import { nameKey } from '../domain/index.js';
import type { ImportDefinition } from './definition.js';
import { productNameColumn, productsByName, unknownProduct } from './product-lookup.js';
import type { Refuse } from './run-import.js';

interface StockRow {
  location: string;
  supplier: string | null;
  product: string;
}

/**
 * Which products each supplier location carries: one row per location and
 * product. Links are added, never removed (a location's list can be replaced
 * with PUT /api/supplier-locations/:id/products); a link already there is unchanged.
 */
export const brandProductsImport: ImportDefinition<StockRow> = {
  type: 'brand-products',
  label: 'Brand products (location data)',
  columns: [
    { name: 'Location Name', required: true, aliases: ['Location', 'Supplier Location', 'location_name'] },
    productNameColumn,
    { name: 'Supplier Name', aliases: ['Supplier', 'supplier_name'] },
  ],
  sample: [
    { 'Location Name': 'Barrie Yard', Product: 'Premium Triple Mix', 'Supplier Name': 'Simcoe Aggregates' },
    { 'Location Name': 'Barrie Yard', Product: '3/4" Clear Stone', 'Supplier Name': 'Simcoe Aggregates' },
  ],

  async start({ tx, emit, source }) {
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const changedLocations = new Set<number>();

    const row = z
      .object({
        'Location Name': f.requiredText('Location name is required', 'Location Name', 255),
        Product: f.requiredText('Product name is required', 'Product', 255),
        'Supplier Name': f.optionalText('Supplier Name', 255),
      })
      .transform((r): StockRow => ({ location: r['Location Name'], supplier: r['Supplier Name'] ?? null, product: r.Product }));

    async function writeBatch(rows: CsvRow<StockRow>[], refuse: Refuse) {
      const locations = await tx.$queryRawUnsafe<{ id: number; name_key: string; supplier_key: string | null }[]>(
        `SELECT l.id, l.name_key, s.name_key AS supplier_key FROM supplier_locations l
         LEFT JOIN suppliers s ON s.id = l.supplier_id WHERE l.name_key = ANY($1::text[])`,
        [...new Set(rows.map((r) => nameKey(r.value.location)))],
      );
      const products = await productsByName(tx, rows.map((r) => nameKey(r.value.product)));
      const pairs: { row: number; location: number; product: number }[] = [];
      rows.forEach(({ line, value }, index) => {
        const supplierKey = value.supplier === null ? null : nameKey(value.supplier);
        const candidates = locations.filter(
          (l) => l.name_key === nameKey(value.location) && (supplierKey === null || l.supplier_key === supplierKey),
        );
        const carried = products.get(nameKey(value.product));
        if (candidates.length === 0) {
          const of = value.supplier === null ? '' : ` of supplier "${value.supplier}"`;
          refuse(line, 'Location Name', `No supplier location named "${value.location}"${of}`);
        } else if (candidates.length > 1) {
          refuse(line, 'Location Name', `Several supplier locations are named "${value.location}"; add the Supplier Name column to tell them apart`);
        } else if (!carried) {
          refuse(line, 'Product', unknownProduct(value.product));
        } else {
          for (const product of carried) pairs.push({ row: index, location: candidates[0]!.id, product: product.id });
        }
      });
      if (pairs.length === 0) return;
      const inserted = await tx.$queryRawUnsafe<{ location_id: number; product_id: number }[]>(
        `INSERT INTO location_products (location_id, product_id)
         SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING RETURNING location_id, product_id`,
        pairs.map((p) => p.location),
        pairs.map((p) => p.product),
      );
      const added = new Set(inserted.map((i) => `${i.location_id}:${i.product_id}`));
      for (const i of inserted) changedLocations.add(i.location_id);
      const rowsWithNewLinks = new Set(pairs.filter((p) => added.has(`${p.location}:${p.product}`)).map((p) => p.row));
      const rowsLinked = new Set(pairs.map((p) => p.row));
      counts.created += rowsWithNewLinks.size;
      counts.unchanged += rowsLinked.size - rowsWithNewLinks.size;
    }

    return {
      row,
      writeBatch,
      async finish() {
        const ids = [...changedLocations];
        await inChunks(ids, 1000, async (chunk) => {
          emit(locationsChanged.create({ locationIds: chunk, reason: 'stock-imported' }, source));
          await markCitiesStale(tx, await citiesOfLocations(tx, chunk));
        });
        return counts;
      },
    };
  },
};

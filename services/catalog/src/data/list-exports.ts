import { csvPages, type CsvCell } from '@local-seo/service-kit';
import type { Tx } from './db.js';
import { locationImportFields } from '../imports/locations-import.js';
import { answerSql, productColumns, taxonomyColumns, taxonomyJoin } from './product-columns.js';
import { locationInclude, toLocationView } from './supplier-mapping.js';

/**
 * The catalog's lists as CSV downloads, in the columns of their imports, so an exported
 * file imports again unchanged: each cell as the import reads it (money as exact text,
 * taxonomy entries by name, empty for null).
 */
export interface ListExport {
  filename: string;
  header: readonly string[];
  pages(db: Tx): AsyncIterable<(readonly CsvCell[])[]>;
}

const exportedProductColumns = productColumns.filter((c) => c.csv !== undefined);
const productCells = exportedProductColumns.map((c) => `(${c.taxonomy ? `${c.taxonomy.alias}.name` : answerSql(c)})::text`).join(', ');

export const productsExport: ListExport = {
  filename: 'products.csv',
  header: exportedProductColumns.map((c) => c.csv!.header),
  pages: (db) =>
    csvPages({
      read: (after: number | undefined, limit) =>
        db.$queryRawUnsafe<{ id: number; cells: (string | null)[] }[]>(
          `SELECT p.id, ARRAY[${productCells}] AS cells
             FROM products p ${taxonomyColumns.map(taxonomyJoin).join(' ')}
            WHERE p.id > $1 ORDER BY p.id LIMIT $2`,
          after ?? 0,
          limit,
        ),
      key: (row) => row.id,
      cells: (row) => row.cells,
    }),
};

export const supplierLocationsExport: ListExport = {
  filename: 'supplier-locations.csv',
  header: ['Supplier Name', ...locationImportFields.map((c) => c.column)],
  pages: (db) =>
    csvPages({
      read: (after: number | undefined, limit) =>
        db.supplierLocation.findMany({ where: { id: { gt: after ?? 0 } }, orderBy: { id: 'asc' }, take: limit, include: locationInclude }),
      key: (location) => location.id,
      cells: (location) => {
        const view = toLocationView(location);
        return [view.supplier_name, ...locationImportFields.map(({ field }) => view[field])];
      },
    }),
};

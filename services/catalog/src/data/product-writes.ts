import { badRequest, conflict } from '@local-seo/service-kit';
import type { ProductUpdate } from '@local-seo/contracts';
import type { Sql } from '../db.js';
import { nameKey } from '../domain/index.js';
import type { ProductRefs } from './product-mapping.js';
import { findTaxonomy, type TaxonomyRecord } from './taxonomy.js';

/** The category, unit type and brand status a body names, which must exist (decision 4). */
export async function resolveProductRefs(tx: Sql, input: Pick<ProductUpdate, 'category' | 'unit_type' | 'brand_status'>): Promise<ProductRefs> {
  const refs: ProductRefs = {};
  if (input.category !== undefined) {
    const category = await findTaxonomy(tx, 'category', input.category);
    if (!category) throw unknown('category', `Category "${input.category}" does not exist; create it in the Categories tab first`);
    refs.category = category;
  }
  if (input.unit_type !== undefined) {
    const unitType = await findTaxonomy(tx, 'unit_type', input.unit_type);
    if (!unitType) throw unknown('unit_type', `Unit type "${input.unit_type}" does not exist; create it first`);
    refs.unit_type = unitType;
  }
  if (input.brand_status === null) refs.brand_status = null;
  else if (input.brand_status !== undefined) {
    const status = await findTaxonomy(tx, 'brand_status', input.brand_status);
    if (!status) {
      const names = await tx.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM brand_statuses ORDER BY id`);
      throw unknown('brand_status', `Brand status must be one of: none, ${names.map((n) => n.name).join(', ')}`);
    }
    refs.brand_status = status;
  }
  return refs;
}

const unknown = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** The same product twice in a category is what consolidation exists to undo: refuse it up front. */
export async function assertNotDuplicate(tx: Sql, name: string, category: TaxonomyRecord, exceptId?: number): Promise<void> {
  const [twin] = await tx.$queryRawUnsafe<{ id: number }[]>(
    `SELECT id FROM products WHERE name_key = $1 AND category_id = $2 AND id <> $3 LIMIT 1`,
    nameKey(name),
    category.id,
    exceptId ?? 0,
  );
  if (twin) throw conflict(`A product named "${name}" already exists in category "${category.name}" (id ${twin.id})`);
}

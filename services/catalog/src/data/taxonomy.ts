import { taxonomyChanged, taxonomyLabels, type EventEnvelope, type TaxonomyEntry, type TaxonomyKind } from '@local-seo/contracts';
import { badRequest, conflict, notFound } from '@local-seo/service-kit';
import type { Catalog } from './catalog.js';
import type { Sql } from './db.js';
import { cleanCategoryName, collapseWhitespace, nameKey } from '../domain/index.js';
import { taxonomyColumns } from './product-columns.js';

/** Where each kind lives, and the products' column that points to it; fixed names, never taken from a request. */
const tables = Object.fromEntries(taxonomyColumns.map((c) => [c.taxonomy.kind, { table: c.taxonomy.table, productColumn: c.column }])) as Record<
  TaxonomyKind,
  { table: string; productColumn: string }
>;

export interface TaxonomyRecord {
  id: number;
  name: string;
}

/** A name as stored: categories lose their quotes (as the public pages show them); all are trimmed. */
export const tidyTaxonomyName = (kind: TaxonomyKind, name: string) =>
  kind === 'category' ? cleanCategoryName(name) : collapseWhitespace(name);

/** Every entry of a kind with its product count and up to 3 recent product names. */
export async function listTaxonomy(db: Sql, kind: TaxonomyKind): Promise<TaxonomyEntry[]> {
  const { table, productColumn } = tables[kind];
  const rows = await db.$queryRawUnsafe<{ id: number; name: string; created_at: Date; product_count: number; recent: string[] }[]>(
    `SELECT t.id, t.name, t.created_at,
       (SELECT count(*)::int FROM products p WHERE p.${productColumn} = t.id) AS product_count,
       ARRAY(SELECT p.product_name FROM products p WHERE p.${productColumn} = t.id
             ORDER BY p.created_at DESC, p.id DESC LIMIT 3) AS recent
     FROM ${table} t ORDER BY lower(t.name)`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    product_count: row.product_count,
    recent_products: row.recent,
    created_at: row.created_at.toISOString(),
  }));
}

export async function findTaxonomy(db: Sql, kind: TaxonomyKind, name: string): Promise<TaxonomyRecord | null> {
  const [row] = await db.$queryRawUnsafe<TaxonomyRecord[]>(
    `SELECT id, name FROM ${tables[kind].table} WHERE name_key = $1`,
    nameKey(tidyTaxonomyName(kind, name)),
  );
  return row ?? null;
}

async function countProductsOf(db: Sql, kind: TaxonomyKind, id: number): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM products WHERE ${tables[kind].productColumn} = $1`,
    id,
  );
  return row?.n ?? 0;
}

/** Inserts an entry unless one of that name exists; answers it and whether it is new. */
async function insertTaxonomy(tx: Sql, kind: TaxonomyKind, name: string): Promise<TaxonomyRecord & { created: boolean; created_at: Date }> {
  const tidy = tidyTaxonomyName(kind, name);
  const { table } = tables[kind];
  const [created] = await tx.$queryRawUnsafe<(TaxonomyRecord & { created_at: Date })[]>(
    `INSERT INTO ${table} (name, name_key) VALUES ($1, $2) ON CONFLICT (name_key) DO NOTHING RETURNING id, name, created_at`,
    tidy,
    nameKey(tidy),
  );
  if (created) return { ...created, created: true };
  const [existing] = await tx.$queryRawUnsafe<(TaxonomyRecord & { created_at: Date })[]>(
    `SELECT id, name, created_at FROM ${table} WHERE name_key = $1`,
    nameKey(tidy),
  );
  return { ...existing!, created: false };
}

async function deleteTaxonomy(tx: Sql, kind: TaxonomyKind, id: number): Promise<void> {
  await tx.$executeRawUnsafe(`DELETE FROM ${tables[kind].table} WHERE id = $1`, id);
}

/** Creates an entry of a kind (409 when one of that name exists, whatever its case). */
export async function createTaxonomyEntry(catalog: Catalog, kind: TaxonomyKind, name: string): Promise<TaxonomyEntry> {
  const label = taxonomyLabels[kind];
  const tidy = tidyTaxonomyName(kind, name);
  if (tidy === '') throw badRequest(`${label} name is required`, [{ field: 'name', message: `${label} name is required` }]);
  const entry = await catalog.write(async (tx, emit) => {
    const record = await insertTaxonomy(tx, kind, tidy);
    if (!record.created) throw conflict(`${label} "${record.name}" already exists`);
    emit(taxonomyChanged.create({ kind, name: record.name, change: 'created' }, catalog.ctx.name));
    return record;
  });
  return { id: entry.id, name: entry.name, product_count: 0, recent_products: [], created_at: entry.created_at.toISOString() };
}

/** Deletes a category that has no products (409 while it has some). */
export async function deleteCategory(catalog: Catalog, id: number): Promise<void> {
  await catalog.write(async (tx, emit) => {
    const category = await tx.category.findUnique({ where: { id } });
    if (!category) throw notFound('Category not found');
    const count = await countProductsOf(tx, 'category', id);
    if (count > 0) {
      const products = count === 1 ? '1 product' : `${count} products`;
      throw conflict(`Category "${category.name}" still has ${products}; move or delete them before deleting the category`);
    }
    // A product added to it meanwhile makes the delete fail on its foreign key: the same answer.
    await deleteTaxonomy(tx, 'category', id).catch((err: unknown) => {
      if (/23503|foreign key/i.test(String(err))) throw conflict(`Category "${category.name}" still has products; move or delete them before deleting the category`);
      throw err;
    });
    emit(taxonomyChanged.create({ kind: 'category', name: category.name, change: 'deleted' }, catalog.ctx.name));
  });
}

/**
 * The taxonomy an import works with: every entry by name key, loaded once, and
 * the entries the file named that did not exist yet, created as they come.
 */
export class TaxonomyIndex {
  readonly created: { kind: TaxonomyKind; name: string }[] = [];
  private constructor(private readonly byKind: Record<TaxonomyKind, Map<string, TaxonomyRecord>>) {}

  static async load(db: Sql): Promise<TaxonomyIndex> {
    const load = async (kind: TaxonomyKind) => {
      const rows = await db.$queryRawUnsafe<TaxonomyRecord[]>(`SELECT id, name FROM ${tables[kind].table}`);
      return new Map(rows.map((row) => [nameKey(row.name), row]));
    };
    return new TaxonomyIndex({ category: await load('category'), unit_type: await load('unit_type'), brand_status: await load('brand_status') });
  }

  /** Rows repeat the same few names: remember each spelling once. */
  private readonly bySpelling = new Map<string, TaxonomyRecord>();

  find(kind: TaxonomyKind, name: string): TaxonomyRecord | undefined {
    const spelling = `${kind}\u0000${name}`;
    const known = this.bySpelling.get(spelling);
    if (known) return known;
    const record = this.byKind[kind].get(nameKey(tidyTaxonomyName(kind, name)));
    if (record) this.bySpelling.set(spelling, record);
    return record;
  }

  names(kind: TaxonomyKind): string[] {
    return [...this.byKind[kind].values()].map((r) => r.name);
  }

  /** The entry of this name, created (with its event) when the file is the first to name it. */
  async ensure(tx: Sql, kind: TaxonomyKind, name: string, emit: (event: EventEnvelope) => void, source: string): Promise<TaxonomyRecord> {
    const known = this.find(kind, name);
    if (known) return known;
    const record = await insertTaxonomy(tx, kind, name);
    this.byKind[kind].set(nameKey(record.name), { id: record.id, name: record.name });
    if (record.created) {
      this.created.push({ kind, name: record.name });
      emit(taxonomyChanged.create({ kind, name: record.name, change: 'created' }, source));
    }
    return record;
  }
}

import { maintenanceTimeLimitMs, productsChanged, type ConsolidateResult } from '@local-seo/contracts';
import { citiesOfProducts, markCitiesStale, unionCities } from '../availability/stale.js';
import type { Catalog } from './catalog.js';
import { inChunks } from './db.js';
import { cleanProductName, nameKey, planConsolidation, plural, type ConsolidationCandidate } from '../domain/index.js';
import { detailData, detailsOf } from './product-mapping.js';

/** Trims, collapses whitespace and strips stray quotes from every product and brand product name (the Products tab's clean-up). */
export async function cleanProductNames(catalog: Catalog) {
  const { ctx } = catalog;
  const result = await catalog.write(
    async (tx, emit) => {
      const products = await tx.product.findMany({ select: { id: true, productName: true, brandProductName: true }, orderBy: { id: 'asc' } });
      const changes: { id: number; name: string; brand: string | null }[] = [];
      let productNamesUpdated = 0;
      let brandNamesUpdated = 0;
      for (const product of products) {
        const cleaned = cleanProductName(product.productName);
        const name = cleaned === '' ? product.productName : cleaned; // a name is required: never empty it
        const brand = product.brandProductName === null ? null : cleanProductName(product.brandProductName) || null;
        if (name !== product.productName) productNamesUpdated++;
        if (brand !== product.brandProductName) brandNamesUpdated++;
        if (name !== product.productName || brand !== product.brandProductName) changes.push({ id: product.id, name, brand });
      }
      await inChunks(changes, 1000, async (chunk) => {
        await tx.$executeRawUnsafe(
          `UPDATE products p SET product_name = v.name, name_key = v.key, brand_product_name = v.brand,
             brand_name_key = v.brand_key, updated_at = now()
           FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) AS v(id, name, key, brand, brand_key)
           WHERE p.id = v.id`,
          chunk.map((c) => c.id),
          chunk.map((c) => c.name),
          chunk.map((c) => nameKey(c.name)),
          chunk.map((c) => c.brand),
          chunk.map((c) => (c.brand === null ? null : nameKey(c.brand))),
        );
        emit(productsChanged.create({ productIds: chunk.map((c) => c.id), reason: 'cleaned' }, ctx.name));
        await markCitiesStale(tx, await citiesOfProducts(tx, chunk.map((c) => c.id)));
      });
      return { productNamesUpdated, brandNamesUpdated };
    },
    { timeoutMs: maintenanceTimeLimitMs },
  );
  return {
    message: `Cleaned ${plural(result.productNamesUpdated, 'product name')} and ${plural(result.brandNamesUpdated, 'brand product name')}`,
    ...result,
  };
}

/**
 * Merges the products that are the same by the de-duplication rule (same name in a
 * category) into the richest record, which takes every location link of its twins.
 */
export async function consolidateProducts(catalog: Catalog): Promise<ConsolidateResult> {
  const { ctx } = catalog;
  const merged = await catalog.write(
    async (tx, emit) => {
      const products = await tx.product.findMany({ include: { category: true } });
      const candidates: ConsolidationCandidate[] = products.map((p) => ({
        id: p.id,
        categoryId: p.categoryId,
        nameKey: p.nameKey,
        active: p.active,
        showOnAllCities: p.showOnAllCities,
        onBrandSite: p.onBrandSite,
        ranking: p.ranking,
        priority: p.priority,
        details: detailsOf(p),
      }));
      const byId = new Map(products.map((p) => [p.id, p]));
      const plans = planConsolidation(candidates);
      const result: ConsolidateResult['merged'] = [];
      for (const plan of plans) {
        const everywhere = [plan.keep, ...plan.removeIds.map((id) => byId.get(id)!)].some((p) => p.showOnAllCities);
        const before = await citiesOfProducts(tx, [plan.keep.id, ...plan.removeIds], everywhere);
        // The kept record takes over every location link of its twins.
        await tx.$executeRawUnsafe(
          `INSERT INTO location_products (location_id, product_id)
           SELECT DISTINCT location_id, $1::int FROM location_products WHERE product_id = ANY($2::int[])
           ON CONFLICT DO NOTHING`,
          plan.keep.id,
          plan.removeIds,
        );
        // The city lists' rows are locked before the twins' (as a rebuild of a list does): the other order deadlocks with a rebuild.
        await markCitiesStale(tx, unionCities(before, await citiesOfProducts(tx, [plan.keep.id])));
        await tx.product.deleteMany({ where: { id: { in: plan.removeIds } } });
        const { details, ...flags } = plan.values;
        await tx.product.update({ where: { id: plan.keep.id }, data: { ...flags, ...detailData(details) } });
        emit(productsChanged.create({ productIds: [plan.keep.id, ...plan.removeIds], reason: 'merged' }, ctx.name));
        const kept = byId.get(plan.keep.id)!;
        result.push({ kept_id: kept.id, product_name: kept.productName, category: kept.category.name, removed_ids: plan.removeIds });
      }
      return result;
    },
    { timeoutMs: maintenanceTimeLimitMs },
  );
  const removed = merged.reduce((n, m) => n + m.removed_ids.length, 0);
  return {
    message:
      merged.length === 0
        ? 'No duplicate products found'
        : `Merged ${plural(removed, 'duplicate product')} into ${plural(merged.length, 'product')}`,
    groupsMerged: merged.length,
    productsRemoved: removed,
    merged,
  };
}

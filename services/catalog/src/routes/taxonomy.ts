import { catalogRoutes, taxonomyChanged, taxonomyLabels, type TaxonomyKind } from '@local-seo/contracts';
import { badRequest, conflict, notFound, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { countProductsOf, deleteTaxonomy, insertTaxonomy, listTaxonomy, tidyTaxonomyName } from '../data/taxonomy.js';

const routesOf = {
  category: { list: catalogRoutes.listCategories, create: catalogRoutes.createCategory },
  unit_type: { list: catalogRoutes.listUnitTypes, create: catalogRoutes.createUnitType },
  brand_status: { list: catalogRoutes.listBrandStatuses, create: catalogRoutes.createBrandStatus },
} satisfies Record<TaxonomyKind, unknown>;

/** Categories, unit types and brand statuses as real records (decision 4). */
export function registerTaxonomyRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { ctx } = catalog;
  for (const kind of Object.keys(routesOf) as TaxonomyKind[]) {
    const label = taxonomyLabels[kind];

    serve(app, routesOf[kind].list, () => listTaxonomy(ctx.db, kind));

    serve(app, routesOf[kind].create, async ({ body: { name } }) => {
      const tidy = tidyTaxonomyName(kind, name);
      if (tidy === '') throw badRequest(`${label} name is required`, [{ field: 'name', message: `${label} name is required` }]);
      const entry = await catalog.write(async (tx, emit) => {
        const record = await insertTaxonomy(tx, kind, tidy);
        if (!record.created) throw conflict(`${label} "${record.name}" already exists`);
        emit(taxonomyChanged.create({ kind, name: record.name, change: 'created' }, ctx.name));
        return record;
      });
      return { id: entry.id, name: entry.name, product_count: 0, recent_products: [], created_at: entry.created_at.toISOString() };
    });
  }

  serve(app, catalogRoutes.deleteCategory, async ({ params: { id } }) => {
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
      emit(taxonomyChanged.create({ kind: 'category', name: category.name, change: 'deleted' }, ctx.name));
    });
  });
}

import { taxonomyChanged, taxonomyCreateSchema, taxonomyLabels, type TaxonomyKind } from '@local-seo/contracts';
import { badRequest, conflict, notFound, parseInput, recordIdParams } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { countProductsOf, deleteTaxonomy, insertTaxonomy, listTaxonomy, tidyTaxonomyName } from '../data/taxonomy.js';

const paths: Record<TaxonomyKind, string> = {
  category: '/api/categories',
  unit_type: '/api/unit-types',
  brand_status: '/api/brand-statuses',
};

/** Categories, unit types and brand statuses as real records (decision 4). */
export function registerTaxonomyRoutes(app: FastifyInstance, catalog: Catalog): void {
  const { ctx } = catalog;
  for (const kind of Object.keys(paths) as TaxonomyKind[]) {
    const label = taxonomyLabels[kind];
    const schema = taxonomyCreateSchema(kind);

    app.get(paths[kind], () => listTaxonomy(ctx.db, kind));

    app.post(paths[kind], async (request, reply) => {
      const { name } = parseInput(schema, request.body);
      const tidy = tidyTaxonomyName(kind, name);
      if (tidy === '') throw badRequest(`${label} name is required`, [{ field: 'name', message: `${label} name is required` }]);
      const entry = await catalog.write(async (tx, emit) => {
        const record = await insertTaxonomy(tx, kind, tidy);
        if (!record.created) throw conflict(`${label} "${record.name}" already exists`);
        emit(taxonomyChanged.create({ kind, name: record.name, change: 'created' }, ctx.name));
        return record;
      });
      return reply.status(201).send({
        id: entry.id,
        name: entry.name,
        product_count: 0,
        recent_products: [],
        created_at: entry.created_at.toISOString(),
      });
    });
  }

  const categoryId = recordIdParams('Category');
  app.delete(`${paths.category}/:id`, async (request, reply) => {
    const { id } = parseInput(categoryId, request.params);
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
    return reply.status(204).send();
  });
}

import { catalogRoutes, type TaxonomyKind } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../data/catalog.js';
import { createTaxonomyEntry, deleteCategory, listTaxonomy } from '../data/taxonomy.js';

const routesOf = {
  category: { list: catalogRoutes.listCategories, create: catalogRoutes.createCategory },
  unit_type: { list: catalogRoutes.listUnitTypes, create: catalogRoutes.createUnitType },
  brand_status: { list: catalogRoutes.listBrandStatuses, create: catalogRoutes.createBrandStatus },
} satisfies Record<TaxonomyKind, unknown>;

/** Categories, unit types and brand statuses, as real records (docs/decisions.md, decision 4). */
export function registerTaxonomyRoutes(app: FastifyInstance, catalog: Catalog): void {
  for (const kind of Object.keys(routesOf) as TaxonomyKind[]) {
    serve(app, routesOf[kind].list, () => listTaxonomy(catalog.ctx.db, kind));
    serve(app, routesOf[kind].create, ({ body }) => createTaxonomyEntry(catalog, kind, body.name));
  }
  serve(app, catalogRoutes.deleteCategory, ({ params }) => deleteCategory(catalog, params.id));
}

import { catalogRoutes, importTimeLimitsMs, type CatalogImportType } from '@local-seo/contracts';
import { csvUpload, registerCsvUploads, sendCsvTemplate, serve, skipInvalidRequested } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../catalog.js';
import { importDefinitions } from '../imports/index.js';
import { runCsvImport } from '../imports/run-import.js';

/** One lock for every catalog import: they touch the same rows, so they run one after another. */
const importLock = 0x63617461; // 'cata'
/** A 100,000-row file over a slow upload must still fit in its one transaction. */
const importTimeoutMs = importTimeLimitsMs.catalog;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Each import type's two routes. */
const routesOf = {
  products: { upload: catalogRoutes.importProducts, template: catalogRoutes.productsTemplate },
  'brand-products': { upload: catalogRoutes.importBrandProducts, template: catalogRoutes.brandProductsTemplate },
  'brand-categories': { upload: catalogRoutes.importBrandCategories, template: catalogRoutes.brandCategoriesTemplate },
  'fix-river-rock': { upload: catalogRoutes.importFixRiverRock, template: catalogRoutes.fixRiverRockTemplate },
  suppliers: { upload: catalogRoutes.importSuppliers, template: catalogRoutes.suppliersTemplate },
  'supplier-locations': { upload: catalogRoutes.importSupplierLocations, template: catalogRoutes.supplierLocationsTemplate },
} satisfies Record<CatalogImportType, unknown>;

/** POST /api/import/{type} (multipart, one field `file`) and GET /api/import/{type}/template. */
export async function registerImportRoutes(app: FastifyInstance, catalog: Catalog): Promise<void> {
  await registerCsvUploads(app);
  for (const definition of importDefinitions) {
    const routes = routesOf[definition.type];
    serve(app, routes.upload, async ({ request }) => {
      const upload = await csvUpload(request);
      const skipInvalid = skipInvalidRequested(request);
      const { report, counts } = await catalog.write(
        async (tx, emit) => {
          await tx.$queryRawUnsafe(`SELECT 1 AS locked FROM pg_advisory_xact_lock($1)`, importLock);
          // Rows a big first import has just written have no statistics yet, and the planner's
          // default guess makes "name_key = ANY(1,000 names)" a full scan per batch: quadratic.
          // The lookups of an import are all by index, so say so for this transaction.
          await tx.$executeRawUnsafe(`SET LOCAL enable_seqscan = off`);
          const job = await definition.start({ tx, emit, source: catalog.ctx.name, skipInvalid });
          const report = await runCsvImport(upload.stream, { columns: definition.columns, row: job.row }, { skipInvalid, batchSize: 2000, writeBatch: job.writeBatch });
          return { report, counts: await job.finish() };
        },
        { timeoutMs: importTimeoutMs },
      );
      const parts = [`${counts.created} created`, `${counts.updated} updated`, `${counts.unchanged} unchanged`];
      if (report.refusedRows > 0) parts.push(`${plural(report.refusedRows, 'row')} refused`);
      const taxonomy = counts.createdTaxonomy ?? [];
      if (taxonomy.length > 0) parts.push(`new: ${taxonomy.map((t) => t.name).join(', ')}`);
      return {
        message: `${definition.label} imported from ${upload.filename}: ${parts.join(', ')}`,
        created: counts.created,
        updated: counts.updated,
        unchanged: counts.unchanged,
        refused: report.refused,
        ...(counts.createdTaxonomy ? { created_taxonomy: counts.createdTaxonomy } : {}),
      };
    });

    serve(app, routes.template, ({ reply }) =>
      sendCsvTemplate(reply, `${definition.type}-template.csv`, definition.columns, definition.sample),
    );
  }
}

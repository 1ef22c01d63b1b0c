import { catalogImportRoutes, catalogRoutes } from '@local-seo/contracts';
import { csvUpload, registerCsvUploads, sendCsvExport, sendCsvTemplate, serve, skipInvalidRequested } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../data/catalog.js';
import { productsExport, supplierLocationsExport } from '../data/list-exports.js';
import { createImporter } from '../imports/import-file.js';
import { importDefinitions } from '../imports/index.js';


/** POST /api/import/{type} (multipart, one field `file`), GET /api/import/{type}/template, and the exports. */
export async function registerImportRoutes(app: FastifyInstance, catalog: Catalog): Promise<void> {
  await registerCsvUploads(app);
  const importer = createImporter(catalog);
  app.addHook('onClose', () => importer.close());
  for (const definition of importDefinitions) {
    const routes = catalogImportRoutes[definition.type];
    serve(app, routes.upload, async ({ request }) => importer.importFile(definition, await csvUpload(request), skipInvalidRequested(request)));
    serve(app, routes.template, ({ reply }) => sendCsvTemplate(reply, `${definition.type}-template.csv`, definition.columns, definition.sample));
  }
  // The lists as CSV, in their imports' columns (an export imports again unchanged).
  for (const [declared, list] of [
    [catalogRoutes.exportProducts, productsExport],
    [catalogRoutes.exportSupplierLocations, supplierLocationsExport],
  ] as const) {
    serve(app, declared, ({ reply }) => sendCsvExport(reply, list.filename, list.header, list.pages(catalog.ctx.db)));
  }
}

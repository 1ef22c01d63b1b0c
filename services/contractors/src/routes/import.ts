import { contractorsRoutes } from '@local-seo/contracts';
import { csvUpload, sendCsvExport, sendCsvTemplate, serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { CityDirectory } from '../data/cities.js';
import { contractorColumns, contractorSampleRows } from '../domain/contractor-csv.js';
import { contractorExportPages, contractorsExportHeader } from '../data/contractor-export.js';
import { createContractorImporter } from '../imports/importer.js';
import type { Context } from '../data/db.js';

/** Imports of authentic contractors (our own data) from a CSV, its template, and the export in the same columns. */
export function registerImportRoutes(app: FastifyInstance, ctx: Context, cities: CityDirectory): void {
  const importer = createContractorImporter(ctx, cities);
  app.addHook('onClose', () => importer.close());
  serve(app, contractorsRoutes.importTemplate, ({ reply }) => sendCsvTemplate(reply, 'contractors-template.csv', contractorColumns, contractorSampleRows));

  serve(app, contractorsRoutes.importCsv, async ({ query, request }) => {
    const { stream } = await csvUpload(request);
    return importer.importFile(stream, { skipInvalid: query.skipInvalid });
  });

  serve(app, contractorsRoutes.exportContractors, async ({ reply }) =>
    sendCsvExport(reply, 'contractors.csv', contractorsExportHeader, await contractorExportPages(ctx.db, cities)),
  );
}

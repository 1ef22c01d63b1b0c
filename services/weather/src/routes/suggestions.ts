import { weatherRoutes } from '@local-seo/contracts';
import { csvUpload, registerCsvUploads, sendCsvTemplate, serve, skipInvalidRequested, versionedWriteOf, withVersionTag } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { importSuggestions, suggestionColumns, templateRows } from '../data/suggestion-import.js';
import { createSuggestion, deleteSuggestion, listAdminSuggestions, listSuggestions, updateSuggestion } from '../data/suggestions.js';
import type { Context } from '../data/db.js';

export async function registerSuggestionRoutes(app: FastifyInstance, ctx: Context): Promise<void> {
  await registerCsvUploads(app);

  serve(app, weatherRoutes.listSuggestions, () => listSuggestions(ctx.db));

  serve(app, weatherRoutes.adminSuggestions, () => listAdminSuggestions(ctx.db));

  serve(app, weatherRoutes.createSuggestion, ({ body }) => createSuggestion(ctx, body));

  serve(app, weatherRoutes.updateSuggestion, async ({ params, body, request, reply }) =>
    withVersionTag(reply, await updateSuggestion(ctx, params.id, body, versionedWriteOf(request.headers))),
  );

  serve(app, weatherRoutes.deleteSuggestion, ({ params }) => deleteSuggestion(ctx, params.id));

  serve(app, weatherRoutes.importSuggestions, async ({ request }) => {
    const { stream } = await csvUpload(request);
    return importSuggestions(ctx, stream, skipInvalidRequested(request));
  });

  serve(app, weatherRoutes.importTemplate, ({ reply }) =>
    sendCsvTemplate(reply, 'weather-suggestions-template.csv', suggestionColumns, templateRows),
  );
}

import { declaredRoutes, gatewayRoutes, openApiDocument } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { referencePagePolicy, renderReferencePage } from '../docs/reference-page.js';

const version = '1';

/**
 * The API reference, made once from the route declarations: the public API at
 * /api/docs for anyone, every route (staff ones with the role they need) at
 * /api/admin/docs for signed-in staff. Each as a page and as OpenAPI 3.1 JSON.
 */
export function registerApiDocs(app: FastifyInstance): void {
  const publicDocument = openApiDocument(
    declaredRoutes.filter((route) => route.access === 'public'),
    { title: 'Public API', version, description: 'What the public site reads: live cities, their page data, products, weather and contractors.' },
  );
  const staffDocument = openApiDocument(declaredRoutes, {
    title: 'Staff API',
    version,
    description: 'Every route of the platform; staff routes need a session (POST /api/admin/login) and writes its x-csrf-token.',
  });
  const pages = {
    public: renderReferencePage(publicDocument, gatewayRoutes.publicOpenApi.path),
    staff: renderReferencePage(staffDocument, gatewayRoutes.staffOpenApi.path),
  };
  const page = (html: string) =>
    ({ reply }: { reply: FastifyReply }) => reply.type('text/html; charset=utf-8').header('content-security-policy', referencePagePolicy).send(html);

  serve(app, gatewayRoutes.publicDocs, page(pages.public));
  serve(app, gatewayRoutes.staffDocs, page(pages.staff));
  serve(app, gatewayRoutes.publicOpenApi, () => publicDocument);
  serve(app, gatewayRoutes.staffOpenApi, () => staffDocument);
}

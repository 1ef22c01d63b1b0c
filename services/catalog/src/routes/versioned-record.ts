import type { Actor, RouteDeclaration } from '@local-seo/contracts';
import { actorOf, serve, versionedWriteOf, withVersionTag, type VersionedWrite } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Catalog } from '../data/catalog.js';

type ById = z.ZodType<{ id: number }>;

/**
 * A staff record's read, change and delete, as products and supplier locations
 * serve them: the read and the change answer with the record's ETag, the change
 * is a compare-and-set on If-Match, and a delete moves the record to the Trash in
 * the name of who asked. `record` names the data functions themselves (readProduct,
 * updateProduct, trashProduct), so no kind of record needs wrappers of its own.
 */
export function serveVersionedRecord<Read extends z.ZodType, Change extends z.ZodType, Changed extends z.ZodType>(
  app: FastifyInstance,
  catalog: Catalog,
  routes: {
    read: RouteDeclaration<ById, z.ZodType, z.ZodType, Read>;
    update: RouteDeclaration<ById, z.ZodType, Change, Changed>;
    remove: RouteDeclaration<ById>;
  },
  record: {
    read(db: Catalog['ctx']['db'], id: number): Promise<z.input<Read> & { version: number }>;
    update(catalog: Catalog, id: number, change: z.output<Change>, write: VersionedWrite): Promise<z.input<Changed> & { version: number }>;
    trash(catalog: Catalog, id: number, actor?: Actor): Promise<unknown>;
  },
): void {
  serve(app, routes.read, async ({ params, reply }) => withVersionTag(reply, await record.read(catalog.ctx.db, params.id)));
  serve(app, routes.update, async ({ params, body, request, reply }) =>
    withVersionTag(reply, await record.update(catalog, params.id, body, versionedWriteOf(request.headers))),
  );
  serve(app, routes.remove, async ({ params, request }) => {
    await record.trash(catalog, params.id, actorOf(request.headers));
  });
}

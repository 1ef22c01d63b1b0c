import { catalogRoutes, citiesRoutes, contractorsRoutes, gatewayRoutes, getJson, seoRoutes, trashEntityNames, type TrashEntity, type TrashItem, type TrashPage } from '@local-seo/contracts';
import { serve } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Upstream } from '../routing/route-table.js';

/** The service that keeps each kind of record, and so its part of the Trash (`GET /api/admin/trash/<segment>`). */
const trashKeepers: Record<TrashEntity, Upstream> = {
  city: 'cities',
  product: 'catalog',
  location: 'catalog',
  keyword: 'seo',
  contractor: 'contractors',
};

/** Each kind's part of the Trash, as its keeper declares it. */
const trashLists = {
  city: citiesRoutes.trashList,
  product: catalogRoutes.trashedProducts,
  location: catalogRoutes.trashedLocations,
  keyword: seoRoutes.trashedKeywords,
  contractor: contractorsRoutes.trashedContractors,
} satisfies Record<TrashEntity, unknown>;

export interface TrashOptions {
  upstreams: Record<Upstream, string>;
  /** How long each service may take; a late one is named unavailable, it never holds the answer. */
  timeoutMs: number;
}

/** Newest first; of two deleted at the same time, by kind and id, so the order never wavers. */
const newestFirst = (a: TrashItem, b: TrashItem) =>
  b.deletedAt.localeCompare(a.deletedAt) || a.entity.localeCompare(b.entity) || Number(b.id) - Number(a.id);

/**
 * Asks every service that keeps a kind of record for its part of the Trash, at once, and
 * joins them newest first. A kind whose service fails, is late or does not know the route
 * (404) is named in `unavailable`: the rest is answered all the same.
 */
async function composeTrash(options: TrashOptions, warn: (entity: TrashEntity, reason: unknown) => void): Promise<TrashPage> {
  const answers = await Promise.allSettled(
    trashEntityNames.map((entity) =>
      getJson(trashKeepers[entity], { baseUrl: options.upstreams[trashKeepers[entity]], timeoutMs: options.timeoutMs }, trashLists[entity], {}),
    ),
  );
  const items: TrashItem[] = [];
  const unavailable: TrashEntity[] = [];
  answers.forEach((answer, index) => {
    const entity = trashEntityNames[index]!;
    if (answer.status === 'fulfilled' && answer.value !== null) {
      // A service answers its own kind; anything else in its list is not trusted to be of it.
      items.push(...answer.value.items.filter((item) => item.entity === entity));
      return;
    }
    warn(entity, answer.status === 'rejected' ? answer.reason : 'answered 404');
    unavailable.push(entity);
  });
  return { items: items.sort(newestFirst), unavailable };
}

/** `GET /api/admin/trash` (a viewer's): the whole Trash, composed from the five kinds' services. */
export function registerTrashRoute(app: FastifyInstance, options: TrashOptions): void {
  serve(app, gatewayRoutes.trash, ({ request }) =>
    composeTrash(options, (entity, reason) =>
      request.log.warn({ entity, reason: reason instanceof Error ? reason.message : reason }, 'trash: a kind is unavailable'),
    ),
  );
}

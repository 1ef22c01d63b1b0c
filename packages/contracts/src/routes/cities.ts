import { z } from 'zod';
import { adminCitySchema, cityCreateSchema, cityIndexEntrySchema, cityPageQuerySchema, cityUpdateSchema, publicCitySchema } from '../http/cities.js';
import { pageSchema } from '../http/paging.js';
import { nearbyCitySchema } from '../http/local-facts.js';
import { recordIdParams, slugParams } from '../http/params.js';
import { trashItemSchema } from '../http/trash.js';
import { csvExport, route, trashRoutes } from './route.js';
import { publicPaths } from './paths.js';

const cityId = recordIdParams('City');
const cityTrash = trashRoutes('cities', 'city');

/** Whether a city's page is live; an inactive one, or one in the Trash, answers 410 Gone on the public site. */
export const cityPageStateSchema = z.object({ state: z.enum(['live', 'inactive']) });

/** The cities service: the cities that have a landing page, and their SEO fields. */
export const citiesRoutes = {
  listActive: route({
    method: 'GET',
    path: publicPaths.activeCities,
    service: 'cities',
    access: 'public',
    summary: 'The cities whose pages are live, by name',
    answer: z.array(publicCitySchema),
    cachedByGateway: true,
  }),
  bySlug: route({
    method: 'GET',
    path: '/api/cities/:slug',
    service: 'cities',
    access: 'public',
    summary: 'A live city by its URL slug; an unknown or inactive one is not found',
    params: slugParams,
    answer: publicCitySchema,
  }),
  pageState: route({
    method: 'GET',
    path: '/api/cities/:slug/page-state',
    service: 'cities',
    access: 'public',
    summary: 'Whether the page of a city (by its slug or an earlier one) is live, or inactive when it was public once (a published city in the Trash is inactive); an unknown slug, and a city never published, are not found',
    params: slugParams,
    answer: cityPageStateSchema,
  }),
  nearby: route({
    method: 'GET',
    path: '/api/cities/:slug/nearby',
    service: 'cities',
    access: 'public',
    summary: 'The six nearest other live cities of a live city, nearest first, with their distance in km',
    params: slugParams,
    answer: z.array(nearbyCitySchema),
  }),
  listAll: route({
    method: 'GET',
    path: '/api/admin/cities',
    service: 'cities',
    access: 'viewer',
    summary: 'Every city, live or not, with its bookkeeping fields, by name',
    answer: z.array(adminCitySchema),
  }),
  listPage: route({
    method: 'GET',
    path: '/api/admin/cities/paged',
    service: 'cities',
    access: 'viewer',
    summary: 'One page of the cities, live or not, and how many match: searched (every word in the name, province or slug), narrowed by page status, sorted by a column then id',
    query: cityPageQuerySchema,
    answer: pageSchema(adminCitySchema),
  }),
  index: route({
    method: 'GET',
    path: '/api/admin/cities/index',
    service: 'cities',
    access: 'viewer',
    summary: 'One lean line per city (id, slug, live, last change), by id: for services that follow every city',
    answer: z.array(cityIndexEntrySchema),
  }),
  byId: route({
    method: 'GET',
    path: '/api/admin/cities/:id',
    service: 'cities',
    access: 'viewer',
    summary: 'A city by id, live or not',
    params: cityId,
    answer: adminCitySchema,
  }),
  create: route({
    method: 'POST',
    path: '/api/cities',
    service: 'cities',
    access: 'editor',
    summary: 'Creates a city (its SEO title and description filled in when not given)',
    body: cityCreateSchema,
    answer: adminCitySchema,
    status: 201,
  }),
  update: route({
    method: 'PATCH',
    path: '/api/cities/:id',
    service: 'cities',
    access: 'editor',
    summary:
      'Changes some fields of a city; If-Match with the ETag refuses a change based on an older version (412 with the current city), without it the last writer wins',
    params: cityId,
    body: cityUpdateSchema,
    answer: adminCitySchema,
    versioned: true,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/cities/:id',
    service: 'cities',
    access: 'editor',
    summary: 'Moves a city to the Trash: gone from every list and its page answers 410 Gone; restorable for 30 days, then purged',
    params: cityId,
    answer: trashItemSchema,
  }),
  trashList: cityTrash.list,
  trashRestore: cityTrash.restore,
  exportCities: csvExport('cities', 'cities', 'city'),
};

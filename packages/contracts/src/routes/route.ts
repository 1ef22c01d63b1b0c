import type { z } from 'zod';
import { recordIdParams } from '../http/params.js';
import { trashEntities, trashItemSchema, trashListSchema, type TrashEntity } from '../http/trash.js';

/** Who answers a route: one of the services, or the gateway itself. */
export const serviceNames = ['cities', 'catalog', 'contractors', 'weather', 'seo', 'sitemap', 'audit'] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * Who may call a route: anyone, or staff of at least this role. Staff reads need
 * a viewer, changes an editor, staff accounts the owner. A staff write also needs
 * the session's CSRF token.
 */
export const staffRoles = ['viewer', 'editor', 'owner'] as const;
export type StaffRole = (typeof staffRoles)[number];
export type Access = 'public' | StaffRole;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where every route's path begins: what is under it is the API's, never a page. */
export const apiPath = '/api';
/** The staff's part of the API: the sign-in, the session and what only staff may call. */
export const staffApiPath = `${apiPath}/admin`;
/** Whether a URL path is `base` itself or under it. */
export const isPathUnder = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/** What a route answers besides JSON: a file of this type. */
export type AnswerFormat = 'json' | 'csv' | 'xml' | 'text' | 'html' | 'empty';

/**
 * One route, declared once: the service registers its handler from it (params,
 * query and body validated by these schemas, the answer checked against its own),
 * the gateway routes and guards it, the bad-input tests fuzz it, and the API
 * reference documents it.
 */
export interface RouteDeclaration<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Fastify's syntax: `/api/cities/:slug`. */
  path: string;
  service: ServiceName | 'gateway';
  access: Access;
  /** One line for the API reference. */
  summary: string;
  params?: P;
  query?: Q;
  /** A JSON body; see `upload` for a CSV file. */
  body?: B;
  /** The JSON answer of a success; absent for files and empty answers. */
  answer?: A;
  /**
   * What else the route answers by design, for the API reference: a 301 (its Location: where
   * the address asked leads now) and a 410 Gone (what is no more), each with what it means.
   */
  alsoAnswers?: { 301?: string; 410?: string };
  /** The success status (default 200). */
  status?: 200 | 201 | 202 | 204 | 304;
  /** A non-JSON answer (default json, or empty with status 204). */
  format?: AnswerFormat;
  /** Takes a CSV file (multipart/form-data, field `file`): its body may take long to arrive. */
  upload?: boolean;
  /** How long the gateway waits for the service (default UPSTREAM_TIMEOUT_MS): long admin actions and imports. */
  timeLimitMs?: number;
  /** The gateway answers it from its own cache (asking the service itself), rather than passing it on. */
  cachedByGateway?: boolean;
  /**
   * A write of a versioned record (edits that cannot overwrite each other, http/versions.ts):
   * it takes If-Match with the version read, and answers 412 when that version is stale, with
   * the record as it is now (`current`: the route's answer, unless another schema, or null when
   * the 412 carries none); without If-Match the last writer wins.
   */
  versioned?: true | { current: z.ZodType | null };
  /** A body limit below the 1 MiB every JSON body has (413 above it), for a public write that needs only a few bytes. */
  bodyLimitBytes?: number;
  /** How many calls one client address may make in a sliding minute (429 with Retry-After past it), for a public write anyone may send. */
  perClientPerMinute?: number;
}

/** Declares a route, keeping its schemas' types for the handler that serves it. */
export const route = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
  declaration: RouteDeclaration<P, Q, B, A>,
): RouteDeclaration<P, Q, B, A> => declaration;

export type AnyRoute = RouteDeclaration<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

const writeMethods: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
export const isWriteMethod = (method: string): boolean => (writeMethods as readonly string[]).includes(method.toUpperCase());

/** The record a versioned write's 412 carries as `current` (null: none); undefined for a route that takes no If-Match. */
export const staleRecordSchemaOf = (declaration: Pick<AnyRoute, 'versioned' | 'answer'>): z.ZodType | null | undefined =>
  declaration.versioned === undefined ? undefined : declaration.versioned === true ? (declaration.answer ?? null) : declaration.versioned.current;

/** The role a call needs, or undefined for anyone. */
export const requiredRole = (declaration: Pick<AnyRoute, 'access'>): StaffRole | undefined =>
  declaration.access === 'public' ? undefined : declaration.access;

/** Whether a member of staff with `role` may call a route needing `needed`. */
export const roleAllows = (role: StaffRole, needed: StaffRole): boolean => staffRoles.indexOf(role) >= staffRoles.indexOf(needed);

/** The staff lists that download as CSV. */
export const exportedLists = ['products', 'cities', 'supplier-locations', 'contractors', 'keywords'] as const;
export type ExportedList = (typeof exportedLists)[number];

/** A list's CSV download, `GET /api/export/{list}.csv`, in the columns its import takes. */
export const csvExport = (service: ServiceName, list: ExportedList, what: string) =>
  route({
    method: 'GET',
    path: `/api/export/${list}.csv`,
    service,
    access: 'viewer',
    summary: `Every ${what} as a CSV download, in the columns its import takes (a cell a spreadsheet would run as a formula, beginning with =, +, -, @, tab or CR, or holding , or ; followed by one of those, is written in quotes behind an apostrophe, which the imports take off again)`,
    format: 'csv',
    timeLimitMs: 120_000,
  });

/** What one CSV import of a service is: its path segment, what it imports, its answer and how long it may take. */
interface CsvImport<Q extends z.ZodType, A extends z.ZodType> {
  service: ServiceName;
  /** `/api/import/{type}` and its template `/api/import/{type}/template`. */
  type: string;
  /** Ends the upload's summary "Imports {imports}, all or nothing ...". */
  imports: string;
  /** Names the template: "A sample CSV of the {label} import". */
  label: string;
  query?: Q;
  answer: A;
  /** The import's own limit in its service; the gateway waits this long. */
  timeLimitMs: number;
}

/**
 * A CSV import's two routes: the upload (an editor's; all or nothing, or the valid rows
 * with skipInvalid=true) and a sample file with its columns (a viewer's).
 */
export const csvImportRoutes = <Q extends z.ZodType, A extends z.ZodType>(csv: CsvImport<Q, A>) => ({
  upload: route({
    method: 'POST',
    path: `/api/import/${csv.type}`,
    service: csv.service,
    access: 'editor',
    summary: `Imports ${csv.imports}, all or nothing (or the valid rows with skipInvalid=true)`,
    ...(csv.query ? { query: csv.query } : {}),
    answer: csv.answer,
    upload: true,
    timeLimitMs: csv.timeLimitMs,
  }),
  template: route({
    method: 'GET',
    path: `/api/import/${csv.type}/template`,
    service: csv.service,
    access: 'viewer',
    summary: `A sample CSV of the ${csv.label} import, with its columns`,
    format: 'csv',
  }),
});

/**
 * A kind of record's part of the Trash, served by the service that owns it: its
 * trashed records (the gateway's GET /api/admin/trash joins the five), and a
 * restore (404 when the record is not in the Trash, 409 when a live record has
 * taken its name meanwhile).
 */
export const trashRoutes = <E extends TrashEntity>(service: ServiceName, entity: E) => {
  const segment = trashEntities[entity];
  return {
    list: route({
      method: 'GET',
      path: `/api/admin/trash/${segment}`,
      service,
      access: 'viewer',
      summary: `The ${segment.replace('-', ' ')} in the Trash, newest first, each with who deleted it and when it is purged`,
      answer: trashListSchema,
    }),
    restore: route({
      method: 'POST',
      path: `/api/admin/trash/${segment}/:id/restore`,
      service,
      access: 'editor',
      summary: `Brings a ${entity === 'location' ? 'supplier location' : entity} back from the Trash, as it was when deleted`,
      params: recordIdParams(entity === 'location' ? 'Supplier location' : `${entity[0]!.toUpperCase()}${entity.slice(1)}`),
      answer: trashItemSchema,
    }),
  };
};

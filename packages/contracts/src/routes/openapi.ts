import { z } from 'zod';
import { errorResponseSchema } from '../http/errors.js';
import { staleWriteSchema } from '../http/versions.js';
import { requiredRole, staleRecordSchemaOf, type AnyRoute, type AnswerFormat } from './route.js';

/** An OpenAPI 3.1 document, as plain JSON. */
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
  'x-required-role'?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: unknown;
  description?: string;
}

/** JSON Schema of what a client sends (before defaults and transforms), without the `$schema` line. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

const fileTypes: Record<Exclude<AnswerFormat, 'json' | 'empty'>, string> = {
  csv: 'text/csv',
  xml: 'application/xml',
  text: 'text/plain',
  html: 'text/html',
};

/** `/api/cities/:slug` → `/api/cities/{slug}`; `/sitemap-:number.xml` → `/sitemap-{number}.xml`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parametersOf(route: AnyRoute): Parameter[] {
  const parameters: Parameter[] = [];
  for (const [place, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input') as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({
        name,
        in: place,
        required: place === 'path' || (json.required ?? []).includes(name),
        schema: property,
        ...(typeof property.description === 'string' ? { description: property.description } : {}),
      });
    }
  }
  if (route.versioned) {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description:
        'The ETag (version) of the record as read: a write based on an older version is refused with 412 rather than applied over a newer one. Without it the last writer wins.',
    });
  }
  return parameters;
}

function requestBodyOf(route: AnyRoute): unknown {
  if (route.upload) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary', description: 'The CSV file' } }, required: ['file'] },
        },
      },
    };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } } };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchemaOf(errorResponseSchema, 'output') } },
});

function responsesOf(route: AnyRoute): Record<string, unknown> {
  const status = route.status ?? (route.format === 'empty' ? 204 : 200);
  const format = route.format ?? (route.answer ? 'json' : 'empty');
  const success =
    format === 'json' && route.answer
      ? { description: 'Success', content: { 'application/json': { schema: jsonSchemaOf(route.answer, 'output') } } }
      : format === 'empty'
        ? { description: 'Done, nothing to answer' }
        : { description: 'The file', content: { [fileTypes[format as keyof typeof fileTypes]]: { schema: { type: 'string' } } } };
  const responses: Record<string, unknown> = { [status]: success };
  const moved = route.alsoAnswers?.[301];
  if (moved) responses['301'] = { description: moved, headers: { Location: { description: 'Where the address leads now', schema: { type: 'string' } } } };
  if (route.params || route.query || route.body || route.upload) responses['400'] = errorAnswer('The request is not valid: the message names the field and why');
  const role = requiredRole(route);
  if (role) {
    responses['401'] = errorAnswer('No staff session');
    responses['403'] = errorAnswer(`The session's role is below ${role}, or a write came without its x-csrf-token`);
  }
  if (route.params) responses['404'] = errorAnswer('Not found');
  const gone = route.alsoAnswers?.[410];
  if (gone) responses['410'] = errorAnswer(gone);
  if (route.versioned) {
    const current = staleRecordSchemaOf(route);
    responses['412'] = {
      description: current
        ? 'If-Match names an older version: nothing was written; `current` is the record as it is now (its ETag in the ETag header)'
        : 'If-Match names an older version: nothing was written; read it again and apply the change on top',
      content: { 'application/json': { schema: jsonSchemaOf(current ? staleWriteSchema(current) : errorResponseSchema, 'output') } },
    };
  }
  return responses;
}

/**
 * The OpenAPI 3.1 document of a set of declared routes: each operation with its
 * parameters, body and answer schemas (from zod), the error shape, and for staff
 * routes the session cookie and the role it needs.
 */
export function openApiDocument(routes: readonly AnyRoute[], info: { title: string; version: string; description: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const role = requiredRole(route);
    const operation: Operation = {
      operationId: `${route.method.toLowerCase()} ${route.path}`,
      summary: route.summary,
      tags: [route.service],
      responses: responsesOf(route),
    };
    const parameters = parametersOf(route);
    if (parameters.length > 0) operation.parameters = parameters;
    const requestBody = requestBodyOf(route);
    if (requestBody) operation.requestBody = requestBody;
    if (role) {
      operation.security = [{ staffSession: [] }];
      operation['x-required-role'] = role;
    }
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'admin_session',
          description: 'Sign in with POST /api/admin/login; every write also needs the x-csrf-token header it answered.',
        },
      },
    },
  };
}

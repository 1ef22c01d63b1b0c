import {
  catalogImportTypes,
  cityCreateSchema,
  cityUpdateSchema,
  keywordCreateSchema,
  locationProductsSchema,
  loginRequestSchema,
  productCreateSchema,
  productUpdateSchema,
  schemaSettingsSchema,
  seoSettingsUpdateSchema,
  submitToAllSchema,
  submitToBingSchema,
  submitToGoogleSchema,
  supplierLocationCreateSchema,
  supplierLocationUpdateSchema,
  taxonomyCreateSchema,
  trackRequestSchema,
  weatherSuggestionCreateSchema,
  weatherSuggestionUpdateSchema,
} from '@local-seo/contracts';
import { csvUploadBody } from '@local-seo/service-kit';
import { z } from 'zod';

/** One bad request to send: a route of the table, what is wrong with it, and the request itself. */
export interface FuzzCase {
  route: string;
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * What a write route reads besides its path, where the contracts say so: a JSON
 * body with its schema, or a CSV upload. A route not named here (a new one, or one
 * whose body is ignored: regenerate, refresh, logout...) still gets every case
 * that does not depend on its body: bad path values, malformed, empty and huge bodies.
 */
export type RouteInput = { kind: 'json'; schema: z.ZodType } | { kind: 'csv' };

const json = (schema: z.ZodType): RouteInput => ({ kind: 'json', schema });

export const routeInputs: Record<string, RouteInput> = {
  'POST /api/admin/login': json(loginRequestSchema),
  'POST /api/cities': json(cityCreateSchema),
  'PATCH /api/cities/:id': json(cityUpdateSchema),
  'POST /api/products': json(productCreateSchema),
  'PATCH /api/products/:id': json(productUpdateSchema),
  'POST /api/categories': json(taxonomyCreateSchema('category')),
  'POST /api/unit-types': json(taxonomyCreateSchema('unit_type')),
  'POST /api/brand-statuses': json(taxonomyCreateSchema('brand_status')),
  'POST /api/supplier-locations': json(supplierLocationCreateSchema),
  'PATCH /api/supplier-locations/:id': json(supplierLocationUpdateSchema),
  'PUT /api/supplier-locations/:id/products': json(locationProductsSchema),
  'POST /api/weather/suggestions': json(weatherSuggestionCreateSchema),
  'PATCH /api/weather/suggestions/:id': json(weatherSuggestionUpdateSchema),
  'POST /api/seo/keywords': json(keywordCreateSchema),
  'POST /api/seo/track': json(trackRequestSchema),
  'PUT /api/seo/settings': json(seoSettingsUpdateSchema),
  'PUT /api/seo/schema-settings': json(schemaSettingsSchema),
  'POST /api/admin/submit-sitemap-to-google': json(submitToGoogleSchema),
  'POST /api/admin/submit-sitemap-to-bing': json(submitToBingSchema),
  'POST /api/admin/submit-sitemap-all': json(submitToAllSchema),
  ...Object.fromEntries(
    [...catalogImportTypes, 'contractors', 'weather-suggestions'].map((type) => [`POST /api/import/${type}`, { kind: 'csv' } as const]),
  ),
};

/** Odd values for a path parameter: traversal, NUL, too long, unicode, not a number, out of range, unknown. */
export const oddPathValues: Record<string, string> = {
  traversal: '..%2F..%2Fetc%2Fpasswd',
  'dot segments': '%2e%2e',
  'traversal with dots encoded': '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'bad percent-encoding': '%E0%A4%A',
  nul: '%00',
  'nul inside': 'barrie%00.txt',
  'very long (150)': 'a'.repeat(150),
  'over the router limit (300)': 'a'.repeat(300),
  unicode: encodeURIComponent('été-🌲-市'),
  'not a number': 'not-a-number',
  negative: '-1',
  zero: '0',
  fraction: '1.5',
  'beyond int4': '2147483648',
  'beyond int8': '99999999999999999999',
  exponent: '1e3',
  'unknown uuid': '3f1c0e8c-5a1d-4c3b-9c57-0d6c2b1f4a10',
  'sql quote': encodeURIComponent("1' OR '1'='1"),
  'unknown slug': 'no-such-city-here',
};

const malformedJson: Record<string, string> = {
  'truncated JSON': '{"name": "a',
  'single quotes': "{'name': 'a'}",
  'trailing garbage': '{"name":"a"}}',
  'a bare word': 'undefined',
  'a NUL byte': '\u0000',
  'a lone surrogate in a string': '{"name":"\\ud800"',
};

const jsonHeaders = { 'content-type': 'application/json' };
/** Over the 1 MiB JSON limit of the gateway and every service. */
const hugeJson = () => JSON.stringify({ name: 'a'.repeat(2 * 1024 * 1024) });

/** Values of every JSON type, to put where a field wants another type. */
const valuesByType: Record<string, unknown[]> = {
  string: ['not-a-number'],
  number: [12345, -1.5],
  boolean: [true],
  array: [['x']],
  object: [{ nested: true }],
};
const typeOfValue = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);

/** The JSON types a property of a JSON schema allows, or undefined when the schema does not say. */
function allowedTypes(property: Record<string, unknown>): Set<string> | undefined {
  const types = new Set<string>();
  const add = (p: Record<string, unknown>): boolean => {
    if (Array.isArray(p.anyOf)) return (p.anyOf as Record<string, unknown>[]).every(add);
    if (p.enum || p.const !== undefined) {
      for (const v of (p.enum as unknown[] | undefined) ?? [p.const]) types.add(typeOfValue(v));
      return true;
    }
    const type = p.type;
    if (type === undefined) return false;
    for (const t of Array.isArray(type) ? type : [type]) types.add(t === 'integer' ? 'number' : String(t));
    return true;
  };
  return add(property) ? types : undefined;
}

/** For each field of a JSON body schema, values of a type it does not take (and that the schema refuses). */
export function wrongTypeBodies(schema: z.ZodType): Array<{ field: string; body: Record<string, unknown> }> {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Record<string, unknown>> };
  const bodies: Array<{ field: string; body: Record<string, unknown> }> = [];
  for (const [field, property] of Object.entries(jsonSchema.properties ?? {})) {
    const allowed = allowedTypes(property);
    const candidates = Object.entries(valuesByType)
      .filter(([type]) => !allowed || !allowed.has(type))
      .flatMap(([, values]) => values);
    for (const value of candidates) {
      const body = { [field]: value };
      // Only what the contract itself refuses (a field whose type is unknown may take a string).
      if (!schema.safeParse(body).success) bodies.push({ field, body });
    }
  }
  return bodies;
}

/** A multipart/form-data body from a form, as a browser sends it. */
async function multipart(form: FormData) {
  const request = new Request('http://upload.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export interface RouteFuzzTarget {
  /** "METHOD url", as in the route table. */
  route: string;
  method: string;
  url: string;
  /** A real value (demo data) for each path parameter, where one exists. */
  realParams: Record<string, string>;
  /** For CSV imports: the route's template (header and sample rows). */
  csvTemplate?: string;
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

function fillPath(url: string, values: Record<string, string>): string | undefined {
  let missing = false;
  const path = url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : path;
}

/** Every bad request for one write route. */
export async function fuzzCasesFor(target: RouteFuzzTarget): Promise<FuzzCase[]> {
  const { route, method } = target;
  const input = routeInputs[route];
  const cases: FuzzCase[] = [];
  const add = (name: string, path: string | undefined, request: Omit<FuzzCase, 'route' | 'name' | 'method' | 'path'> = {}) => {
    if (path !== undefined) cases.push({ route, name, method, path, ...request });
  };

  // Odd values in each path parameter (the others real), with an empty JSON object where a body is read.
  for (const param of paramNames(target.url)) {
    for (const [name, value] of Object.entries(oddPathValues)) {
      const body = input?.kind === 'json' ? { headers: jsonHeaders, body: '{}' } : {};
      add(`:${param} ${name}`, fillPath(target.url, { ...target.realParams, [param]: value }), body);
    }
  }

  // Bodies that no route can take, on the real path (the parser refuses them before any handler).
  const path = fillPath(target.url, target.realParams);
  for (const [name, body] of Object.entries(malformedJson)) add(`malformed JSON: ${name}`, path, { headers: jsonHeaders, body });
  add('empty body declared as JSON', path, { headers: jsonHeaders, body: '' });
  add('huge JSON body (2 MiB)', path, { headers: jsonHeaders, body: hugeJson() });

  if (input?.kind === 'json') cases.push(...(await jsonBodyCases(route, method, path, input.schema)));
  if (input?.kind === 'csv') cases.push(...(await csvCases(route, method, path, target.csvTemplate)));
  return cases;
}

async function jsonBodyCases(route: string, method: string, path: string | undefined, schema: z.ZodType): Promise<FuzzCase[]> {
  if (path === undefined) return [];
  const cases: FuzzCase[] = [];
  const add = (name: string, headers: Record<string, string>, body: string | Buffer) => cases.push({ route, name, method, path, headers, body });
  for (const { field, body } of wrongTypeBodies(schema)) add(`${field} as ${JSON.stringify(body[field])}`, jsonHeaders, JSON.stringify(body));
  for (const body of ['[]', '"text"', '42', 'true']) add(`JSON ${body} instead of an object`, jsonHeaders, body);
  add('urlencoded instead of JSON', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=a&password=b');
  add('XML instead of JSON', { 'content-type': 'application/xml' }, '<name>a</name>');
  add('text/plain', { 'content-type': 'text/plain' }, 'name: a');
  // What the service sees when it reads no body: only where the contract refuses an empty one.
  if (!schema.safeParse({}).success) {
    add('empty object (required fields missing)', jsonHeaders, '{}');
    add('JSON null', jsonHeaders, 'null');
    const form = new FormData();
    form.append('name', 'a');
    const upload = await multipart(form);
    add('multipart instead of JSON', upload.headers, upload.body);
  }
  return cases;
}

async function csvCases(route: string, method: string, path: string | undefined, template: string | undefined): Promise<FuzzCase[]> {
  if (path === undefined) return [];
  const cases: FuzzCase[] = [];
  const add = (name: string, request: { headers: Record<string, string>; body: string | Buffer }) => cases.push({ route, name, method, path, ...request });
  const upload = async (csv: string, filename = 'import.csv', type = 'text/csv') => {
    const { payload, headers } = await csvUploadBody(csv, filename, type);
    return { headers, body: payload };
  };
  add('JSON instead of a CSV upload', { headers: jsonHeaders, body: '{"file":"a,b"}' });
  add('raw text/csv instead of multipart', { headers: { 'content-type': 'text/csv' }, body: 'a,b\n1,2\n' });
  const noFile = new FormData();
  noFile.append('comment', 'no file here');
  add('multipart without a file', await multipart(noFile));
  const otherField = new FormData();
  otherField.append('upload', new Blob(['a,b\n']), 'import.csv');
  add('file in another field', await multipart(otherField));
  add('a PNG instead of a CSV', await upload('\u0089PNG\r\n\u001a\n', 'image.png', 'image/png'));
  add('multipart with a broken boundary', { headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--abc\r\ngarbage' });
  add('multipart without a boundary', { headers: { 'content-type': 'multipart/form-data' }, body: 'a,b\n' });
  add('an empty CSV', await upload(''));
  add('a CSV with unknown columns', await upload('foo,bar\r\n1,2\r\n'));
  if (template) {
    const [header, ...rows] = template.trimEnd().split(/\r?\n/);
    add('a CSV with only its header', await upload(`${header}\r\n`));
    // The template's own rows, each with a cell more than the header: invalid whatever the columns mean.
    add('a CSV whose rows have more cells than its header', await upload([header, ...rows.map((row) => `${row},extra`)].join('\r\n') + '\r\n'));
    add('a CSV with an unclosed quote', await upload(`${header}\r\n"unclosed,${rows[0] ?? ''}\r\n`));
  }
  return cases;
}

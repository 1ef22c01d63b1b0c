import { declaredRoutes, isWriteMethod, jsonSchemaFacts, type JsonSchema, type JsonSchemaFacts } from '@local-seo/contracts';
import { defaultSchemaSettings } from '@local-seo/seo';
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
  /** For a bad value in one field of a body the route otherwise takes: that field (the answer must be 400). */
  field?: string;
}

/**
 * What a write route reads besides its path, from its declaration in the contracts:
 * a JSON body with its schema, or a CSV upload. A write route with neither
 * (regenerate, refresh, logout...) still gets every case that does not depend on its
 * body: bad path values, malformed, empty and huge bodies.
 */
type RouteInput = { kind: 'json'; schema: z.ZodType } | { kind: 'csv' };

export const routeInputs: Record<string, RouteInput> = Object.fromEntries(
  declaredRoutes
    .filter((route) => isWriteMethod(route.method) && (route.upload || route.body))
    .map((route) => [`${route.method} ${route.path}`, route.upload ? { kind: 'csv' } : { kind: 'json', schema: route.body! }]),
);

/**
 * A body each route takes, for the routes with required fields: each field's bad
 * value is put in it, so the refusal is that field's (a body missing its other
 * required fields would be refused whatever that field held). Never sent as it is.
 */
export const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/admin/login': { password: 'not the admin password' },
  'POST /api/admin/users': { email: 'fuzz@example.com', name: 'Fuzz Staff', role: 'viewer', password: 'a fuzz password' },
  'POST /api/admin/users/me/password': { currentPassword: 'not the current password', newPassword: 'a new fuzz password' },
  'POST /api/cities': { city_name: 'Fuzzville', province: 'ON', latitude: 44.4, longitude: -79.7, url_slug: 'fuzzville' },
  'POST /api/products': { product_name: 'Fuzz mix', category: 'Aggregates', unit_type: 'Bag' },
  'POST /api/categories': { name: 'Fuzz category' },
  'POST /api/unit-types': { name: 'Fuzz unit' },
  'POST /api/brand-statuses': { name: 'Fuzz status' },
  'POST /api/supplier-locations': { location_name: 'Fuzz yard' },
  'PUT /api/supplier-locations/:id/products': { product_ids: [1] },
  'POST /api/weather/suggestions': { weather_condition: 'Fuzz', suggestion_text: 'Bring a fuzz.' },
  'POST /api/seo/keywords': { page_type: 'home', page_id: 'home', keyword: 'fuzz delivery', keyword_type: 'primary' },
  'POST /api/seo/track': { runType: 'manual' },
  'POST /api/vitals': { path: '/', device: 'mobile', metrics: [{ name: 'LCP', value: 1200 }] },
  'PUT /api/seo/schema-settings': defaultSchemaSettings({ name: 'Fuzz Supply', phone: '+1-705-555-0100', email: 'fuzz@example.com' }),
};

/** Odd values for a path parameter: traversal, NUL, too long, unicode, not a number, out of range, unknown. */
const oddPathValues: Record<string, string> = {
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
const typeOfValue = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** The JSON types a property of a JSON schema allows, or undefined when the schema does not say. */
function allowedTypes(property: JsonSchema): Set<string> | undefined {
  const types = new Set<string>();
  const add = (p: JsonSchema): boolean => {
    if (Array.isArray(p.anyOf)) return (p.anyOf as JsonSchema[]).every(add);
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

/** One value to put in one field: what it is, and whether the field must refuse it whatever the field is. */
interface FieldValue {
  name: string;
  value: unknown;
  /** Past a limit, NUL, broken Unicode, a control character in one-line text: no contract may take it (checked by bad-input-cases.test.ts). */
  mustRefuse: boolean;
}

const controlCharacters: Record<string, string> = { NUL: '\u0000', BEL: '\u0007', ESC: '\u001b' };

/** A string of exactly `count` code points repeating `unit`'s code points (so a pair never splits). */
const codePoints = (unit: string, count: number) => {
  const chars = [...unit];
  return Array.from({ length: Math.max(0, count) }, (_, i) => chars[i % chars.length]).join('');
};

/** What a text field gets: control characters, broken Unicode, and, where it has a maximum, odd text one character past it. */
function textValues(limits: JsonSchemaFacts): FieldValue[] {
  // Shaped like what the field wants (a URL, an e-mail address), so the content is what is refused.
  const shaped = (content: string) =>
    limits.format === 'uri' ? `https://example.com/${content}` : limits.format === 'email' ? `${content}@example.com` : content;
  const values: FieldValue[] = [
    ...Object.entries(controlCharacters).map(([name, c]) => ({
      name: `control character ${name}`,
      value: shaped(`a${c}b`),
      mustRefuse: c === '\u0000' || !limits.freeText,
    })),
    { name: 'a lone surrogate', value: shaped('a\ud800b'), mustRefuse: true },
  ];
  const max = limits.maxLength;
  if (max === undefined) return values;
  // Past the limit by one character as the column counts them (code points), whatever the characters are.
  const past = (unit: string, lead = '') => shaped(lead + codePoints(unit, max + 1 - [...shaped('')].length - [...lead].length));
  const emoji = past('🌲');
  values.push(
    { name: `just past its limit (${max + 1} characters)`, value: past('a'), mustRefuse: true },
    { name: `emoji past its limit (${[...emoji].length} characters, ${emoji.length} UTF-16 units)`, value: emoji, mustRefuse: true },
    { name: 'fullwidth letters past its limit', value: past('Ａ'), mustRefuse: true },
    { name: 'a right-to-left override past its limit', value: past('a', '\u202e'), mustRefuse: true },
    { name: 'zero-width joiners past its limit', value: past('a\u200d'), mustRefuse: true },
  );
  return values;
}

/** What a number field gets: one step past each end of its range, and a decimal too many. */
function numberValues(limits: JsonSchemaFacts): FieldValue[] {
  const step = limits.integer ? 1 : (limits.multipleOf ?? 1);
  const values: FieldValue[] = [];
  const above = limits.exclusiveMaximum ?? (limits.maximum === undefined ? undefined : limits.maximum + step);
  const below = limits.exclusiveMinimum ?? (limits.minimum === undefined ? undefined : limits.minimum - step);
  if (above !== undefined) values.push({ name: `just past its maximum (${above})`, value: above, mustRefuse: true });
  if (below !== undefined) values.push({ name: `just below its minimum (${below})`, value: below, mustRefuse: true });
  if (limits.integer) values.push({ name: 'a fraction', value: 1.5, mustRefuse: true });
  else if (limits.multipleOf !== undefined && limits.multipleOf < 1) {
    values.push({ name: 'a decimal too many', value: limits.multipleOf / 10, mustRefuse: true });
  }
  return values;
}

/** What a list field gets: one item too many (of an item it takes, where the valid body has one), and an item its items refuse. */
function listValues(limits: JsonSchemaFacts, current: unknown): FieldValue[] {
  const items = limits.items ?? jsonSchemaFacts(undefined);
  const itemTypes = limits.itemSchema ? allowedTypes(limits.itemSchema) : undefined;
  const values: FieldValue[] = [];
  if (limits.maxItems !== undefined) {
    const item = Array.isArray(current) && current.length > 0 ? current[0] : itemTypes?.has('number') ? Math.max(1, items.minimum ?? 1) : 'a';
    values.push({ name: `${limits.maxItems + 1} items`, value: Array(limits.maxItems + 1).fill(item), mustRefuse: true });
  }
  if (itemTypes?.has('string')) {
    for (const { name, value } of textValues(items)) values.push({ name: `an item with ${name}`, value: [value], mustRefuse: true });
  }
  if (itemTypes?.has('number')) {
    for (const { name, value } of numberValues(items)) values.push({ name: `an item ${name}`, value: [value], mustRefuse: true });
  }
  return values;
}

/** Every value to try in one field. */
function valuesFor(property: JsonSchema, outputProperty: JsonSchema | undefined, current: unknown): FieldValue[] {
  // The input side says what a client may send; the output side adds limits applied after a tidy-up (a keyword's spaces).
  const limits = jsonSchemaFacts(outputProperty, jsonSchemaFacts(property));
  const allowed = allowedTypes(property);
  const values: FieldValue[] = [{ name: 'empty', value: '', mustRefuse: false }];
  for (const [type, candidates] of Object.entries(valuesByType)) {
    if (allowed && allowed.has(type)) continue;
    for (const value of candidates) values.push({ name: `as ${JSON.stringify(value)}`, value, mustRefuse: false });
  }
  if (!allowed || allowed.has('string')) values.push(...textValues(limits).map((v) => ({ ...v, mustRefuse: v.mustRefuse && allowed !== undefined })));
  if (!allowed || allowed.has('number')) values.push(...numberValues(limits));
  if (allowed?.has('array')) values.push(...listValues(limits, current));
  return values;
}

/** One body with one field set to a value. */
interface FieldBody {
  /** The field's path, e.g. "canonical_url" or "businessDetails.officialName". */
  field: string;
  name: string;
  body: unknown;
  mustRefuse: boolean;
}

function withValue(base: unknown, path: string[], value: unknown): unknown {
  const body = structuredClone(base ?? {}) as Record<string, unknown>;
  let at = body;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = value;
  return body;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * For each field of a JSON body schema (and of its nested objects where the valid body
 * has them), bodies that are the valid body with that one field made bad: empty, of
 * another type, with control characters or broken Unicode, and just past its limit in
 * odd text (emoji, fullwidth, right-to-left override, zero-width joiners). Without a
 * valid body a field is sent alone (a change of one field). Kept: what must be refused
 * whatever the field is, and what the contract refuses (an empty optional field clears it).
 */
export function fieldBodies(schema: z.ZodType, validBody?: Record<string, unknown>): FieldBody[] {
  const read = (io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const bodies: FieldBody[] = [];
  const walk = (input: JsonSchema, output: JsonSchema | undefined, path: string[]) => {
    const properties = jsonSchemaFacts(input).properties ?? {};
    const outputProperties = jsonSchemaFacts(output).properties ?? {};
    for (const [field, property] of Object.entries(properties)) {
      const fieldPath = [...path, field];
      const current = fieldPath.reduce<unknown>((at, key) => (isPlainObject(at) ? at[key] : undefined), validBody);
      for (const { name, value, mustRefuse } of valuesFor(property, outputProperties[field], current)) {
        const body = withValue(validBody, fieldPath, value);
        if (mustRefuse || !schema.safeParse(body).success) bodies.push({ field: fieldPath.join('.'), name, body, mustRefuse });
      }
      // Into a nested object only where the valid body has one: alone, its missing siblings would be the refusal.
      if (isPlainObject(current)) walk(property, outputProperties[field], fieldPath);
    }
  };
  walk(read('input'), read('output'), []);
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

  if (input?.kind === 'json') cases.push(...(await jsonBodyCases(route, method, path, input.schema, validBodies[route])));
  if (input?.kind === 'csv') cases.push(...(await csvCases(route, method, path, target.csvTemplate)));
  return cases;
}

async function jsonBodyCases(
  route: string,
  method: string,
  path: string | undefined,
  schema: z.ZodType,
  validBody: Record<string, unknown> | undefined,
): Promise<FuzzCase[]> {
  if (path === undefined) return [];
  const cases: FuzzCase[] = [];
  const add = (name: string, headers: Record<string, string>, body: string | Buffer) => cases.push({ route, name, method, path, headers, body });
  for (const { field, name, body } of fieldBodies(schema, validBody)) {
    cases.push({ route, name: `${field}: ${name}`, method, path, headers: jsonHeaders, body: JSON.stringify(body), field });
  }
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

import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src/index.js';
import {
  cityCreateSchema,
  cityUpdateSchema,
  jsonSchemaFacts,
  keywordCreateSchema,
  locationProductsSchema,
  productCreateSchema,
  productUpdateSchema,
  submitToAllSchema,
  submitToBingSchema,
  submitToGoogleSchema,
  supplierLocationCreateSchema,
  supplierLocationUpdateSchema,
  taxonomyCreateSchema,
  weatherSuggestionCreateSchema,
  weatherSuggestionUpdateSchema,
  type JsonSchema,
  type JsonSchemaFacts,
} from '../src/index.js';

/**
 * Every limit from one source: each field of a write body is checked against the
 * column it is stored in, read from the services' Prisma schemas. A VarChar(n) field
 * must have exactly n as its maximum; a number must refuse what its column cannot
 * hold (an Int beyond 2^31-1, a Decimal(p,s) of 10^(p-s) or more) and carry its range.
 */

const servicesDir = fileURLToPath(new URL('../../../services/', import.meta.url));

interface Column {
  /** "service.Model.column_name" */
  key: string;
  type: string;
  /** @db.VarChar(n) / @db.Char(n): n; @db.Decimal(p, s): [p, s]. */
  db?: { kind: string; args: number[] };
}

/** Every column of every service's Prisma schema, by "service.Model.column_name" (the @map name, else the field's). */
function readColumns(): Map<string, Column> {
  const columns = new Map<string, Column>();
  for (const service of readdirSync(servicesDir)) {
    let schema: string;
    try {
      schema = readFileSync(`${servicesDir}${service}/prisma/schema.prisma`, 'utf8');
    } catch {
      continue;
    }
    for (const [, model, body] of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
      for (const line of body!.split('\n')) {
        const field = /^\s*(\w+)\s+(\w+)(\[\])?\??(.*)$/.exec(line);
        if (!field) continue;
        const [, name, type, list, attributes = ''] = field;
        const column = /@map\("([^"]+)"\)/.exec(attributes)?.[1] ?? name!;
        const db = /@db\.(\w+)(?:\(([^)]*)\))?/.exec(attributes);
        columns.set(`${service}.${model}.${column}`, {
          key: `${service}.${model}.${column}`,
          type: list ? `${type}[]` : type!,
          db: db ? { kind: db[1]!, args: (db[2] ?? '').split(',').filter((a) => a.trim() !== '').map(Number) } : undefined,
        });
      }
    }
  }
  return columns;
}

/** One write body and the table it fills: a field goes to the model's column of the same name unless `columns` says otherwise. */
interface BodyTable {
  name: string;
  schema: z.ZodType;
  model: string;
  columns?: Record<string, string>;
}

const productColumns = {
  category: 'catalog.Category.name',
  unit_type: 'catalog.UnitType.name',
  brand_status: 'catalog.BrandStatus.name',
};
const indexNowKey = 'sitemap.SitemapState.indexnow_key';
const submissionTarget = 'sitemap.Submission.target';

/** The mapping, contract schema -> Prisma model. */
const bodies: BodyTable[] = [
  { name: 'cityCreateSchema', schema: cityCreateSchema, model: 'cities.City' },
  { name: 'cityUpdateSchema', schema: cityUpdateSchema, model: 'cities.City' },
  { name: 'productCreateSchema', schema: productCreateSchema, model: 'catalog.Product', columns: productColumns },
  { name: 'productUpdateSchema', schema: productUpdateSchema, model: 'catalog.Product', columns: productColumns },
  { name: 'taxonomyCreateSchema(category)', schema: taxonomyCreateSchema('category'), model: 'catalog.Category' },
  { name: 'taxonomyCreateSchema(unit_type)', schema: taxonomyCreateSchema('unit_type'), model: 'catalog.UnitType' },
  { name: 'taxonomyCreateSchema(brand_status)', schema: taxonomyCreateSchema('brand_status'), model: 'catalog.BrandStatus' },
  { name: 'supplierLocationCreateSchema', schema: supplierLocationCreateSchema, model: 'catalog.SupplierLocation' },
  { name: 'supplierLocationUpdateSchema', schema: supplierLocationUpdateSchema, model: 'catalog.SupplierLocation' },
  { name: 'locationProductsSchema', schema: locationProductsSchema, model: 'catalog.LocationProduct', columns: { product_ids: 'catalog.LocationProduct.product_id' } },
  { name: 'weatherSuggestionCreateSchema', schema: weatherSuggestionCreateSchema, model: 'weather.WeatherSuggestion' },
  { name: 'weatherSuggestionUpdateSchema', schema: weatherSuggestionUpdateSchema, model: 'weather.WeatherSuggestion' },
  { name: 'keywordCreateSchema', schema: keywordCreateSchema, model: 'seo.SeoKeyword' },
  { name: 'submitToGoogleSchema', schema: submitToGoogleSchema, model: 'sitemap.Submission', columns: { sitemapUrl: submissionTarget } },
  { name: 'submitToBingSchema', schema: submitToBingSchema, model: 'sitemap.Submission', columns: { sitemapUrl: submissionTarget, apiKey: indexNowKey } },
  { name: 'submitToAllSchema', schema: submitToAllSchema, model: 'sitemap.Submission', columns: { sitemapUrl: submissionTarget, bingApiKey: indexNowKey } },
];

/** Write bodies with no column per field, and why. */
const notStoredByField: Record<string, string> = {
  loginRequestSchema: 'checked against the password hash, never stored',
  trackRequestSchema: 'a fixed literal',
  seoSettingsUpdateSchema: 'stored whole as one JSON text (seo_settings.setting_value)',
  schemaSettingsSchema: 'stored whole in a JSON column (schema_settings_versions.settings)',
};

// ---------------------------------------------------------------------------
// What the contract says about a field, from its JSON Schema (input side, then output side)

/** Each top-level field's facts, the input side first (what a client may send), then what the output side adds (a limit after a tidy-up). */
function fieldFacts(schema: z.ZodType): Map<string, JsonSchemaFacts> {
  const read = (io: 'input' | 'output') =>
    ((z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema).properties ?? {}) as Record<string, JsonSchema>;
  const input = read('input');
  const output = read('output');
  return new Map(Object.keys(input).map((field) => [field, jsonSchemaFacts(output[field], jsonSchemaFacts(input[field]))]));
}

/** The field's own schema, to probe with values. */
function fieldSchema(schema: z.ZodType, field: string): z.ZodType {
  let object: z.ZodType = schema;
  while (object instanceof z.ZodDefault) object = object.unwrap() as z.ZodType;
  if (!(object instanceof z.ZodObject)) throw new Error('a write body is an object');
  return object.shape[field] as z.ZodType;
}

/** The smallest string past n characters the field would otherwise take (URL-shaped where a URL is wanted). */
const textOfLength = (length: number, f: JsonSchemaFacts) =>
  f.format === 'uri' ? `https://example.com/${'a'.repeat(Math.max(0, length - 20))}` : 'a'.repeat(length);

const int4 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/** Why a write body's limits do not match its columns; empty when they do. */
function limitProblems(table: BodyTable, columns: Map<string, Column>): string[] {
  const problems: string[] = [];
  for (const [field, f] of fieldFacts(table.schema)) {
    const where = `${table.name}.${field}`;
    const columnKey = table.columns?.[field] ?? `${table.model}.${field}`;
    const column = columns.get(columnKey);
    if (!column) {
      problems.push(`${where}: no column ${columnKey}; name its column in the table`);
      continue;
    }
    const probe = fieldSchema(table.schema, field);
    const refuses = (value: unknown) => !probe.safeParse(value).success;
    const type = column.type.replace(/\[\]$/, '');
    const isArrayField = f.types.has('array') && f.items;
    const value = isArrayField ? f.items! : f;
    const wrap = (v: unknown) => (isArrayField ? [v] : v);

    if (type === 'String') {
      if (!value.types.has('string') && !value.enum) problems.push(`${where}: column ${columnKey} is text, the contract takes no string`);
      const limit = column.db && ['VarChar', 'Char'].includes(column.db.kind) ? column.db.args[0] : undefined;
      if (limit === undefined) continue; // a text column: any maximum the contract sets is its own
      if (value.enum && !value.types.has('string')) continue;
      if (value.enum && value.maxLength === undefined) {
        const tooLong = value.enum.filter((v) => String(v).length > limit);
        if (tooLong.length > 0) problems.push(`${where}: ${JSON.stringify(tooLong)} do not fit ${columnKey} (${limit} characters)`);
        continue;
      }
      if (value.maxLength === undefined) problems.push(`${where}: column ${columnKey} holds ${limit} characters, the contract sets no maximum`);
      else if (value.maxLength !== limit) problems.push(`${where}: column ${columnKey} holds ${limit} characters, the contract allows ${value.maxLength}`);
      else if (!refuses(wrap(textOfLength(limit + 1, value)))) problems.push(`${where}: takes ${limit + 1} characters despite its maximum`);
      continue;
    }

    if (['Int', 'BigInt', 'Decimal', 'Float'].includes(type)) {
      if (value.types.size > 0 && !value.types.has('number')) problems.push(`${where}: column ${columnKey} is a number, the contract takes none`);
      const upper = value.maximum ?? value.exclusiveMaximum;
      const lower = value.minimum ?? value.exclusiveMinimum;
      if (upper === undefined || lower === undefined) {
        problems.push(`${where}: column ${columnKey} is ${type}, the contract sets no ${upper === undefined ? 'maximum' : 'minimum'}`);
        continue;
      }
      let overflow: number | undefined;
      if (type === 'Int') {
        if (upper > int4.max || lower < int4.min) problems.push(`${where}: allows ${lower}..${upper}, column ${columnKey} holds ${int4.min}..${int4.max}`);
        overflow = int4.max + 1;
      }
      if (type === 'Decimal' && column.db?.kind === 'Decimal') {
        const [precision = 0, scale = 0] = column.db.args;
        const bound = 10 ** (precision - scale);
        const step = 10 ** -scale;
        if (upper > bound || (upper === bound && value.exclusiveMaximum === undefined) || lower <= -bound) {
          problems.push(`${where}: allows ${lower}..${upper}, column ${columnKey} (Decimal(${precision}, ${scale})) holds less than ${bound} either way`);
        }
        if (value.multipleOf !== undefined && value.multipleOf !== step) {
          problems.push(`${where}: steps by ${value.multipleOf}, column ${columnKey} keeps ${scale} decimals (${step})`);
        }
        overflow = bound;
      }
      if (overflow !== undefined) {
        for (const v of [overflow, -overflow - (type === 'Int' ? 1 : 0)]) {
          if (!refuses(wrap(v))) problems.push(`${where}: takes ${v}, which column ${columnKey} cannot hold`);
        }
      }
      continue;
    }

    if (type === 'Boolean' && !value.types.has('boolean')) problems.push(`${where}: column ${columnKey} is true/false, the contract takes no boolean`);
  }
  return problems;
}

describe('every write body limit matches its column', () => {
  const columns = readColumns();

  it('reads the columns of every service', () => {
    expect(columns.get('cities.City.canonical_url')?.db).toEqual({ kind: 'VarChar', args: [500] });
    expect(columns.get('catalog.Product.customer_pricing')?.db).toEqual({ kind: 'Decimal', args: [10, 2] });
    expect(columns.get('seo.SeoKeyword.search_volume')?.type).toBe('Int');
    expect(new Set([...columns.keys()].map((key) => key.split('.')[0]))).toEqual(
      new Set(['audit', 'catalog', 'cities', 'contractors', 'seo', 'sitemap', 'weather']),
    );
  });

  it.each(bodies.map((table) => [table.name, table] as const))('%s', (_name, table) => {
    // One line per problem, so a failure reads as a list.
    expect(limitProblems(table, columns).join('\n')).toBe('');
  });

  it('names every create and update body of the contracts in the table', () => {
    const named = new Set([...bodies.map((b) => b.name.replace(/\(.*\)$/, '')), ...Object.keys(notStoredByField)]);
    const writeBodies = Object.keys(contracts).filter((name) => /(Create|Update)Schema$|^submitTo\w+Schema$/.test(name));
    expect(writeBodies.filter((name) => !named.has(name))).toEqual([]);
  });

  it('fails when a maximum is removed, differs from its column, or a number overflows its column', () => {
    const city = bodies[0]!;
    const noMax = { ...city, schema: cityCreateSchema.extend({ canonical_url: z.url().nullable().optional() }) };
    expect(limitProblems(noMax, columns)).toEqual([
      'cityCreateSchema.canonical_url: column cities.City.canonical_url holds 500 characters, the contract sets no maximum',
    ]);
    const otherMax = { ...city, schema: cityCreateSchema.extend({ geo_region: z.string().max(21).optional() }) };
    expect(limitProblems(otherMax, columns)).toEqual([
      'cityCreateSchema.geo_region: column cities.City.geo_region holds 20 characters, the contract allows 21',
    ]);
    const bigPopulation = { ...city, schema: cityCreateSchema.extend({ population: z.number().int().min(0).nullable().optional() }) };
    expect(limitProblems(bigPopulation, columns)).toEqual([
      `cityCreateSchema.population: allows 0..${Number.MAX_SAFE_INTEGER}, column cities.City.population holds -2147483648..2147483647`,
      'cityCreateSchema.population: takes 2147483648, which column cities.City.population cannot hold',
    ]);
    const product = bodies[2]!;
    const wideMoney = { ...product, schema: productCreateSchema.extend({ fob_price: contracts.catalogFields.decimal('FOB price', 12, 2) }) };
    expect(limitProblems(wideMoney, columns)).toEqual([
      'productCreateSchema.fob_price: allows 0..10000000000, column catalog.Product.fob_price (Decimal(10, 2)) holds less than 100000000 either way',
      'productCreateSchema.fob_price: takes 100000000, which column catalog.Product.fob_price cannot hold',
    ]);
    const unmapped = { ...city, schema: cityCreateSchema.extend({ nickname: z.string().max(10).optional() }) };
    expect(limitProblems(unmapped, columns)).toEqual(['cityCreateSchema.nickname: no column cities.City.nickname; name its column in the table']);
  });
});

/** A node of a JSON Schema, as z.toJSONSchema writes it. */
export type JsonSchema = Record<string, unknown>;

/**
 * What a JSON Schema says of the values a field takes, every variant of a union (a nullable)
 * merged in: the types of all, the first limit stated. The bad-input fuzz makes its values from
 * it, and a test compares it with the database columns.
 */
export interface JsonSchemaFacts {
  /** The JSON types named ('integer' counted as 'number'); an enum's or a const's values are in `enum`. */
  types: Set<string>;
  /** Whole numbers only. */
  integer?: boolean;
  /** Free text (the contracts' `freeText` mark): control characters other than NUL are taken there. */
  freeText?: boolean;
  enum?: unknown[];
  maxLength?: number;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  maxItems?: number;
  /** An array's items: the schema first stated, and the facts of all. */
  itemSchema?: JsonSchema;
  items?: JsonSchemaFacts;
  /** An object's properties, as first stated. */
  properties?: Record<string, JsonSchema>;
}

const limitKeys = ['maxLength', 'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'multipleOf', 'maxItems'] as const;

/** The facts of `property`, added to `into` (so the output side of a schema can add to its input side). */
export function jsonSchemaFacts(property: JsonSchema | undefined, into: JsonSchemaFacts = { types: new Set() }): JsonSchemaFacts {
  if (!property) return into;
  for (const variant of (property.anyOf as JsonSchema[] | undefined) ?? []) jsonSchemaFacts(variant, into);
  const type = property.type;
  for (const t of Array.isArray(type) ? type : type === undefined ? [] : [type]) into.types.add(t === 'integer' ? 'number' : String(t));
  if (property.type === 'integer') into.integer = true;
  if (property.freeText === true) into.freeText = true;
  if (property.enum) into.enum = [...(into.enum ?? []), ...(property.enum as unknown[])];
  if (property.const !== undefined) into.enum = [...(into.enum ?? []), property.const];
  for (const key of limitKeys) {
    if (typeof property[key] === 'number') into[key] ??= property[key];
  }
  if (typeof property.format === 'string') into.format ??= property.format;
  if (property.items) {
    into.itemSchema ??= property.items as JsonSchema;
    into.items = jsonSchemaFacts(property.items as JsonSchema, into.items);
  }
  if (property.properties) into.properties ??= property.properties as Record<string, JsonSchema>;
  return into;
}

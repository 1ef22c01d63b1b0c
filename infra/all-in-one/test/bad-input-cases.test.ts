import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldBodies, routeInputs, validBodies } from './bad-input-cases.js';

/**
 * The fuzz's field cases, checked against the contracts alone (no stack): what must
 * be refused is refused by the contract itself, with a message a person understands,
 * so the integration test proves the services go by their contract.
 */

const jsonRoutes = Object.entries(routeInputs).flatMap(([route, input]) => (input.kind === 'json' ? [[route, input.schema] as const] : []));
const schemaOf = (route: string) => new Map(jsonRoutes).get(route)!;

/** zod's own wording, which names no field ("Too big: expected string to have <=255 characters"). */
const libraryWording = /^(Invalid input|Too big|Too small|Invalid string|Invalid option)/;

describe('the field cases of every JSON write route', () => {
  it.each(Object.keys(validBodies))('the valid body of %s is taken by its contract', (route) => {
    const input = routeInputs[route];
    expect(input?.kind).toBe('json');
    if (input?.kind === 'json') expect(input.schema.safeParse(validBodies[route]).error?.issues ?? []).toEqual([]);
  });

  it('has a valid body for every route whose body has required fields', () => {
    const needing = jsonRoutes.filter(([, schema]) => ((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).required as string[] | undefined) ?? []).length > 0);
    expect(needing.map(([route]) => route).filter((route) => !validBodies[route])).toEqual([]);
  });

  it.each(jsonRoutes)('%s: every case that must be refused is refused by the contract, in plain words', (route, schema) => {
    const bodies = fieldBodies(schema, validBodies[route]);
    const problems = bodies.flatMap(({ field, name, body, mustRefuse }) => {
      const result = schema.safeParse(body);
      if (result.success) return mustRefuse ? [`${field} [${name}]: taken`] : [`${field} [${name}]: kept although taken`];
      const message = result.error.issues[0]!.message;
      return libraryWording.test(message) && result.error.issues[0]!.code !== 'invalid_type' ? [`${field} [${name}]: "${message}"`] : [];
    });
    expect(problems.join('\n')).toBe('');
    // Every top-level field is tried.
    const fields = Object.keys((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).properties as object | undefined) ?? {});
    expect(fields.filter((field) => !bodies.some((b) => b.field === field))).toEqual([]);
  });

  it('tries each text field one character past its maximum, in plain and odd text', () => {
    const names = fieldBodies(schemaOf('PATCH /api/cities/:id'))
      .filter((b) => b.field === 'canonical_url')
      .map((b) => b.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'just past its limit (501 characters)',
        'emoji past its limit (501 characters, 982 UTF-16 units)',
        'fullwidth letters past its limit',
        'a right-to-left override past its limit',
        'zero-width joiners past its limit',
        'control character NUL',
        'a lone surrogate',
      ]),
    );
    const pastLimit = fieldBodies(schemaOf('POST /api/cities'), validBodies['POST /api/cities']).find(
      (b) => b.field === 'city_name' && b.name.startsWith('just past'),
    );
    expect(pastLimit?.body).toMatchObject({ city_name: 'a'.repeat(256), province: 'ON', url_slug: 'fuzzville' });
  });
});

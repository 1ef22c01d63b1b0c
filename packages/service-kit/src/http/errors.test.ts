import { recordIdParams } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput, type HttpError } from './errors.js';

const refusal = (schema: z.ZodType, input: unknown) => {
  try {
    parseInput(schema, input);
  } catch (err) {
    return err as HttpError;
  }
  throw new Error('accepted');
};

describe('refusals in plain words', () => {
  const body = z.object({ name: z.string(), tags: z.array(z.string()), settings: z.object({ on: z.boolean() }), count: z.number().int('Count must be whole') });

  it("names the field where zod's own wording names none", () => {
    expect(refusal(body, { name: 1, tags: [], settings: { on: true }, count: 1 }).message).toBe('name must be a string');
    expect(refusal(body, { name: 'a', tags: 'x', settings: { on: true }, count: 1 }).message).toBe('tags must be an array');
    expect(refusal(body, { name: 'a', tags: [], count: 1 }).message).toBe('settings is required');
    expect(refusal(body, { name: 'a', tags: [], settings: { on: 'yes' }, count: 1 }).details?.[0]).toEqual({ field: 'settings.on', message: 'settings.on must be a boolean' });
    expect(refusal(body, [1]).message).toBe('The request body must be a JSON object');
  });

  it('keeps the messages a schema words itself', () => {
    expect(refusal(body, { name: 'a', tags: [], settings: { on: true }, count: 1.5 }).message).toBe('Count must be whole');
  });

  it('bounds a record id by what the database can hold', () => {
    expect(parseInput(recordIdParams('Product'), { id: '2147483647' })).toEqual({ id: 2147483647 });
    expect(refusal(recordIdParams('Product'), { id: '2147483648' }).message).toBe('Product id must be at most 2147483647');
    expect(refusal(recordIdParams('Product'), { id: 'abc' }).message).toBe('Product id must be a positive whole number');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstMessages, issuesOf, sameNamed } from './form-check';

describe('firstMessages', () => {
  it("keeps the first message about each of the form's fields, from the server's details or a zod check", () => {
    const shownOn = sameNamed(['city_name', 'url_slug']);
    const details = [
      { field: 'url_slug', message: 'first' },
      { field: 'url_slug', message: 'second' },
      { field: 'id', message: 'not on the form' },
    ];
    expect(firstMessages(details, shownOn)).toEqual({ url_slug: 'first' });
    const check = z.object({ city_name: z.string().min(1, 'City name is required'), population: z.number() }).safeParse({ city_name: '', population: 'many' });
    expect(firstMessages(issuesOf(check.error), shownOn)).toEqual({ city_name: 'City name is required' });
  });

  it('shows a message on the field a form chooses for it', () => {
    const onTemplates = (field: unknown) => (typeof field === 'string' && field.startsWith('templates.') ? 'templates' : undefined);
    expect(firstMessages([{ field: 'templates.2', message: 'A template cannot be empty' }], onTemplates)).toEqual({ templates: 'A template cannot be empty' });
    expect(firstMessages(issuesOf(undefined), onTemplates)).toEqual({});
  });
});

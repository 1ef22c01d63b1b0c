import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './form-check';

describe('formFieldErrors', () => {
  it("keeps the server's messages of the form's fields and leaves the others out", () => {
    const fields = ['url_slug', 'city_name'] as const;
    expect(formFieldErrors({ url_slug: 'A city with this slug exists', unknown: 'x' }, fields)).toEqual({ url_slug: 'A city with this slug exists' });
    expect(formFieldErrors({}, fields)).toEqual({});
  });
});

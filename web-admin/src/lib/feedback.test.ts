import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { failureToast } from './feedback';

const refused = new ApiError(409, '409: {"message":"Slug taken"}', { statusCode: 409, error: 'Conflict', message: 'Slug taken' });
const bareGateway = new ApiError(502, '502: Bad Gateway', null);

describe('failureToast', () => {
  it("puts the server's message under the spec's title", () => {
    expect(failureToast('Error', refused, 'Failed to create city')).toEqual({ title: 'Error', description: 'Slug taken', variant: 'destructive' });
  });

  it('falls back to the given words when the server said nothing readable', () => {
    expect(failureToast('Error', bareGateway, 'Failed to create city').description).toBe('Failed to create city');
    expect(failureToast('Error', new TypeError('boom'), 'Failed to create city').description).toBe('Failed to create city');
  });

  it("without a fallback shows the call's status line, or nothing for an error that is not a call's", () => {
    expect(failureToast('Failed to update city', bareGateway).description).toBe('502: Bad Gateway');
    expect(failureToast('Failed to update city', new TypeError('boom')).description).toBeUndefined();
  });
});

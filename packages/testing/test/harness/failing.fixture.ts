import { expect, it } from 'vitest';

it('fails on purpose, so that the run must exit non-zero', () => {
  expect(1 + 1).toBe(3);
});

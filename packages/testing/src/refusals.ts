import { expect } from 'vitest';

/** What a refusal is read from: an injected (light-my-request) answer. */
interface Answer {
  statusCode: number;
  json(): unknown;
}

/** Expects `response` to be refused with `statusCode` and, in its error body, `message`. */
export function expectRefusal(response: Answer, statusCode: number, message: string): void {
  expect(response.statusCode).toBe(statusCode);
  expect((response.json() as { message?: unknown }).message).toBe(message);
}

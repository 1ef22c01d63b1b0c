import { csvUploadBody } from '@local-seo/service-kit';
import { watchMainThread } from '@local-seo/testing';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Whether a row was parsed on this (the main) thread: how long the main thread was busy depends on the machine's load.
// (The mock imports only that module of the testing package: the rest loads csv-parse itself.)
vi.mock('csv-parse', async (importOriginal) => (await import('@local-seo/testing/main-thread')).countingCsvParse(importOriginal));
import { csvOf, productHeader, startStack, type Stack } from './helpers.js';

let stack: Stack;
let url: string;
beforeAll(async () => {
  stack = await startStack('import_off_main');
  url = `http://127.0.0.1:${(stack.catalog.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => stack?.close());

/** `count` products rows; `invalid` leaves every row's Category empty (a refusal on every line). */
function productsFile(count: number, { invalid = false } = {}): string {
  const rows = Array.from({ length: count }, (_, i) => [
    `Off-thread product ${i}`,
    `Screened material, lot ${i}, for "gardens", lawns and beds`,
    invalid ? '' : ['Aggregates', 'Soils and Soil Mixtures', 'Mulch'][i % 3]!,
    `${(i % 4) + 1} yard`,
    'Cubic Yard',
    `${(i % 90) + 10}.99`,
    `${(i % 80) + 9}.50`,
    '',
    'Available',
    '',
  ]);
  return csvOf([productHeader, ...rows]);
}


async function upload(csv: string, query = '') {
  const { payload, headers } = await csvUploadBody(csv, 'products.csv');
  const response = await fetch(`${url}/api/import/products${query}`, { method: 'POST', headers, body: payload });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a large import runs off the main event loop', () => {
  it('writes 20,000 products while the main thread stays responsive and mostly idle', { timeout: 240_000 }, async () => {
    const watched = await watchMainThread(() => upload(productsFile(20_000)));
    console.log(`20,000-row import: ${Math.round(watched.ms)} ms; main thread: largest event loop delay ${Math.round(watched.maxDelayMs)} ms, busy ${(watched.busy * 100).toFixed(1)} %`);
    expect(watched.result.status).toBe(200);
    expect(watched.result.body).toMatchObject({ created: 20_000, updated: 0, unchanged: 0, refused: [] });
    expect(watched.parsesOnMainThread).toBe(0);
  });

  it('reads and refuses 40,000 invalid rows without holding up the main thread', { timeout: 240_000 }, async () => {
    const watched = await watchMainThread(() => upload(productsFile(40_000, { invalid: true })));
    console.log(`40,000 refused rows: ${Math.round(watched.ms)} ms; main thread: largest event loop delay ${Math.round(watched.maxDelayMs)} ms, busy ${(watched.busy * 100).toFixed(1)} %`);
    expect(watched.result.status).toBe(422);
    expect(watched.result.body.message).toMatch(/^40000 rows are invalid \(of 40000\); nothing was imported/);
    expect(watched.parsesOnMainThread).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Whether a row was parsed on this (the main) thread: how long the main thread was busy depends on the machine's load.
// (The mock imports only that module of the testing package: the rest loads csv-parse itself.)
vi.mock('csv-parse', async (importOriginal) => (await import('@local-seo/testing/main-thread')).countingCsvParse(importOriginal));
import { watchMainThread } from '@local-seo/testing';
import { createCity, csvForm, placesConfig, startStack, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('contractors_import_off_main', { places: () => placesConfig(null) });
  await createCity(stack.cities, 'barrie', 'Barrie');
  await createCity(stack.cities, 'guelph', 'Guelph');
});
afterAll(async () => stack?.close());

const industries = ['landscaping', 'hardscaping', 'excavation'];

/** `count` contractors rows; `invalid` names a city nobody knows on every line (a refusal on each). */
function contractorsFile(count: number, { invalid = false } = {}): string {
  const rows = Array.from({ length: count }, (_, i) =>
    [
      invalid ? 'atlantis' : ['barrie', 'guelph'][i % 2],
      `Off-thread Contractor ${i}`,
      industries[i % 3],
      `${i} Bayfield St`,
      '(705) 555-0142',
      `https://contractor-${i}.example.ca`,
      `office@contractor-${i}.example.ca`,
      'checked',
      `${(i % 50) / 10}`,
      `${i % 200}`,
    ].join(','),
  );
  return ['City,Name,Industry,Address,Phone,Website,Email,Brand Account,Rating,Total Ratings', ...rows].join('\n') + '\n';
}

async function upload(csv: string) {
  const { payload, headers } = await csvForm(csv);
  const response = await fetch(`${stack.contractorsUrl}/api/import/contractors`, { method: 'POST', headers, body: payload });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a large contractors import runs off the main event loop', () => {
  it('writes 10,000 contractors while the main thread stays responsive and mostly idle', { timeout: 240_000 }, async () => {
    const watched = await watchMainThread(() => upload(contractorsFile(10_000)));
    console.log(`10,000-row contractors import: ${Math.round(watched.ms)} ms; main thread: largest event loop delay ${Math.round(watched.maxDelayMs)} ms, busy ${(watched.busy * 100).toFixed(1)} %`);
    expect(watched.result.status).toBe(200);
    expect(watched.result.body).toMatchObject({ created: 10_000, updated: 0, unchanged: 0, refused: [] });
    expect(await stack.contractors.context.db.contractor.count({ where: { isTemplate: false } })).toBe(10_000);
    expect(watched.parsesOnMainThread).toBe(0);
  });

  it('reads and refuses 40,000 invalid rows without holding up the main thread', { timeout: 240_000 }, async () => {
    const watched = await watchMainThread(() => upload(contractorsFile(40_000, { invalid: true })));
    console.log(`40,000 refused contractors rows: ${Math.round(watched.ms)} ms; main thread: largest event loop delay ${Math.round(watched.maxDelayMs)} ms, busy ${(watched.busy * 100).toFixed(1)} %`);
    expect(watched.result.status).toBe(422);
    expect(watched.result.body.message).toMatch(/^40000 rows are invalid \(of 40000\); nothing was imported/);
    expect(watched.parsesOnMainThread).toBe(0);
  });
});

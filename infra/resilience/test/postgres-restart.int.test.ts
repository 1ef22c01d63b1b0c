import { expect, it } from 'vitest';
import { answers200, serviceNames, sleep, waitFor } from '../src/index.js';
import { reportFigures } from './support/figures.js';
import { newCity, noPageDataCache, faultSystemForFile, type FaultSystem } from './support/fault-system.js';
import { startTraffic, uncleanError, type Call, type Sample } from './support/traffic.js';

// No page-data cache: every page-data answer asks the services (and so their databases).
const system = faultSystemForFile({ env: { gateway: noPageDataCache } });

const outageMs = 5000;
const recoveryBoundMs = 30_000;

/** Each service's readiness, polled: whether it was seen not ready, and its last state. */
function watchReadiness(s: FaultSystem) {
  const seenDown = new Set<string>();
  const last = new Map<string, boolean>();
  let running = true;
  const loop = (async () => {
    while (running) {
      await Promise.all(
        serviceNames.map(async (name) => {
          const ready = await answers200(`${s.services[name].url}/readyz`);
          if (!ready) seenDown.add(name);
          last.set(name, ready);
        }),
      );
      await sleep(250);
    }
  })();
  return {
    seenDown,
    last,
    async stop() {
      running = false;
      await loop;
    },
  };
}

const lastAnswerOk = (samples: Sample[], path: string, since: number) =>
  samples.filter((sample) => sample.path === path && sample.at >= since).at(-1)?.answer.status === 200;

it('answers clean errors while PostgreSQL is down and recovers without restarting any service', async () => {
  const s = system();
  const admin = await s.login();
  const [a, b] = [newCity(s, 'Restart', 1), newCity(s, 'Restart', 2)];
  for (const city of [a, b]) expect((await admin.request('POST', '/api/cities', city)).status).toBe(201);
  await waitFor(
    async () => {
      const answer = await fetch(`${s.gateway.url}/api/page-data/${b.url_slug}`);
      return answer.status === 200 && ((await answer.json()) as { degraded: string[] }).degraded.length === 0;
    },
    { what: 'whole page data for the new cities', timeoutMs: 30_000 },
  );

  const calls: Call[] = [
    { path: `/api/page-data/${a.url_slug}` },
    { path: '/api/cities' },
    { path: '/api/admin/cities', admin: true },
    { path: `/api/page-data/${b.url_slug}` },
    { path: `/api/products/city/${a.url_slug}` },
    { path: '/api/admin/weather', admin: true },
    { path: `/api/contractors/city/${a.url_slug}/summary` },
  ];
  const pids = serviceNames.map((name) => s.services[name].pid);
  const readiness = watchReadiness(s);
  const traffic = startTraffic(s.gateway.url, admin, calls);
  await sleep(2000);

  const stoppedAt = Date.now();
  await s.postgres.stop();
  await sleep(outageMs);
  await s.postgres.start();
  const startedAt = Date.now();

  const readyMs = await waitFor(
    async () => (await Promise.all(serviceNames.map((name) => answers200(`${s.services[name].url}/readyz`)))).every(Boolean) && Date.now() - startedAt,
    { what: 'every service ready again', timeoutMs: recoveryBoundMs },
  );
  const recoveredMs = await waitFor(() => calls.every((call) => lastAnswerOk(traffic.samples, call.path, startedAt)) && Date.now() - startedAt, {
    what: 'every request answering 200 again',
    timeoutMs: recoveryBoundMs,
  });
  const recoveredAt = startedAt + recoveredMs;
  await sleep(3000);
  await traffic.stop();
  await readiness.stop();

  const failed = traffic.samples.filter((sample) => sample.answer.status !== 200);
  const unclean = failed.map((sample) => [sample.path, uncleanError(sample.answer)]).filter(([, why]) => why !== undefined);
  expect(unclean.slice(0, 5)).toEqual([]);
  // The outage was felt (the test proves something), and it was over once recovered.
  expect(failed.filter((sample) => sample.at >= stoppedAt && sample.at < startedAt).length).toBeGreaterThan(0);
  expect(traffic.samples.filter((sample) => sample.at > recoveredAt + 500 && sample.answer.status !== 200).map((x) => x.path)).toEqual([]);
  // Readiness went false, then true, in the same processes.
  expect([...readiness.seenDown].sort()).toEqual([...serviceNames].sort());
  expect([...readiness.last.values()].every(Boolean)).toBe(true);
  expect(serviceNames.map((name) => s.services[name].pid)).toEqual(pids);
  expect(serviceNames.every((name) => s.services[name].running)).toBe(true);

  const statuses: Record<string, number> = {};
  for (const sample of failed) statuses[sample.answer.status] = (statuses[sample.answer.status] ?? 0) + 1;
  // "Try again in a moment", never "something broke": a database out of reach is a 503.
  expect(Object.keys(statuses)).toEqual(['503']);
  reportFigures('PostgreSQL stopped for 5 s under load', {
    requests: traffic.samples.length,
    non200: failed.length,
    non200ByStatus: statuses,
    uncleanAnswers: unclean.length,
    everyServiceReadyAfterStartMs: readyMs,
    everyRequest200AfterStartMs: recoveredMs,
    processRestarts: 0,
  });
}, 120_000);

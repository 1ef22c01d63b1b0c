// The replicated stack's outage steps of `npm run test:compose` (run.ts): under a
// steady load through the public entry only, NATS away for a minute, one replica of
// every part killed in turn, and a rolling restart of every replica; then what every
// replica must agree on (a renamed city's 301, the sitemap) and a scheduled task
// forced to fire on every replica at once (docs/decisions.md, decision 13).
import { check, docker, note, sleep, waitFor } from './harness.ts';
import { describeLoad, startLoad, type LoadReport } from './load.ts';

/** One container of the stack, as docker inspect tells it. */
export interface StackContainer {
  id: string;
  service: string;
  status: string;
  health?: string;
  /** What its newest failed health check printed. */
  lastCheck?: string;
  /** Its address on each network, by the network's short name (edge, data, outside...). */
  addresses: Record<string, string>;
}

/** What the outage steps need of the running stack (run.ts makes it). */
export interface Stack {
  base: string;
  containers(): Promise<StackContainer[]>;
  waitHealthy(services: string[] | 'all', timeoutMs: number): Promise<unknown>;
  /** A request through the public entry, signed in as the owner when `asAdmin`. */
  api(method: string, path: string, options?: { json?: unknown; asAdmin?: boolean }): Promise<Response>;
  step<T>(name: string, action: () => Promise<T>): Promise<T>;
}

/** The stateless parts, each run as two replicas. */
export const replicatedParts = ['gateway', 'web-public', 'web-admin', 'cities', 'catalog', 'contractors', 'weather', 'seo', 'sitemap', 'audit'] as const;

/** What an outage step records for bench/README.md. */
export interface OutageFigure {
  step: string;
  report: LoadReport;
  seconds: number;
}

interface LoadSetup {
  pages: readonly string[];
  /** The city whose meta description each admin write changes. */
  writeCityId: number;
}

/** A write whose event the audit trail records once: the city's meta description, changed. */
function cityWrite(stack: Stack, cityId: number, requestIds: string[]) {
  let n = 0;
  return async () => {
    const response = await stack.api('PATCH', `/api/cities/${cityId}`, { asAdmin: true, json: { meta_description: `Written under load, change ${++n} at ${new Date().toISOString()}` } });
    const id = response.headers.get('x-request-id');
    if (response.ok && id) requestIds.push(id);
    return response;
  };
}

/** How many audit entries each of these requests made (the trail pages back from the newest). */
async function auditEntriesOf(stack: Stack, requestIds: readonly string[], since: Date): Promise<Map<string, number>> {
  const wanted = new Set(requestIds);
  const counts = new Map<string, number>();
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ entity: 'city', from: since.toISOString(), limit: '100', ...(cursor ? { cursor } : {}) });
    const response = await stack.api('GET', `/api/admin/audit?${query}`, { asAdmin: true });
    check(response.ok, `the audit trail answered ${response.status}`);
    const page = (await response.json()) as { items: { requestId: string | null }[]; nextCursor: string | null };
    for (const entry of page.items) if (entry.requestId && wanted.has(entry.requestId)) counts.set(entry.requestId, (counts.get(entry.requestId) ?? 0) + 1);
    cursor = page.nextCursor;
  } while (cursor);
  return counts;
}

/** Runs `outage` under load; the public reads must all succeed, and the writes too when `writesMustSucceed`. */
async function underLoad(stack: Stack, setup: LoadSetup, name: string, outage: () => Promise<void>, writesMustSucceed: boolean): Promise<OutageFigure> {
  const requestIds: string[] = [];
  const since = new Date(Date.now() - 1000);
  const started = performance.now();
  const load = startLoad({ base: stack.base, pages: setup.pages, write: cityWrite(stack, setup.writeCityId, requestIds) });
  let report: LoadReport;
  try {
    await outage();
    await sleep(3000); // the load goes on a little past the outage's end
  } finally {
    report = await load.stop();
  }
  note(describeLoad(report));
  check(report.failedReads === 0, `${name}: ${report.failedReads} public requests failed: ${report.examples.join(' | ')}`);
  if (writesMustSucceed) check(report.failedWrites === 0, `${name}: ${report.failedWrites} admin writes failed: ${report.examples.join(' | ')}`);
  // Every write taken made its audit entry once, whatever was down meanwhile.
  const counts = await waitFor(`the audit entries of the ${requestIds.length} writes taken`, 120_000, async () => {
    const found = await auditEntriesOf(stack, requestIds, since);
    return requestIds.every((id) => found.has(id)) ? found : undefined;
  }, 2000);
  const twice = requestIds.filter((id) => (counts.get(id) ?? 0) !== 1);
  check(twice.length === 0, `${name}: ${twice.length} writes made more than one audit entry`);
  note(`${requestIds.length} writes taken, each in the audit trail exactly once`);
  return { step: name, report, seconds: (performance.now() - started) / 1000 };
}

const containerOf = async (stack: Stack, service: string, index = 0) => {
  const all = (await stack.containers()).filter((c) => c.service === service).sort((a, b) => a.id.localeCompare(b.id));
  const container = all[index];
  check(container, `no container ${index + 1} of ${service}`);
  return container;
};

/** Waits until this very container is running and healthy again. */
async function healthyAgain(stack: Stack, id: string, timeoutMs = 180_000): Promise<void> {
  await waitFor(`container ${id.slice(0, 12)} healthy again`, timeoutMs, async () => {
    const container = (await stack.containers()).find((c) => c.id === id);
    if (container && container.status === 'running' && (container.health ?? 'healthy') === 'healthy') return true;
    const check = container?.lastCheck ? `; last failed check: ${container.lastCheck}` : '';
    throw new Error(`${container?.service ?? id.slice(0, 12)}: ${container?.health ?? container?.status ?? 'gone'}${check}`);
  }, 1000);
}

export async function natsAway(stack: Stack, setup: LoadSetup, seconds = 60): Promise<OutageFigure> {
  return stack.step(`NATS stopped for ${seconds} s under load: no public request fails, every write is taken, each event arrives once`, () =>
    underLoad(stack, setup, 'NATS away', async () => {
      const nats = await containerOf(stack, 'nats');
      await docker('stop', '-t', '10', nats.id);
      await sleep(seconds * 1000);
      await docker('start', nats.id);
      await healthyAgain(stack, nats.id);
    }, true),
  );
}

/**
 * One replica of each part killed in turn, a few seconds apart, each started again at once
 * (as a restart policy would): meanwhile the other replica of every part answers alone.
 */
export async function oneReplicaKilledInTurn(stack: Stack, setup: LoadSetup): Promise<OutageFigure> {
  return stack.step('One replica of every part killed (SIGKILL) in turn under load: no public request fails', () =>
    underLoad(stack, setup, 'replicas killed', async () => {
      const victims: StackContainer[] = [];
      for (const part of replicatedParts) {
        const victim = await containerOf(stack, part);
        await docker('kill', '-s', 'KILL', victim.id);
        await sleep(2000);
        await docker('start', victim.id);
        victims.push(victim);
        note(`${part}: a replica killed and started again`);
      }
      await Promise.all(victims.map((victim) => healthyAgain(stack, victim.id)));
    }, false),
  );
}

/**
 * A rolling restart as a rollout of every part at once does it: within each part one replica
 * at a time (the next only when the restarted one is healthy), all parts together.
 */
export async function rollingRestart(stack: Stack, setup: LoadSetup): Promise<OutageFigure> {
  return stack.step('A rolling restart of every replica, one at a time in each part (SIGTERM) under load: no request fails', () =>
    underLoad(stack, setup, 'rolling restart', async () => {
      const all = await stack.containers();
      await Promise.all(
        replicatedParts.map(async (part) => {
          const replicas = all.filter((c) => c.service === part);
          for (const replica of replicas) {
            await docker('restart', '-t', '30', replica.id);
            await healthyAgain(stack, replica.id);
          }
          note(`${part}: ${replicas.length} replicas restarted one after the other`);
        }),
      );
    }, true),
  );
}

/** Every web-public replica, asked directly, answers a renamed city's old address with its 301 within a second. */
export async function renameSeenByEveryReplica(stack: Stack, city: { id: number; slug: string }): Promise<number[]> {
  return stack.step('A city renamed: every web-public replica, asked directly, answers the 301 within 1 s', async () => {
    const replicas = (await stack.containers()).filter((c) => c.service === 'web-public');
    check(replicas.length >= 2, `${replicas.length} web-public replicas`);
    const direct = (replica: StackContainer, path: string) => fetch(`http://${replica.addresses.edge}:3000${path}`, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
    // Each replica keeps the page first: the rename must reach what it keeps.
    for (const replica of replicas) {
      const page = await direct(replica, `/${city.slug}`);
      await page.arrayBuffer();
      check(page.status === 200, `web-public ${replica.addresses.edge}: /${city.slug} answered ${page.status}`);
    }
    const renamed = `${city.slug}-renamed`;
    const changed = await stack.api('PATCH', `/api/cities/${city.id}`, { asAdmin: true, json: { url_slug: renamed } });
    check(changed.ok, `renaming the city answered ${changed.status}: ${await changed.text()}`);
    const at = performance.now();
    const delays = await Promise.all(
      replicas.map((replica) =>
        waitFor(`web-public ${replica.addresses.edge}: the 301 of /${city.slug}`, 10_000, async () => {
          const answer = await direct(replica, `/${city.slug}`);
          await answer.arrayBuffer();
          return answer.status === 301 && answer.headers.get('location') === `/${renamed}` ? performance.now() - at : undefined;
        }, 50),
      ),
    );
    note(`each replica answered the 301 after ${delays.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
    check(delays.every((ms) => ms <= 1000), `a replica took over 1 s: ${delays.map(Math.round).join(', ')} ms`);
    return delays;
  });
}

/** Every sitemap replica, asked directly, serves the same sitemap.xml (bytes and ETag). */
export async function oneSitemap(stack: Stack): Promise<void> {
  await stack.step('Every sitemap replica serves the same sitemap.xml', async () => {
    const regenerated = await stack.api('POST', '/api/admin/regenerate-sitemap', { asAdmin: true });
    check(regenerated.ok, `regenerating the sitemap answered ${regenerated.status}`);
    const replicas = (await stack.containers()).filter((c) => c.service === 'sitemap');
    const answers = await waitFor('every sitemap replica serving the same sitemap', 10_000, async () => {
      const all = await Promise.all(
        replicas.map(async (replica) => {
          const response = await fetch(`http://${replica.addresses.outside}:3006/sitemap.xml`, { signal: AbortSignal.timeout(5000) });
          return { etag: response.headers.get('etag'), body: await response.text(), status: response.status };
        }),
      );
      return all.every((a) => a.status === 200 && a.body === all[0]!.body && a.etag === all[0]!.etag) ? all : undefined;
    }, 250);
    note(`${replicas.length} replicas: ${answers[0]!.body.length} bytes, ETag ${answers[0]!.etag} from each`);
  });
}

/** A request the outside API's stand-in answered. */
export interface OutsideCall {
  path: string;
  query: Record<string, string>;
  at: Date;
}

/** Calls grouped into runs: a run's calls come together (no spacing), runs `gapMs` or more apart. */
function groupIntoRuns(calls: readonly OutsideCall[], gapMs: number): OutsideCall[][] {
  const runs: OutsideCall[][] = [];
  let last = -Infinity;
  for (const call of [...calls].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (call.at.getTime() - last >= gapMs) runs.push([]);
    runs.at(-1)!.push(call);
    last = call.at.getTime();
  }
  return runs;
}

/**
 * The weather refresh, scheduled every `everySeconds` on both weather replicas and every
 * city due at each run (docker-compose.test.yml), calls Open-Meteo once per city and
 * run, counted at the stand-in: each run is claimed by one replica. The count starts and
 * ends half a period between two ticks, and the calls are told apart into runs by the pause
 * between them, so a run that fires late on a busy machine is still one run.
 */
export async function scheduledRunOnce(stack: Stack, calls: () => readonly OutsideCall[], options: { everySeconds: number; runs: number }): Promise<void> {
  await stack.step(`A task scheduled every ${options.everySeconds} s on both weather replicas calls Open-Meteo once per run`, async () => {
    const everyMs = options.everySeconds * 1000;
    // What the replicas restarted last did at their start (a refresh of every due city) is over by then.
    await sleep(5000);
    const firstTick = Math.ceil((Date.now() + everyMs / 2) / everyMs) * everyMs;
    const from = firstTick - everyMs / 2;
    const to = from + options.runs * everyMs; // `runs` ticks in [from, to)
    await sleep(to + everyMs / 2 - Date.now()); // the last run's calls come in meanwhile
    const forecasts = calls().filter((call) => call.at.getTime() >= from && call.path === '/v1/forecast');
    const runs = groupIntoRuns(forecasts, everyMs / 2).filter((run) => run[0]!.at.getTime() < to);
    const place = (call: OutsideCall) => `${call.query.latitude} ${call.query.longitude}`;
    const cities = new Set(runs.flat().map(place));
    const twice = runs.flatMap((run, i) => [...cities].filter((city) => run.filter((call) => place(call) === city).length > 1).map((city) => `run ${i + 1}: ${city}`));
    const missed = runs.flatMap((run, i) => [...cities].filter((city) => !run.some((call) => place(call) === city)).map((city) => `run ${i + 1}: ${city}`));
    note(`${runs.flat().length} forecast calls in ${runs.length} runs for ${cities.size} cities; ${twice.length} city-runs called twice`);
    // A tick skipped while a slow run went on is allowed; a run more than the ticks is not (a second run of one tick).
    check(runs.length >= options.runs - 1 && cities.size > 0, `only ${runs.length} of ${options.runs} scheduled runs were seen calling Open-Meteo`);
    check(runs.length <= options.runs, `${runs.length} runs called Open-Meteo where the schedule fired ${options.runs} times`);
    check(twice.length === 0, `a run called Open-Meteo twice for a city: ${twice.join(', ')}`);
    check(missed.length === 0, `a run missed a city: ${missed.join(', ')}`);
  });
}

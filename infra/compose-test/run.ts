// `npm run test:compose`: the whole product as operators run it, end to end.
// Makes sure a Docker engine answers (ensure-docker.sh; as root it installs
// and starts one), makes the base images only when the official ones cannot
// be pulled (base-images.sh), makes the secret files as an operator does (npm
// run compose:secrets) and a .env of the test's settings, builds every
// image with the project's Dockerfile through docker-compose.yml, starts the
// stack with a Google Places stand-in beside it (docker-compose.test.yml),
// waits for every health check, then drives it through the gateway's
// published port only: a city page and its JSON-LD, an unknown city's 404,
// robots.txt, admin sign-in, a city created through the admin API whose
// contractors get populated from the stand-in and which the regenerated
// sitemap lists, a products CSV import; then it kills the contractors
// container, creates another city meanwhile, starts it again and shows that
// the city-created event arrived exactly once; no container's settings hold a
// secret (docker inspect); finally the public entry with TLS on
// (docker-compose.tls.yml, a self-signed certificate). Everything is torn down
// (`down -v`) also on failure; each step's time is printed; any error fails.
//
//   npm run test:compose                      # COMPOSE_TEST_KEEP=1 leaves the stack up
//
// The compose project is local-seo-compose-test (COMPOSE_TEST_PROJECT), its
// images local-seo/<name>:compose-test, its .env infra/compose-test/.env and its
// secrets infra/compose-test/secrets/: a developer's own stack, .env and
// secrets are not touched.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupAndRestore } from './backup-restore.ts';
import { releaseOffline } from './release-offline.ts';
import { freePort } from '../../packages/testing/src/free-port.ts'; // by file: only erasable syntax is checked here
import { startOpenMeteoStandIn } from '../../packages/testing/src/stand-ins/open-meteo.ts';
import { baseImages, check, docker, extraCaCertificates, note, printTimes, root, run, sleep, step, toolEnv, waitFor } from './harness.ts';
import { describeLoad } from './load.ts';
import { makeSecrets, noSecretInSettings, tlsEdge } from './secrets.ts';
import {
  natsAway,
  oneReplicaKilledInTurn,
  oneSitemap,
  renameSeenByEveryReplica,
  rollingRestart,
  scheduledRunOnce,
  type OutageFigure,
  type OutsideCall,
  type Stack,
  type StackContainer,
} from './outages.ts';
const project = process.env.COMPOSE_TEST_PROJECT ?? 'local-seo-compose-test';
const envFile = join(root, 'infra/compose-test/.env');
const secretsDir = join(root, 'infra/compose-test/secrets');
const keep = process.env.COMPOSE_TEST_KEEP === '1';
const imageTag = 'compose-test';
const placesPerIndustry = 4;
const industries = ['landscaping', 'hardscaping', 'excavation'] as const;
const cityA = { city_name: 'Compose Falls', url_slug: 'compose-falls', latitude: 44.61, longitude: -79.42 };
const cityB = { city_name: 'Restart Harbour', url_slug: 'restart-harbour', latitude: 44.75, longitude: -79.89 };
const cityC = { city_name: 'Rename Crossing', url_slug: 'rename-crossing', latitude: 44.39, longitude: -79.69 };
/** The weather refresh's test schedule (docker-compose.test.yml): every few seconds, every city due. */
const weatherEverySeconds = 15;

// ---------------------------------------------------------------------------

const composeFiles = ['-f', 'docker-compose.yml', '-f', 'infra/compose-test/docker-compose.test.yml'];
const compose = (args: string[], options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}) =>
  run('docker-compose', ['--env-file', envFile, '-p', project, ...composeFiles, ...args], options);

/**
 * Removes the project's containers, networks and volumes. Docker 20.10 can keep a stale
 * endpoint on a network whose containers are gone (after a kill); `down` then stops before
 * the volumes, and the next stack would start on the old database with new passwords.
 */
async function removeStack(stopTimeoutSeconds: number): Promise<void> {
  await compose(['down', '-v', '--remove-orphans', '--timeout', String(stopTimeoutSeconds)], { timeoutMs: 180_000 }).catch((err: unknown) =>
    note(`down: ${err instanceof Error ? err.message.split('\n').at(-1) : String(err)}`),
  );
  const { stdout } = await docker('volume', 'ls', '-q', '--filter', `label=com.docker.compose.project=${project}`);
  const volumes = stdout.split('\n').filter(Boolean);
  if (volumes.length) await docker('volume', 'rm', '-f', ...volumes);
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The secret files (as npm run compose:secrets makes them) and a .env of the test's own settings. */
async function writeEnv(gatewayPort: number, openMeteoPort: number, images: Record<string, string>): Promise<{ adminPassword: string }> {
  const adminPassword = `compose-${hex(12)}`;
  const placesKey = `places-${hex(8)}`;
  await makeSecrets(secretsDir, adminPassword, placesKey);
  const values: Record<string, string> = {
    // Where compose finds the secret files (docker-compose.yml, `secrets:`).
    SECRETS_DIR: secretsDir,
    // The base images to build on and run: the official ones, or stand-ins under their own names.
    ...images,
    GATEWAY_PORT: String(gatewayPort),
    PUBLIC_BASE_URL: `http://localhost:${gatewayPort}`,
    IMAGE_TAG: imageTag,
    // Open-Meteo's stand-in, run by this process (weatherStandIn); docker-compose.test.yml
    // makes every city due at each run of a refresh scheduled every few seconds.
    WEATHER_PROVIDER: 'open-meteo',
    OPEN_METEO_STAND_IN_URL: `http://host.docker.internal:${openMeteoPort}`,
    WEATHER_REFRESH_EVERY_SECONDS: String(weatherEverySeconds),
    PLACES_CITIES: [cityA.city_name, cityB.city_name].join(','),
    PLACES_PER_INDUSTRY: String(placesPerIndustry),
  };
  writeFileSync(envFile, `# Written by infra/compose-test/run.ts; removed at the end.\n${Object.entries(values).map(([k, v]) => `${k}=${v}`).join('\n')}\n`, { mode: 0o600 });
  return { adminPassword };
}

// ---------------------------------------------------------------------------
// The stack's containers

interface Container extends StackContainer {
  exitCode: number;
}

/** The newest failed health check's output (the healthcheck prints why), for a failure's message. */
const lastCheckOf = (log: { ExitCode: number; Output: string }[] | undefined) => {
  const failed = log?.filter((check) => check.ExitCode !== 0).at(-1);
  return failed ? failed.Output.trim().replace(/\s+/g, ' ').slice(0, 300) || `exit ${failed.ExitCode}` : undefined;
};

async function containers(): Promise<Container[]> {
  const { stdout } = await compose(['ps', '-q']);
  const ids = stdout.split('\n').map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0) return [];
  const { stdout: json } = await docker('inspect', ...ids);
  type Inspected = {
    Id: string;
    State: { Status: string; ExitCode: number; Health?: { Status: string; Log?: { ExitCode: number; Output: string }[] } };
    Config: { Labels: Record<string, string> };
    NetworkSettings: { Networks: Record<string, { IPAddress: string }> };
  };
  return (JSON.parse(json) as Inspected[]).map((c) => ({
    id: c.Id,
    service: c.Config.Labels['com.docker.compose.service'] ?? '?',
    status: c.State.Status,
    exitCode: c.State.ExitCode,
    health: c.State.Health?.Status,
    lastCheck: lastCheckOf(c.State.Health?.Log),
    // By the network's name in docker-compose.yml (docker names it <project>_<name>).
    addresses: Object.fromEntries(Object.entries(c.NetworkSettings.Networks).map(([name, network]) => [name.replace(`${project}_`, ''), network.IPAddress])),
  }));
}

const oneShot = new Set(['nats-setup']);
const settled = (c: Container) => (oneShot.has(c.service) ? c.status === 'exited' && c.exitCode === 0 : c.health ? c.health === 'healthy' : c.status === 'running');

async function waitHealthy(services: string[] | 'all', timeoutMs: number): Promise<Container[]> {
  return waitFor('every container running and healthy', timeoutMs, async () => {
    const all = await containers();
    const wanted = services === 'all' ? all : all.filter((c) => services.includes(c.service));
    const waiting = wanted.filter((c) => !settled(c));
    if (wanted.length > 0 && waiting.length === 0) return all;
    throw new Error(`waiting for ${waiting.map((c) => `${c.service} (${c.health ?? c.status})`).join(', ') || 'containers to appear'}`);
  }, 1000);
}

// ---------------------------------------------------------------------------
// Through the gateway's published port

let base = '';
let admin: { cookie: string; csrf: string } | undefined;
let adminPasswordKept = '';
let stopWeather: (() => Promise<void>) | undefined;

async function api(method: string, path: string, options: { json?: unknown; form?: FormData; asAdmin?: boolean } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.asAdmin) {
    check(admin, 'not signed in');
    headers.cookie = admin.cookie;
    headers['x-csrf-token'] = admin.csrf;
  }
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  return fetch(`${base}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
}

async function expectStatus(response: Response, status: number, what: string): Promise<string> {
  const text = await response.text();
  check(response.status === status, `${what}: expected ${status}, got ${response.status}: ${text.slice(0, 500)}`);
  return text;
}

async function createCity(city: typeof cityA): Promise<{ id: number }> {
  const response = await api('POST', '/api/cities', { asAdmin: true, json: { ...city, province: 'Ontario', page_active: true } });
  return JSON.parse(await expectStatus(response, 201, `POST /api/cities (${city.url_slug})`)) as { id: number };
}

interface PopulationJob {
  industry: string;
  trigger: string;
  status: string;
  found: number | null;
  created: number | null;
  error: string | null;
}

const populations = async (slug: string) =>
  JSON.parse(await expectStatus(await api('GET', `/api/admin/contractors/population?city=${slug}`, { asAdmin: true }), 200, 'populations')) as PopulationJob[];

/** Waits until the city's three populations (one per industry) have ended, and returns them. */
function populated(slug: string, timeoutMs: number): Promise<PopulationJob[]> {
  return waitFor(`the populations of ${slug}`, timeoutMs, async () => {
    const jobs = await populations(slug);
    const failed = jobs.find((job) => job.status === 'failed' || job.status === 'not_configured');
    if (failed) throw new Error(`a population of ${slug} ended ${failed.status}: ${failed.error}`);
    const done = jobs.filter((job) => job.status === 'succeeded');
    if (done.length >= industries.length) return jobs;
    throw new Error(`${done.length} of ${industries.length} populations of ${slug} done (${jobs.map((j) => `${j.industry} ${j.status}`).join(', ') || 'none recorded'})`);
  }, 1000);
}

async function contractorCount(slug: string): Promise<number> {
  const summary = JSON.parse(await expectStatus(await api('GET', `/api/contractors/city/${slug}/summary`), 200, `contractors of ${slug}`)) as {
    contractorCounts: Record<string, number>;
  };
  return Object.values(summary.contractorCounts).reduce((sum, n) => sum + n, 0);
}

/** The Text Searches the Places stand-in answered for a city, from its log. */
async function textSearchesFor(cityName: string): Promise<number> {
  const { stdout } = await compose(['logs', '--no-color', 'places']);
  return stdout
    .split('\n')
    .map((line) => /(\{"places":.*\})\s*$/.exec(line)?.[1])
    .filter((json): json is string => Boolean(json))
    .map((json) => (JSON.parse(json) as { places: { path: string; status: number; textQuery?: string } }).places)
    .filter((r) => r.path === '/v1/places:searchText' && r.status === 200 && r.textQuery?.includes(cityName)).length;
}

async function sitemapLocs(): Promise<string[]> {
  const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]!);
  const top = await expectStatus(await api('GET', '/sitemap.xml'), 200, '/sitemap.xml');
  if (!top.includes('<sitemapindex')) return locs(top);
  const all: string[] = [];
  for (const loc of locs(top)) all.push(...locs(await expectStatus(await api('GET', new URL(loc).pathname), 200, loc)));
  return all;
}

// ---------------------------------------------------------------------------
// The steps

/** Builds every image through docker-compose.yml, at low priority: the build shares this machine with other work. */
async function buildImages(): Promise<void> {
  const env = { ...toolEnv, NPM_CA_CERTS: await extraCaCertificates() };
  await run('nice', ['-n', '10', 'docker-compose', '--env-file', envFile, '-p', project, ...composeFiles, 'build', '--parallel'], {
    env,
    timeoutMs: 1_500_000,
  });
  const { stdout } = await docker('images', '--format', '{{.Repository}}\t{{.Size}}', '--filter', `reference=local-seo/*:${imageTag}`);
  note(`images: ${stdout.trim().split('\n').map((line) => line.replace('local-seo/', '').replace('\t', ' ')).sort().join(', ')}`);
}

async function startStack(): Promise<void> {
  const upStarted = performance.now();
  await compose(['up', '-d'], { timeoutMs: 900_000 });
  const all = await waitHealthy('all', 300_000);
  note(`${all.length} containers up and healthy in ${((performance.now() - upStarted) / 1000).toFixed(1)} s: ${all.map((c) => c.service).sort().join(', ')}`);
}

async function signIn(adminPassword: string): Promise<void> {
  const wrong = await api('POST', '/api/admin/login', { json: { password: 'not the password' } });
  await expectStatus(wrong, 401, 'sign-in with a wrong password');
  const response = await api('POST', '/api/admin/login', { json: { password: adminPassword } });
  const body = JSON.parse(await expectStatus(response, 200, 'sign-in')) as { csrfToken: string };
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('admin_session='));
  check(cookie, 'sign-in set no admin_session cookie');
  admin = { cookie: cookie.split(';')[0]!, csrf: body.csrfToken };
}

/** Creates the first city through the admin API and waits for its contractors; resolves to its id. */
async function firstCityPopulated(): Promise<number> {
  const { id } = await createCity(cityA);
  const jobs = await populated(cityA.url_slug, 120_000);
  const count = await waitFor('the contractors in the public summary', 30_000, async () => {
    const n = await contractorCount(cityA.url_slug);
    return n === industries.length * placesPerIndustry ? n : undefined;
  });
  note(`${jobs.length} populations (${jobs.map((j) => `${j.industry} ${j.created}`).join(', ')}), ${count} contractors listed`);
  return id;
}

async function cityPageAndUnknownCity(): Promise<void> {
  const html = await waitFor(`/${cityA.url_slug}`, 60_000, async () => expectStatus(await api('GET', `/${cityA.url_slug}`), 200, `/${cityA.url_slug}`));
  const blocks = Array.from(html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g), (m) => JSON.parse(m[1]!) as unknown);
  check(blocks.length > 0, `/${cityA.url_slug} has no JSON-LD`);
  check(JSON.stringify(blocks).includes(cityA.city_name), `the JSON-LD of /${cityA.url_slug} does not name ${cityA.city_name}`);
  check(blocks.some((block) => /"@context":"https?:\/\/schema\.org/.test(JSON.stringify(block))), 'no JSON-LD block has a schema.org @context');
  await expectStatus(await api('GET', '/no-such-city-here'), 404, 'an unknown city');
  note(`${blocks.length} JSON-LD block(s) naming ${cityA.city_name}; /no-such-city-here answered 404`);
}

async function robotsAndSitemap(): Promise<void> {
  const robots = await expectStatus(await api('GET', '/robots.txt'), 200, '/robots.txt');
  check(/^Sitemap: \S+\/sitemap\.xml$/m.test(robots), `robots.txt names no sitemap:\n${robots}`);
  const regenerated = await api('POST', '/api/admin/regenerate-sitemap', { asAdmin: true });
  await expectStatus(regenerated, 200, 'POST /api/admin/regenerate-sitemap');
  const locs = await sitemapLocs();
  check(locs.some((loc) => new URL(loc).pathname === `/${cityA.url_slug}`), `the sitemap does not list /${cityA.url_slug}: ${locs.join(' ')}`);
  note(`the sitemap lists ${locs.length} URLs, /${cityA.url_slug} among them`);
}

/** Imports one product from the template's columns, then the same file again: nothing new the second time. */
async function productsImport(): Promise<void> {
  const template = await expectStatus(await api('GET', '/api/import/products/template', { asAdmin: true }), 200, 'the products template');
  const header = template.split(/\r?\n/)[0]!;
  check(header.startsWith('Product,'), `the products template starts with ${header}`);
  const columns = header.split(',');
  const cell = (name: string) => ({ Product: 'Compose Test Screenings', Category: 'Aggregates', 'Unit Type': 'Each', 'Customer Pricing': '42' })[name] ?? '';
  const csv = `${header}\n${columns.map(cell).join(',')}\n`;
  const upload = () => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'compose-products.csv');
    return api('POST', '/api/import/products', { asAdmin: true, form });
  };
  const first = JSON.parse(await expectStatus(await upload(), 200, 'the products import')) as { created: number; message: string };
  check(first.created === 1, `the import created ${first.created} products: ${first.message}`);
  const again = JSON.parse(await expectStatus(await upload(), 200, 'the same import again')) as { created: number; unchanged: number; message: string };
  check(again.created === 0 && again.unchanged === 1, `the same import again: ${again.message}`);
  note(`${first.message}; again: ${again.message}`);
}

/** Kills contractors, creates a city meanwhile, starts it again: the city-created event is handled once, and the first city's not again. */
async function contractorsRestarted(): Promise<void> {
  const searchesForA = await textSearchesFor(cityA.city_name);
  await compose(['kill', 'contractors']);
  const down = (await containers()).find((c) => c.service === 'contractors');
  check(down && down.status !== 'running', 'contractors is still running after kill');
  await createCity(cityB);
  const meanwhile = await api('GET', `/api/admin/contractors/population?city=${cityB.url_slug}`, { asAdmin: true });
  await meanwhile.body?.cancel();
  check(meanwhile.status >= 500, `the populations answered ${meanwhile.status} while contractors was down`);
  note(`contractors killed; ${cityB.url_slug} created meanwhile (its populations, asked of the gateway then: ${meanwhile.status})`);
  await sleep(3000);
  const restarted = performance.now();
  await compose(['start', 'contractors']);
  await waitHealthy(['contractors'], 180_000);
  note(`contractors healthy again ${((performance.now() - restarted) / 1000).toFixed(1)} s after its start`);
  const jobs = await populated(cityB.url_slug, 120_000);
  const fromEvent = jobs.filter((job) => job.trigger === 'city_created');
  check(jobs.length === industries.length && fromEvent.length === industries.length, `${cityB.url_slug} has ${jobs.length} populations (${fromEvent.length} from its city-created event), not ${industries.length}`);
  check(new Set(jobs.map((job) => job.industry)).size === industries.length, `${cityB.url_slug}: an industry was populated twice`);
  const count = await contractorCount(cityB.url_slug);
  check(count === industries.length * placesPerIndustry, `${cityB.url_slug} lists ${count} contractors, not ${industries.length * placesPerIndustry}`);
  const searchesForB = await textSearchesFor(cityB.city_name);
  check(searchesForB === industries.length, `the Places stand-in answered ${searchesForB} Text Searches for ${cityB.city_name}, not ${industries.length}`);
  // Nothing delivered again after the restart: the first city's event stays handled.
  const jobsA = await populations(cityA.url_slug);
  check(jobsA.length === industries.length, `${cityA.url_slug} now has ${jobsA.length} populations, not ${industries.length}`);
  check((await textSearchesFor(cityA.city_name)) === searchesForA, `${cityA.city_name} was searched again after the restart`);
  note(
    `${cityB.url_slug}: ${fromEvent.length} populations from one city-created event (${jobs.map((j) => `${j.industry} found ${j.found}, created ${j.created}`).join('; ')}), ` +
      `${count} contractors, ${searchesForB} Text Searches; ${cityA.url_slug} still ${jobsA.length} populations and ${searchesForA} searches`,
  );
}

/** The replicas (docs/decisions.md, decision 13): through the public entry only, under load. */
async function replicasUnderLoad(cityAId: number, weatherCalls: () => readonly OutsideCall[]): Promise<void> {
  const stack: Stack = { base, containers, waitHealthy, api, step };
  const renamed = await step(`A third city (${cityC.url_slug}), to be renamed`, () => createCity(cityC));
  await renameSeenByEveryReplica(stack, { id: renamed.id, slug: cityC.url_slug });
  await oneSitemap(stack);
  const setup = { pages: [`/${cityA.url_slug}`, `/${cityB.url_slug}`, '/delivery', '/robots.txt', '/sitemap.xml'], writeCityId: cityAId };
  const figures: OutageFigure[] = [];
  figures.push(await natsAway(stack, setup));
  figures.push(await oneReplicaKilledInTurn(stack, setup));
  figures.push(await rollingRestart(stack, setup));
  await scheduledRunOnce(stack, weatherCalls, { everySeconds: weatherEverySeconds, runs: 3 });
  console.log('\nUnder load, through the public entry (bench/README.md, "Replicas"):');
  for (const figure of figures) console.log(`  ${figure.step} (${figure.seconds.toFixed(0)} s): ${describeLoad(figure.report)}`);
}

/** What a failed run needs to be understood: each container's state, the last lines of those not settled, every warning and error of the last minutes. */
async function reportContainers(): Promise<void> {
  const state = await containers().catch(() => []);
  console.error(`\ncontainers: ${state.map((c) => `${c.service} ${c.health ?? c.status}${c.status === 'exited' ? ` (exit ${c.exitCode})` : ''}`).join(', ')}`);
  for (const c of state) if (c.lastCheck && !settled(c)) console.error(`${c.service} ${c.id.slice(0, 12)}: last failed health check: ${c.lastCheck}`);
  // Who holds PostgreSQL's connections, and waiting on what: a starved pool shows here.
  const postgres = state.find((c) => c.service === 'postgres');
  if (postgres) {
    const sql = "SELECT coalesce(datname, '-') AS db, coalesce(state, '-') AS state, coalesce(wait_event_type, '-') AS waiting, count(*) FROM pg_stat_activity GROUP BY 1, 2, 3 ORDER BY 1, 2, 3";
    const { stdout } = await docker('exec', postgres.id, 'psql', '-U', 'postgres', '-At', '-F', ' ', '-c', sql).catch(() => ({ stdout: '(psql did not answer)' }));
    console.error(`\n--- PostgreSQL connections (database, state, waiting on, count) ---\n${stdout.trim()}`);
  }
  for (const service of new Set(state.filter((c) => !settled(c)).map((c) => c.service))) {
    const { stdout } = await compose(['logs', '--no-color', '--tail', '30', service]).catch(() => ({ stdout: '' }));
    console.error(`\n--- ${service} (last lines) ---\n${stdout}`);
  }
  // What went wrong meanwhile, wherever it was: every container's warnings and errors of the last minutes.
  for (const container of state) {
    const { stdout, stderr } = await docker('logs', '--since', '5m', container.id).catch(() => ({ stdout: '', stderr: '' }));
    // The public entry (HAProxy) logs only what went wrong, in its own format.
    const lines = `${stdout}\n${stderr}`.split('\n').filter(Boolean);
    const trouble =
      container.service === 'public-entry' ? lines
      : container.service === 'postgres' ? lines.filter((line) => /\b(FATAL|ERROR|PANIC|WARNING)\b|terminated|too many/.test(line))
      : lines.filter((line) => /"level":[456]0\b/.test(line));
    if (trouble.length) console.error(`\n--- ${container.service} ${container.id.slice(0, 12)}: warnings and errors of the last 5 minutes ---\n${trouble.slice(-15).join('\n')}`);
  }
}

/** The public entry recreated with docker-compose.tls.yml: the stack's last step (the rest keeps to plain HTTP). */
async function tlsOn(gatewayPort: number, adminPassword: string): Promise<void> {
  const httpsPort = await freePort();
  await tlsEdge({
    dir: secretsDir,
    httpBase: base,
    httpsPort,
    adminPassword,
    recreatePublicEntry: async () => {
      await run('docker-compose', ['--env-file', envFile, '-p', project, ...composeFiles, '-f', 'docker-compose.tls.yml', 'up', '-d', '--no-deps', 'public-entry'], {
        env: { ...toolEnv, HTTPS_PORT: String(httpsPort) },
        timeoutMs: 180_000,
      });
    },
    answering: () =>
      waitFor('the public entry with TLS', 60_000, async () => {
        const response = await fetch(`http://127.0.0.1:${gatewayPort}/robots.txt`, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
        await response.body?.cancel();
        return response.status === 301 ? true : undefined;
      }),
  });
}

// ---------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  let stackUp = false;
  let failure: string | undefined;
  const teardown = async () => {
    if (!stackUp) return;
    stackUp = false;
    if (keep) {
      console.log(`\nCOMPOSE_TEST_KEEP=1: the stack stays up; remove it with: docker-compose --env-file ${envFile} -p ${project} ${composeFiles.join(' ')} down -v`);
      console.log(`  ${base}`);
      console.log(`  admin password: ${adminPasswordKept} (the owner is admin@localhost)`);
      return;
    }
    await step('Tear down (down -v)', () => removeStack(10));
    rmSync(envFile, { force: true });
    rmSync(secretsDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: tearing down`);
      void teardown().finally(() => process.exit(130));
    });
  }

  try {
    await step('Docker engine', async () => {
      const { stdout } = await run('bash', ['infra/compose-test/ensure-docker.sh'], { timeoutMs: 600_000 });
      note(stdout.trim().split('\n').at(-1) ?? '');
    });
    const { images } = await step('Base images (made only when they cannot be pulled)', async () => {
      const made = await baseImages();
      for (const line of made.lines) note(line);
      return made;
    });
    const gatewayPort = await freePort();
    base = `http://127.0.0.1:${gatewayPort}`;
    // Open-Meteo's stand-in, here: the weather replicas reach it through the host (host.docker.internal).
    const weather = await startOpenMeteoStandIn({ host: '0.0.0.0' });
    stopWeather = weather.close;
    const { adminPassword } = await step('Secrets (the secret files, npm run compose:secrets) and the settings (.env)', async () => {
      // A stack left over by an interrupted run goes first (the same project name), and its secrets.
      if (existsSync(envFile)) await removeStack(5);
      rmSync(secretsDir, { recursive: true, force: true });
      return writeEnv(gatewayPort, Number(new URL(weather.url).port), images);
    });
    adminPasswordKept = adminPassword;

    await step('Build every image (docker-compose build)', buildImages);
    await step('The release command, offline: every image labelled and tagged, an SBOM each, the overlay pointed at the tag, the push skipped', () =>
      releaseOffline(images.NODE_IMAGE!),
    );

    stackUp = true;
    await step('Start the stack and wait for every health check', startStack);
    await step("No secret in any container's settings (docker inspect)", async () => noSecretInSettings((await containers()).map((c) => c.id), secretsDir));
    await step('Admin sign-in', () => signIn(adminPassword));
    const cityAId = await step(`A city created through the admin API (${cityA.url_slug}), its contractors populated`, firstCityPopulated);
    await step('The city page and its JSON-LD; an unknown city is a 404', cityPageAndUnknownCity);
    await step('robots.txt, and the sitemap after regeneration', robotsAndSitemap);
    await step('A products CSV import', productsImport);
    await step('Contractors killed, a city created meanwhile, contractors restarted: the event arrives once', contractorsRestarted);
    await replicasUnderLoad(cityAId, () => weather.requests);
    await backupAndRestore({ base, containers, waitHealthy, api, step }, cityA.url_slug);
    await step('TLS at the public entry (docker-compose.tls.yml, a self-signed certificate): HTTP redirected, HTTPS with HSTS, Secure cookies', () =>
      tlsOn(gatewayPort, adminPassword),
    );
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
    console.error(`\nCOMPOSE TEST FAILED: ${failure}`);
    if (stackUp) await reportContainers();
    process.exitCode = 1;
  } finally {
    await stopWeather?.();
    await teardown().catch((err: unknown) => {
      console.error(`tear-down failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    });
  }

  printTimes(started);
  // The reason again, last: a CI log keeps only its tail, and the containers' logs come between.
  console.log(process.exitCode ? `\ncompose test FAILED${failure ? `: ${failure}` : ''}` : '\ncompose test passed');
}

await main();

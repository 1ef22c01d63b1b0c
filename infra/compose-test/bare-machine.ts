// `npm run test:bare`: the README's first command on a bare machine. A fresh container of
// the bare Node image (node:24-bookworm-slim, or its stand-in where it cannot be pulled: root,
// no LANG, nothing but Node and npm)
// gets the repository's tracked files and runs exactly `npm ci && npm start`; then, from
// inside the container (the product listens on localhost there), a city page answers,
// the first owner signs in with the password the start printed, and a city named in
// non-ASCII letters at the column's full length is created and found again by a search
// in other letter case: what a SQL_ASCII database got wrong (docs/decisions.md, decision 12).
// The container is removed at the end, also on failure; each step's time is printed.
//
//   npm run test:bare       (as root it starts a Docker engine when none answers)
//   npm run test:bare -- --tests
//                           the README's other command there: `npm ci && npm test` (the whole
//                           suite on the embedded PostgreSQL and a nats-server it installs),
//                           which must exit 0; it takes the better part of an hour
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { baseImages, check, docker, dockerClient, extraCaCertificates, note, printTimes, run, step, waitFor } from './harness.ts';

const container = `local-seo-bare-${randomBytes(4).toString('hex')}`;
/** `--tests`: `npm ci && npm test` instead of `npm ci && npm start`. */
const wholeSuite = process.argv.includes('--tests');
const caFile = '/usr/local/share/npm-extra-ca.pem';

/** 255 letters, none of them ASCII but the hyphens: the city name column's full length. */
const longName = 'Île-Çhênes-Ñø-'.repeat(20).slice(0, 255).replace(/-$/, 'é');
const city = { city_name: longName, url_slug: 'ile-des-chenes-bare', province: 'Ontario', latitude: 49.71, longitude: -96.99, page_active: true };

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Every Set-Cookie line (a sign-in sets the session and the device cookie). */
  cookies: string[];
  body: string;
}

/** An HTTP request to the product from inside its container, where it listens (localhost:8080). */
async function inside(method: string, path: string, options: { json?: unknown; cookie?: string; csrf?: string } = {}): Promise<Answer> {
  const request = { method, url: `http://localhost:8080${path}`, json: options.json, cookie: options.cookie, csrf: options.csrf };
  const script = `
    const r = JSON.parse(process.env.REQUEST);
    const headers = { ...(r.json !== undefined ? { 'content-type': 'application/json' } : {}), ...(r.cookie ? { cookie: r.cookie } : {}), ...(r.csrf ? { 'x-csrf-token': r.csrf } : {}) };
    fetch(r.url, { method: r.method, headers, body: r.json === undefined ? undefined : JSON.stringify(r.json), redirect: 'manual' })
      .then(async (res) => console.log(JSON.stringify({ status: res.status, headers: Object.fromEntries(res.headers), cookies: res.headers.getSetCookie(), body: await res.text() })))
      .catch((err) => { console.error(err.message); process.exit(2); });`;
  const { stdout } = await docker('exec', '-e', `REQUEST=${JSON.stringify(request)}`, container, 'node', '-e', script);
  return JSON.parse(stdout) as Answer;
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  check(answer.status === status, `${what}: expected ${status}, got ${answer.status}: ${answer.body.slice(0, 400)}`);
  return answer;
}

/** `npm ci && npm test` in the container, to its end. */
async function theWholeSuite(): Promise<void> {
  await step('npm ci && npm test, to its end: exit status 0', async () => {
    await docker('start', container);
    const { stdout: status } = await run(dockerClient, ['wait', container], { timeoutMs: 5_400_000 });
    const { stdout, stderr } = await docker('logs', container);
    const lines = stripVTControlCharacters(`${stdout}\n${stderr}`).split('\n');
    const summary = lines.filter((line) => /^\s*(Test Files|Tests|Errors|Duration)\b/.test(line)).map((line) => line.trim());
    note(summary.join('; ') || 'no vitest summary in the log');
    check(status.trim() === '0', `npm ci && npm test exited ${status.trim()}:\n${lines.slice(-60).join('\n')}`);
  });
}

/** `npm ci && npm start` in the container, then a page, a sign-in and a city of non-ASCII letters. */
async function startAndUse(): Promise<void> {
  const owner = await step('npm ci && npm start, until it is ready', async () => {
    await docker('start', container);
    const startedAt = performance.now();
    const ready = await waitFor('the "Ready in" line', 1_800_000, async () => {
      const { stdout, stderr } = await docker('logs', container);
      const state = (await docker('inspect', '-f', '{{.State.Status}} {{.State.ExitCode}}', container)).stdout.trim();
      if (state.startsWith('exited')) throw new Error(`the container ${state}:\n${`${stdout}\n${stderr}`.split('\n').slice(-40).join('\n')}`);
      return /Ready in \d+ ms/.test(stdout) ? stdout : undefined;
    }, 5000);
    const [, email, password] = /First owner (\S+), password[^:]*: (\S+)/.exec(ready) ?? [];
    check(email && password, `npm start printed no first owner and password:\n${ready.split('\n').slice(-20).join('\n')}`);
    note(`ready ${((performance.now() - startedAt) / 1000).toFixed(0)} s after the container started (npm ci, build, start); first owner ${email}`);
    return { email, password };
  });

  await step('A city page, and the cluster in UTF-8', async () => {
    const page = expectStatus(await inside('GET', '/barrie'), 200, '/barrie');
    check(page.body.includes('Barrie'), '/barrie does not name Barrie');
    // Asked of the embedded server itself, with the superuser password npm start keeps under .data.
    const script = `
      const pg = require('pg');
      const password = require('fs').readFileSync('.data/postgres-password', 'utf8').trim();
      const client = new pg.Client({ connectionString: 'postgresql://postgres:' + password + '@127.0.0.1:54329/cities' });
      client.connect()
        .then(() => client.query("SELECT current_setting('server_encoding') AS encoding, current_setting('server_version_num') AS version"))
        .then(({ rows }) => { console.log(JSON.stringify(rows[0])); return client.end(); })
        .catch((err) => { console.error(err.message); process.exit(2); });`;
    const { stdout } = await docker('exec', '-w', '/app', container, 'node', '-e', script);
    const server = JSON.parse(stdout) as { encoding: string; version: string };
    check(server.encoding === 'UTF8', `the embedded cluster is in ${server.encoding}`);
    note(`/barrie answered 200; the embedded PostgreSQL ${server.version} speaks ${server.encoding}`);
  });

  await step('The first owner signs in; a city named in 255 non-ASCII letters, found by a search in other case', async () => {
    const login = expectStatus(await inside('POST', '/api/admin/login', { json: owner }), 200, 'sign-in');
    const cookie = login.cookies.find((c) => c.startsWith('admin_session='))?.split(';')[0];
    check(cookie?.startsWith('admin_session='), 'sign-in set no admin_session cookie');
    const { csrfToken } = JSON.parse(login.body) as { csrfToken: string };
    const session = { cookie, csrf: csrfToken };
    check([...city.city_name].length === 255, `the name has ${[...city.city_name].length} letters`);
    expectStatus(await inside('POST', '/api/cities', { json: city, ...session }), 201, 'creating the city');
    const search = encodeURIComponent(city.city_name.slice(0, 13).toUpperCase());
    const found = expectStatus(await inside('GET', `/api/admin/cities/paged?search=${search}`, session), 200, 'the search');
    const names = (JSON.parse(found.body) as { items: { city_name: string }[] }).items.map((item) => item.city_name);
    check(names.includes(city.city_name), `searching "${decodeURIComponent(search)}" found ${JSON.stringify(names)}`);
    note(`"${city.city_name.slice(0, 26)}…" (255 letters, ${Buffer.byteLength(city.city_name)} bytes) created and found by "${decodeURIComponent(search)}"`);
  });
}

async function main() {
  const started = performance.now();
  let created = false;
  try {
    const image = await step('Docker engine and the bare Node image', async () => {
      await run('bash', ['infra/compose-test/ensure-docker.sh'], { timeoutMs: 600_000 });
      const { lines, images } = await baseImages();
      const node = process.env.NODE_IMAGE || images.NODE_IMAGE!;
      note(lines.find((line) => line.startsWith(node) || line.includes(` ${node} `)) ?? node);
      return node;
    });

    await step(`A fresh container of ${image} with the tracked files, LANG unset`, async () => {
      const extraCa = await extraCaCertificates();
      // What the README says, and nothing more (npm trusts the proxy's certificate where there is one).
      const command = `cd /app && env -u LANG -u LC_ALL npm ci --no-audit --no-fund && exec env -u LANG -u LC_ALL npm ${wholeSuite ? 'test' : 'start'}`;
      await docker('create', '--name', container, ...(extraCa ? ['-e', `NODE_EXTRA_CA_CERTS=${caFile}`] : []), image, 'bash', '-c', command);
      created = true;
      // The files a clone has, as they are in this working tree.
      await run('bash', ['-c', `git ls-files -z | tar --null -T - --transform 's,^,app/,' -cf - | "${dockerClient}" cp - "${container}:/"`]);
      if (extraCa) {
        const dir = await mkdtemp(join(tmpdir(), 'bare-ca-'));
        await writeFile(join(dir, 'ca.pem'), extraCa);
        await docker('cp', join(dir, 'ca.pem'), `${container}:${caFile}`);
        await rm(dir, { recursive: true, force: true });
      }
      const { stdout } = await docker('image', 'inspect', '-f', '{{range .Config.Env}}{{println .}}{{end}}', image);
      check(!/^(LANG|LC_ALL)=/m.test(stdout), `${image} sets a locale: ${stdout}`);
      note(`${container}: ${image}, the tracked files in /app, no LANG`);
    });

    await (wholeSuite ? theWholeSuite() : startAndUse());
  } catch (err) {
    console.error(`\nBARE MACHINE TEST FAILED: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
    if (created) {
      const logs = await docker('logs', '--tail', '40', container).catch(() => ({ stdout: '', stderr: '' }));
      console.error(`\n--- the container's last lines ---\n${logs.stdout}\n${logs.stderr}`);
    }
  } finally {
    if (created && process.env.BARE_TEST_KEEP !== '1') await docker('rm', '-f', '-v', container).catch(() => undefined);
  }
  printTimes(started);
  console.log(process.exitCode ? '\nbare machine test FAILED' : '\nbare machine test passed');
}

await main();

// The compose test's secrets and its TLS edge (run.ts): the secret files made as an operator
// makes them (npm run compose:secrets), the check that no container's settings hold one
// (`docker inspect`), and the public entry with TLS on (docker-compose.tls.yml) and a
// self-signed certificate made by openssl: HTTP answered with a redirect, HTTPS with HSTS
// and the gateway told the visitor came over TLS (its session cookie is Secure).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { check, docker, note, run } from './harness.ts';

/** The secret files in `dir` (made by infra/compose-secrets/make-secrets.sh), the admin password given, and the test's Places key put in. */
export async function makeSecrets(dir: string, adminPassword: string, placesKey: string): Promise<void> {
  const { stdout } = await run('bash', ['infra/compose-secrets/make-secrets.sh', dir], { env: { ...process.env, ADMIN_PASSWORD: adminPassword } });
  // An operator's key, put into the file the script left empty.
  writeFileSync(join(dir, 'google_places_api_key'), `${placesKey}\n`, { mode: 0o644 });
  note(`${readdirSync(dir).length} secret files (${stdout.trim()})`);
}

/** Every container's settings (docker inspect's Config.Env) hold none of the secrets' values, only the paths of their files. */
export async function noSecretInSettings(containerIds: readonly string[], dir: string): Promise<void> {
  const values = readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({ name, value: readFileSync(join(dir, name), 'utf8').trim() }))
    .filter(({ value }) => value.length >= 8);
  const { stdout } = await docker('inspect', '--format', '{{json .Config.Env}}', ...containerIds);
  const envs = stdout.trim().split('\n').map((line) => JSON.parse(line) as string[] | null);
  const leaks: string[] = [];
  for (const [index, env] of envs.entries()) {
    for (const entry of env ?? []) {
      const [key = '', ...rest] = entry.split('=');
      const value = rest.join('=');
      const held = values.find((secret) => value.includes(secret.value));
      if (held) leaks.push(`${containerIds[index]!.slice(0, 12)} ${key} holds ${held.name}`);
      else if (/(PASSWORD|_HASH|DATABASE_URL)$/.test(key) && value) leaks.push(`${containerIds[index]!.slice(0, 12)} ${key} is set in its settings`);
    }
  }
  check(leaks.length === 0, `secrets in containers' settings (docker inspect):\n${leaks.join('\n')}`);
  note(`${envs.length} containers: none of the ${values.length} secret values in their settings, only the *_FILE paths`);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request over HTTPS trusting `ca` alone (fetch takes no CA of its own). */
function overTls(url: string, ca: string, options: { method?: string; json?: unknown } = {}): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', ca, headers: body ? { 'content-type': 'application/json' } : {}, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer in 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

interface TlsSetup {
  /** The secrets' folder (SECRETS_DIR), where the certificate goes as tls_certificate.pem. */
  dir: string;
  httpBase: string;
  httpsPort: number;
  adminPassword: string;
  /** Recreates the public entry with docker-compose.tls.yml too, HTTPS_PORT set. */
  recreatePublicEntry(): Promise<void>;
  /** Waits until the public entry answers again. */
  answering(): Promise<unknown>;
}

/** The public entry with TLS on: a self-signed certificate, HTTP redirected, HTTPS with HSTS, Secure cookies. */
export async function tlsEdge(setup: TlsSetup): Promise<void> {
  const work = join(setup.dir, '.tls');
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', `${work}.key`, '-out', `${work}.crt`], { env: process.env });
  const certificate = readFileSync(`${work}.crt`, 'utf8');
  writeFileSync(join(setup.dir, 'tls_certificate.pem'), certificate + readFileSync(`${work}.key`, 'utf8'), { mode: 0o644 });
  await setup.recreatePublicEntry();
  await setup.answering();

  const plain = await fetch(`${setup.httpBase}/robots.txt?from=http`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  await plain.body?.cancel();
  const expected = `https://127.0.0.1:${setup.httpsPort}/robots.txt?from=http`;
  check(plain.status === 301 && plain.headers.get('location') === expected, `plain HTTP answered ${plain.status} to ${plain.headers.get('location')}, not 301 to ${expected}`);

  // By address: the certificate names 127.0.0.1 too, and localhost may resolve to ::1 first.
  const https = `https://127.0.0.1:${setup.httpsPort}`;
  const robots = await overTls(`${https}/robots.txt`, certificate);
  check(robots.status === 200 && /^Sitemap: /m.test(robots.body), `robots.txt over HTTPS answered ${robots.status}`);
  const hsts = String(robots.headers['strict-transport-security'] ?? '');
  check(/max-age=\d{7,}/.test(hsts), `HTTPS answers carry no HSTS header of a long max-age: "${hsts}"`);
  const login = await overTls(`${https}/api/admin/login`, certificate, { method: 'POST', json: { password: setup.adminPassword } });
  const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.startsWith('admin_session='));
  check(login.status === 200 && cookie && /;\s*Secure/i.test(cookie), `sign-in over HTTPS answered ${login.status} with the cookie ${cookie ?? '(none)'}, not a Secure one`);
  note(`HTTP: 301 to ${expected}; HTTPS (self-signed, openssl): robots.txt 200 with "${hsts}"; sign-in's session cookie Secure`);
}

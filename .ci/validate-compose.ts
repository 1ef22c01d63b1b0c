/**
 * Checks the containers of the rendered compose file (`docker compose config`),
 * printing one `ok|fail<TAB>text` line per check for validate-deploy.sh:
 *
 *   npx tsx .ci/validate-compose.ts <rendered compose file> <image workspace dir>...
 *
 * - every image workspace (services/<name>, gateway, web-public, web-admin,
 *   infra/nats-setup) is built by a compose service;
 * - every Node container (built from the recipe) is hardened: init, read-only
 *   root, all capabilities dropped, no-new-privileges;
 * - a one-shot (what others wait for with service_completed_successfully)
 *   restarts on failure only; every other Node container restarts unless
 *   stopped and has a health check on /readyz;
 * - every Node container given NATS_URL, but nats-setup itself, waits for
 *   nats-setup to complete, and nats-setup waits for a healthy nats;
 * - a service_healthy dependency has a health check; depends_on has no cycle
 *   (web-public's readiness needs the gateway: the gateway must not wait on it);
 * - every container rotates its logs (json-file with max-size and max-file, or another
 *   driver) and has a memory and a CPU limit;
 * - every http://<service>:<port> a container is given names a compose service
 *   and the PORT it listens on (GATEWAY_URL, WEB_PUBLIC_URL, CITIES_URL, ...),
 *   and the gateway passes pages to web-public and web-admin;
 * - networks: every address a container is given (http://, postgresql://,
 *   nats://) names a service it shares a network with; only the gateway
 *   publishes a port; PostgreSQL and NATS are on internal networks only, which
 *   no frontend (web-public, web-admin) is on: the frontends share a network
 *   with the gateway and with nothing behind it;
 * - NATS: every container given NATS_URL signs in as its own user (NATS_USER,
 *   no two alike) with a NATS_PASSWORD_FILE, the secret <user>_nats_password,
 *   which the nats container is given too (its entrypoint exports it as the
 *   variable auth.conf reads, <USER>_NATS_PASSWORD);
 * - secrets: no container's environment holds one (a password, a hash, a key,
 *   a DATABASE_URL): each is a file of the top-level `secrets:`, and every
 *   <VAR>_FILE: /run/secrets/<name> names a secret that container mounts.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface ComposeService {
  image?: string;
  build?: { args?: Record<string, string> | string[] };
  networks?: Record<string, unknown> | string[];
  ports?: unknown[];
  environment?: Record<string, string | number | null> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  restart?: string;
  init?: boolean;
  read_only?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
  logging?: { driver?: string; options?: Record<string, string | number> };
  mem_limit?: string | number;
  cpus?: string | number;
  secrets?: Array<string | { source: string }>;
}

const [file, ...imageWorkspaces] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx .ci/validate-compose.ts <rendered compose file> <image workspace dir>...');
const rendered = parse(readFileSync(file, 'utf8')) as { services?: Record<string, ComposeService>; networks?: Record<string, { internal?: boolean } | null> };
const services = rendered.services ?? {};
const networkDefinitions = rendered.networks ?? {};
const say = (ok: boolean, text: string) => console.log(`${ok ? 'ok' : 'fail'}\t${text}`);

const pairs = (value: Record<string, unknown> | string[] | undefined): Record<string, string> =>
  Array.isArray(value)
    ? Object.fromEntries(value.map((entry) => [entry.split('=')[0] ?? '', entry.split('=').slice(1).join('=')]))
    : Object.fromEntries(Object.entries(value ?? {}).map(([key, v]) => [key, v === null || v === undefined ? '' : String(v)]));
const envOf = (service: ComposeService) => pairs(service.environment);
const secretsOf = (service: ComposeService) => new Set((service.secrets ?? []).map((secret) => (typeof secret === 'string' ? secret : secret.source)));
const workspaceOf = (service: ComposeService) => pairs(service.build?.args).WORKSPACE_DIR;
const dependsOn = (service: ComposeService): Record<string, string> =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, 'service_started']))
    : Object.fromEntries(Object.entries(service.depends_on ?? {}).map(([name, d]) => [name, d.condition ?? 'service_started']));
const hasHealthcheck = (service: ComposeService) => Boolean(service.healthcheck?.test) && !service.healthcheck?.disable;

const names = Object.keys(services);
const builders = names.filter((name) => workspaceOf(services[name]!));
const builderOf = (dir: string) => builders.find((name) => workspaceOf(services[name]!) === dir);
const oneShots = new Set(names.flatMap((name) => Object.entries(dependsOn(services[name]!)).filter(([, c]) => c === 'service_completed_successfully').map(([n]) => n)));
const natsSetup = builderOf('infra/nats-setup');

for (const dir of imageWorkspaces) {
  const name = builderOf(dir);
  say(Boolean(name), name ? `${dir}: built by compose service ${name}` : `${dir} has an image but no compose service builds it`);
}

for (const name of builders) {
  const service = services[name]!;
  const problems: string[] = [];
  if (service.init !== true) problems.push('init: true');
  if (service.read_only !== true) problems.push('read_only: true');
  if (!service.cap_drop?.includes('ALL')) problems.push('cap_drop: [ALL]');
  if (!service.security_opt?.includes('no-new-privileges:true')) problems.push('security_opt: [no-new-privileges:true]');
  if (oneShots.has(name)) {
    if (service.restart !== 'on-failure') problems.push(`restart: on-failure (a one-shot; it has ${service.restart ?? 'none'})`);
  } else {
    if (!['unless-stopped', 'always'].includes(service.restart ?? '')) problems.push(`restart: unless-stopped (it has ${service.restart ?? 'none'})`);
    if (!hasHealthcheck(service) || !JSON.stringify(service.healthcheck?.test).includes('/readyz')) problems.push('a health check on /readyz');
  }
  const uses = envOf(service).NATS_URL;
  if (name === natsSetup) {
    if (dependsOn(service).nats !== 'service_healthy') problems.push('depends_on nats: service_healthy');
  } else if (uses && (!natsSetup || dependsOn(service)[natsSetup] !== 'service_completed_successfully')) {
    problems.push(`depends_on ${natsSetup ?? 'nats-setup'}: service_completed_successfully (it uses NATS)`);
  }
  const nats = name === natsSetup ? ', after a healthy nats' : uses ? ', after nats-setup' : '';
  say(problems.length === 0, problems.length ? `${name} needs ${problems.join('; ')}` : `${name}: hardened, restart ${service.restart}, ${oneShots.has(name) ? 'one-shot' : 'health-checked'}${nats}`);
}

for (const name of names) {
  const { logging, mem_limit: memory, cpus } = services[name]!;
  const driver = logging?.driver ?? 'json-file';
  const rotated = driver !== 'json-file' || (logging?.options?.['max-size'] !== undefined && logging.options['max-file'] !== undefined);
  const problems = [...(rotated ? [] : ['its logs rotated (logging: json-file with max-size and max-file)']), ...(memory ? [] : ['mem_limit']), ...(cpus ? [] : ['cpus'])];
  say(problems.length === 0, problems.length ? `${name} needs ${problems.join('; ')}` : `${name}: logs rotated (${driver}), at most ${memory} and ${cpus} CPU`);
}

for (const name of names) {
  for (const [target, condition] of Object.entries(dependsOn(services[name]!))) {
    if (!services[target]) say(false, `${name} depends on ${target}, which is not a compose service`);
    else if (condition === 'service_healthy' && !hasHealthcheck(services[target])) say(false, `${name} waits for ${target} to be healthy, but ${target} has no health check`);
  }
}

const cycle = (() => {
  const done = new Set<string>();
  const visit = (name: string, path: string[]): string[] | undefined => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name)) return undefined;
    for (const target of Object.keys(dependsOn(services[name] ?? {}))) {
      const found = visit(target, [...path, name]);
      if (found) return found;
    }
    done.add(name);
    return undefined;
  };
  for (const name of names) {
    const found = visit(name, []);
    if (found) return found;
  }
  return undefined;
})();
say(!cycle, cycle ? `depends_on cycle: ${cycle.join(' -> ')}` : 'depends_on has no cycle');

let addresses = 0;
for (const name of builders) {
  for (const [key, value] of Object.entries(envOf(services[name]!))) {
    const match = /^https?:\/\/([a-z0-9-]+):(\d+)(\/|$)/.exec(value);
    if (!match || match[1] === 'localhost') continue;
    const [, host, port] = match;
    const target = services[host!];
    addresses++;
    if (!target) say(false, `${name}: ${key}=${value} names no compose service ${host}`);
    else if (workspaceOf(target) && envOf(target).PORT !== port) say(false, `${name}: ${key}=${value}, but ${host} listens on PORT ${envOf(target).PORT ?? '(unset)'}`);
  }
}
say(true, `${addresses} service addresses checked against the services' PORT`);

const gateway = builderOf('gateway');
for (const dir of ['web-public', 'web-admin']) {
  const frontend = builderOf(dir);
  const key = `${dir.toUpperCase().replace(/-/g, '_')}_URL`;
  const value = gateway ? envOf(services[gateway]!)[key] : undefined;
  const expected = frontend ? `http://${frontend}:${envOf(services[frontend]!).PORT}` : undefined;
  say(Boolean(expected) && value === expected, `the gateway's ${key} is ${value ?? '(unset)'}${expected && value !== expected ? `, not ${expected}` : ''}`);
}

// --- networks: who can reach whom --------------------------------------------------------
/** A service's networks; none named means compose's `default`, which every such service shares. */
const networksOf = (service: ComposeService): string[] => {
  const names = Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});
  return names.length ? names : ['default'];
};
const share = (a: string, b: string) => networksOf(services[a]!).some((network) => networksOf(services[b]!).includes(network));
const imageIs = (name: string, image: string) => (services[name]?.image ?? '').split(':')[0] === image;
const dataStores = names.filter((name) => imageIs(name, 'postgres') || imageIs(name, 'nats'));
const frontends = ['web-public', 'web-admin'].map(builderOf).filter((name): name is string => Boolean(name));

// The backup container runs the PostgreSQL image (its pg_dump): it stays behind the same wall.
say(
  dataStores.some((name) => imageIs(name, 'postgres')) && dataStores.some((name) => imageIs(name, 'nats')),
  `PostgreSQL and NATS containers (and what runs their images): ${dataStores.join(', ') || 'none found (images postgres:*, nats:*)'}`,
);
for (const store of dataStores) {
  const open = networksOf(services[store]!).filter((network) => networkDefinitions[network]?.internal !== true);
  say(open.length === 0, open.length ? `${store} is on ${open.join(', ')}, which is not internal: true (a data network has no way out)` : `${store} is on internal networks only (${networksOf(services[store]!).join(', ')})`);
}
/** A network of NATS and frontends alone (the public site's replicas hear events there, as a user that may only listen). */
const eventsOnly = (network: string) =>
  networkDefinitions[network]?.internal === true &&
  names.filter((name) => networksOf(services[name]!).includes(network)).every((name) => imageIs(name, 'nats') || frontends.includes(name));
for (const frontend of frontends) {
  const reaches = dataStores.filter((store) =>
    networksOf(services[frontend]!).some((network) => networksOf(services[store]!).includes(network) && !(imageIs(store, 'nats') && eventsOnly(network))),
  );
  say(reaches.length === 0, reaches.length ? `${frontend} shares a network with ${reaches.join(', ')}: a frontend must reach the gateway only (and NATS on an internal network of its own)` : `${frontend} shares no network with ${dataStores.join(' or ')}, but NATS on an events-only network`);
  const behind = builders.filter((name) => name !== gateway && !frontends.includes(name) && share(frontend, name));
  say(behind.length === 0, behind.length ? `${frontend} shares a network with ${behind.join(', ')}: a frontend must reach the gateway only` : `${frontend} reaches no service behind the gateway`);
  say(Boolean(gateway) && share(frontend, gateway!), `${frontend} ${gateway && share(frontend, gateway) ? 'shares a network with' : 'cannot reach'} the gateway`);
}
const publishers = names.filter((name) => (services[name]!.ports ?? []).length > 0);
const entry = names.find((name) => imageIs(name, 'haproxy'));
say(
  publishers.length === 1 && publishers[0] === entry,
  `published ports: ${publishers.join(', ') || 'none'}${publishers.some((p) => p !== entry) ? ' (only the public entry in front of the gateways may publish one)' : ''}`,
);
say(Boolean(entry && gateway && share(entry, gateway)), `the public entry ${entry ?? '(an haproxy image)'} ${entry && gateway && share(entry, gateway) ? 'reaches' : 'cannot reach'} the gateway`);
for (const name of builders.filter((name) => name !== natsSetup)) {
  const replicas = (services[name] as { deploy?: { replicas?: number } }).deploy?.replicas ?? 1;
  say(replicas >= 2, `${name} runs ${replicas} replica(s)${replicas < 2 ? ': every stateless part runs at least two' : ''}`);
}

let reachable = 0;
for (const name of builders) {
  for (const [key, value] of Object.entries(envOf(services[name]!))) {
    for (const server of value.split(',')) {
      const match = /^(?:https?|postgres(?:ql)?|nats):\/\/(?:[^@/]*@)?([a-z0-9-]+)(?::\d+)?(?:\/|$)/.exec(server.trim());
      if (!match || !services[match[1]!]) continue;
      reachable++;
      if (!share(name, match[1]!)) say(false, `${name}: ${key} names ${match[1]}, which shares no network with it`);
    }
  }
}
say(true, `${reachable} addresses checked: each container shares a network with what it calls`);

// --- NATS: a user of its own for each client ---------------------------------------------
const natsServer = names.find((name) => imageIs(name, 'nats'));
const natsSecrets = natsServer ? secretsOf(services[natsServer]!) : new Set<string>();
const secretOfVariable = (variable: string) => variable.toLowerCase();
// The users nats-server knows (generated by infra/nats-setup), each with its password variable.
const authConfig = readFileSync('infra/nats/auth.conf', 'utf8');
const knownUsers = new Map([...authConfig.matchAll(/user: "([^"]+)"\s+password: \$([A-Z0-9_]+)/g)].map((m) => [m[1]!, m[2]!]));
for (const [user, variable] of knownUsers) {
  if (!natsSecrets.has(secretOfVariable(variable))) say(false, `${natsServer ?? 'nats'} is not given the secret ${secretOfVariable(variable)}, the password of NATS user ${user} (infra/nats/auth.conf reads ${variable})`);
}
say(knownUsers.size > 0, `infra/nats/auth.conf names ${knownUsers.size} NATS users${natsServer ? `, whose password files ${natsServer} is given` : ''}`);
const natsUsers = new Map<string, string>();
for (const name of builders.filter((n) => envOf(services[n]!).NATS_URL)) {
  const env = envOf(services[name]!);
  const user = env.NATS_USER;
  const secret = user ? secretOfVariable(`${user.toUpperCase().replace(/-/g, '_')}_NATS_PASSWORD`) : '';
  const problems: string[] = [];
  if (!user) problems.push('no NATS_USER');
  else if (!knownUsers.has(user)) problems.push(`NATS_USER ${user} is no user of infra/nats/auth.conf (${[...knownUsers.keys()].join(', ')})`);
  else if (natsUsers.has(user)) problems.push(`NATS_USER ${user} is ${natsUsers.get(user)}'s too`);
  if (!env.NATS_PASSWORD_FILE) problems.push('no NATS_PASSWORD_FILE');
  else if (user && env.NATS_PASSWORD_FILE !== `/run/secrets/${secret}`) problems.push(`its NATS_PASSWORD_FILE is not /run/secrets/${secret}, the file the nats container reads`);
  if (user) natsUsers.set(user, name);
  say(problems.length === 0, problems.length ? `${name} (NATS): ${problems.join('; ')}` : `${name} signs in to NATS as ${user} (${secret})`);
}

// --- Secrets: files, never values in a container's environment ---------------------------
// INDEXNOW_KEY is published at /<key>.txt: a setting, not a secret.
const secretLooking = /(PASSWORD|_HASH|_KEY|_JSON|DATABASE_URL)$/;
for (const name of names) {
  const problems: string[] = [];
  const mounted = secretsOf(services[name]!);
  for (const [key, value] of Object.entries(envOf(services[name]!))) {
    if (secretLooking.test(key) && key !== 'INDEXNOW_KEY' && value) problems.push(`${key} is a value in its environment (make it a secret file, ${key}_FILE)`);
    const file = /^\/run\/secrets\/([\w.-]+)$/.exec(value)?.[1];
    if (key.endsWith('_FILE') && file && !mounted.has(file)) problems.push(`${key} names /run/secrets/${file}, a secret it is not given`);
  }
  if (problems.length) say(false, `${name}: ${problems.join('; ')}`);
}
say(true, 'no container is given a secret as a value; every /run/secrets/<name> it reads is a secret it mounts');

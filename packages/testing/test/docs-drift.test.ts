import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The operators' docs follow the code: every database the deployment files give a
 * service (its DATABASE_URL secret file in docker-compose.yml, its `<name>-database` Secret in
 * k8s/base) is in each step of k8s/README.md that makes the databases and Secrets,
 * in its migrations, and in docs/operations.md's list and backups; every Secret the
 * manifests read is named where an operator learns to make it; every Deployment has
 * its production sizes; and an ALL_CAPS name either page shows in backticks is a
 * name some file of the repository still uses (a build argument, a variable).
 * Sections cited by title are checked with the links (doc-links.test.ts).
 */

const root = posix.resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (path: string) => readFileSync(posix.join(root, path), 'utf8');

/** The text of a markdown section: from its heading to the next heading of the same or a higher level. */
function section(markdown: string, title: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^(#{1,6})\\s+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`).test(line));
  if (start < 0) throw new Error(`no section "${title}"`);
  const level = /^#+/.exec(lines[start]!)![0].length;
  // Headings inside fenced code (shell comments) are not headings.
  let fenced = false;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    if (/^\s*```/.test(lines[i]!)) fenced = !fenced;
    const heading = /^(#{1,6})\s/.exec(lines[i]!);
    if (!fenced && heading && heading[1]!.length <= level) {
      end = i;
      break;
    }
  }
  return lines.slice(start, end).join('\n');
}

/** The words of every `for <var> in a b c; do` loop of a text, one list per loop. */
const loops = (text: string) => [...text.matchAll(/\bfor \w+ in ([\w\s-]+?);\s*do\b/g)].map((m) => m[1]!.trim().split(/\s+/));

type Compose = { services: Record<string, { build?: { args?: Record<string, string> }; environment?: Record<string, string> }> };
const compose = parse(read('docker-compose.yml')) as Compose;

/**
 * Each database by the compose service that uses it: the database its DATABASE_URL_FILE's
 * secret is made for (/run/secrets/<database>_database_url, npm run compose:secrets), or
 * the last path segment of a DATABASE_URL.
 */
const databaseOf = new Map(
  Object.entries(compose.services).flatMap(([name, service]) => {
    const url = service.environment?.DATABASE_URL;
    const file = service.environment?.DATABASE_URL_FILE;
    const database =
      file !== undefined ? /^\/run\/secrets\/(\w+)_database_url$/.exec(file)?.[1] : url === undefined ? undefined : /\/(\w[\w-]*)(?:\?.*)?$/.exec(url)?.[1];
    return database === undefined ? [] : [[name, database] as const];
  }),
);
const databases = [...new Set(databaseOf.values())].sort();

const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

interface K8sObject {
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: unknown;
}
const baseObjects: K8sObject[] = readdirSync(posix.join(root, 'k8s/base'))
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .flatMap((file) => parseAllDocuments(read(`k8s/base/${file}`)).map((doc) => doc.toJS() as K8sObject | null))
  .filter((object): object is K8sObject => object !== null);

/** Every Secret a manifest of the base reads: env, envFrom, volumes and the Ingress's TLS. */
function secretsReadBy(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => secretsReadBy(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'secretKeyRef' || key === 'secretRef') && inner && typeof inner === 'object' && 'name' in inner) found.add(String(inner.name));
      else if (key === 'secretName' && typeof inner === 'string') found.add(inner);
      else secretsReadBy(inner, found);
    }
  }
  return found;
}
const secrets = [...secretsReadBy(baseObjects)].sort();

const k8sReadme = read('k8s/README.md');
const operations = read('docs/operations.md');
const prodKustomization = read('k8s/overlays/prod/kustomization.yaml');

/** Names the docs show that programs outside the repository read: libpq's connection variables. */
const readByOthers = new Set(['PGHOST', 'PGPASSWORD', 'PGPORT', 'PGDATABASE']);

describe('the operators docs name what the code deploys', () => {
  it('reads the databases and Secrets from the deployment files', () => {
    // Seven services and the gateway's staff accounts; a smaller list means this test misreads them.
    expect(databases.length).toBeGreaterThanOrEqual(8);
    expect(databases).toContain('staff');
    expect(secrets).toEqual(expect.arrayContaining(databases.map((db) => `${db}-database`)));
  });

  it('gives every workspace with migrations a database, made by the postgres init', () => {
    const initialised = String(compose.services.postgres?.environment?.SERVICE_DATABASES ?? '').split(/\s+/);
    for (const workspace of workspaces.filter((w) => existsSync(posix.join(root, w, 'prisma')))) {
      const service = Object.entries(compose.services).find(([, s]) => s.build?.args?.WORKSPACE_DIR === workspace)?.[0];
      const database = service === undefined ? undefined : databaseOf.get(service);
      expect(database, `${workspace} has prisma/ but no compose service with a DATABASE_URL_FILE`).toBeDefined();
      expect(initialised, `SERVICE_DATABASES of the postgres service`).toContain(database);
    }
    expect(initialised.filter(Boolean).sort()).toEqual(databases);
  });

  it('makes every database and its Secret in k8s/README.md, "PostgreSQL outside the cluster"', () => {
    const steps = section(k8sReadme, 'PostgreSQL outside the cluster');
    const listed = /SERVICE_DATABASES="([^"]*)"/.exec(steps)?.[1]?.split(/\s+/) ?? [];
    expect(listed.sort(), 'SERVICE_DATABASES of step 1').toEqual(databases);
    for (const db of databases) expect(steps, `step 1 sets ${db.toUpperCase()}_DB_PASSWORD`).toContain(`${db.toUpperCase()}_DB_PASSWORD=`);
    const secretLoop = loops(steps).find((words) => words.includes('cities'));
    expect(secretLoop?.sort(), 'the loop of step 2 that creates the <database>-database Secrets').toEqual(databases);
    // The patch narrowing PostgreSQL's egress names every policy that opens it.
    const narrowed = baseObjects
      .filter((o) => o.kind === 'NetworkPolicy' && JSON.stringify(o.spec).includes('"port":5432'))
      .map((o) => o.metadata.name);
    for (const policy of narrowed) expect(steps, `step 3 narrows the NetworkPolicy ${policy}`).toMatch(new RegExp(`name:.*\\b${policy.replace(/-migrate$/, '')}\\b`));
  });

  it('names every Secret the manifests read in k8s/README.md and in the prod overlay', () => {
    for (const secret of secrets) {
      const generic = secret.endsWith('-database') ? '<service>-database' : secret;
      expect(k8sReadme.includes(secret) || k8sReadme.includes(generic), `k8s/README.md names the Secret ${secret}`).toBe(true);
      expect(prodKustomization, `k8s/overlays/prod/kustomization.yaml lists the Secret ${secret}`).toContain(generic);
    }
    const prodDatabases = /Secret <service>-database[^\n]*\n#\s+for ([^\n]*)/.exec(prodKustomization)?.[1] ?? '';
    for (const db of databases) expect(prodDatabases, 'the databases the prod overlay says need a Secret').toMatch(new RegExp(`\\b${db}\\b`));
  });

  it('lists every migration Job in k8s/README.md, "Migrations"', () => {
    const migrations = section(k8sReadme, 'Migrations');
    const jobs = baseObjects.filter((o) => o.kind === 'Job' && o.metadata.labels?.['app.kubernetes.io/component'] === 'migration');
    expect(jobs.length).toBe(databases.length);
    for (const job of jobs) expect(migrations, `${job.metadata.name}`).toMatch(new RegExp(`\\b${job.metadata.name.replace(/-migrate$/, '')}\\b`));
  });

  it('lists every database in docs/operations.md and backs each one up', () => {
    const intro = operations.split('\n## ')[0]!;
    for (const db of databases) expect(intro, `docs/operations.md's opening names the database ${db}`).toContain(`\`${db}\``);
    // Compose: the backup container's list; Kubernetes: the loop the runbook gives.
    const composeBackups = compose.services.backup?.environment?.BACKUP_DATABASES?.split(/\s+/) ?? [];
    expect([...composeBackups].sort(), "docker-compose.yml's backup container backs up").toEqual(databases);
    const backupLoops = loops(section(operations, 'Backups and restore'));
    expect(backupLoops.length, 'the backup loop (Kubernetes)').toBeGreaterThanOrEqual(1);
    for (const words of backupLoops) expect([...words].sort()).toEqual(databases);
  });

  it('sizes every Deployment in production', () => {
    const patches = parseAllDocuments(read('k8s/overlays/prod/resources.yaml')).map((doc) => doc.toJS() as K8sObject);
    for (const deployment of baseObjects.filter((o) => o.kind === 'Deployment')) {
      const patch = patches.find((p) => p.kind === 'Deployment' && p.metadata.name === deployment.metadata.name);
      const containers = (patch?.spec as { template?: { spec?: { containers?: { resources?: unknown }[] } } } | undefined)?.template?.spec?.containers ?? [];
      expect(containers.some((c) => c.resources), `k8s/overlays/prod/resources.yaml sets the resources of ${deployment.metadata.name}`).toBe(true);
    }
  });

  it('maps every workspace in README.md, "What is where"', () => {
    const map = section(read('README.md'), 'What is where');
    const unlisted = workspaces.filter((workspace) => !new RegExp(`^${workspace.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`, 'm').test(map));
    expect(unlisted, 'workspaces the map of the repository leaves out').toEqual([]);
  });

  it('shows in backticks only ALL_CAPS names the repository still uses', () => {
    let tracked: string[];
    try {
      tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    } catch {
      return; // no git here (a source archive): doc-links.test.ts says so
    }
    const code = tracked
      .filter((file) => !file.endsWith('.md') && !/(^|\/)package-lock\.json$/.test(file) && existsSync(posix.join(root, file)))
      .map((file) => readFileSync(posix.join(root, file), 'utf8'))
      .join('\n');
    for (const [doc, text] of [['k8s/README.md', k8sReadme], ['docs/operations.md', operations]] as const) {
      const names = new Set([...text.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)`/g)].map((m) => m[1]!));
      const unused = [...names].filter((name) => name.length > 2 && !readByOthers.has(name) && !new RegExp(`\\b${name}\\b`).test(code));
      expect(unused, `${doc} shows names no file uses`).toEqual([]);
    }
  });
});

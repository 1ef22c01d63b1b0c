import { describe, expect, it } from 'vitest';
import { linesMatching, readTextFiles, trackedFilesOrWhyNot } from './tracked-files.js';

/**
 * Every service, and the gateway, has the same folders (docs/architecture.md, "Inside a service"):
 * whoever knows one knows where everything is in the others. This test keeps that so:
 * - at the root of a service's `src/` only its entry files (app, config, index, server, migrate, and
 *   their unit tests); every other file is in a folder;
 * - each service has `src/app.ts`, `src/config.ts`, `src/routes/`, `src/domain/` and its one
 *   data-access folder `src/data/`, whose `db.ts` names the client types once (the gateway, whose
 *   rules are its subject folders', all but `domain/`);
 * - the folders that used to hold data access elsewhere are gone;
 * - a route makes no Prisma call and imports nothing from the generated client;
 * - the client types (`TxOf`, `DbOrTx`, `ServiceContext` of the client) are spelled out in `data/db.ts` only;
 * - a scheduled task (`cronTask`) is built in `tasks/` or wired in `app.ts`, a consumer
 *   (`subscribeToEvents`) in `events/`;
 * - what a service listens to is one list, `events/subscriptions.ts`: its durable consumers' tasks
 *   (`consumerTask`, `cityProjection`) and its cache watches (`bus.watch`) are made there only.
 */
const entryFiles = new Set(['app', 'config', 'index', 'server', 'migrate']);
const neededPaths = ['src/app.ts', 'src/config.ts', 'src/data/db.ts', 'src/routes/', 'src/domain/'];
const neededByGateway = neededPaths.filter((path) => path !== 'src/domain/');
/** Former homes of data access, consumers and jobs: one name each now (data/, events/, tasks/). */
const formerFolders = ['store', 'stores', 'pages', 'repositories', 'repository', 'db', 'consumers', 'jobs', 'cron'];

/** A line of a route that reaches the database itself: a model delegate's call, a transaction, raw SQL, the generated client. */
const databaseCall = [
  /\b(?:db|tx|prisma|client)\??\.[a-z]\w*\??\.\w+\(/,
  /\.\$(?:transaction|queryRaw|queryRawUnsafe|executeRaw|executeRawUnsafe)\b/,
  /from\s+['"][^'"]*\/generated\/prisma\//,
  /\bnew PrismaClient\b/,
];
const clientTypes = /\b(?:TxOf|DbOrTx)<|ServiceContext<PrismaClient>|Prisma\.TransactionClient\b/;

const listed = trackedFilesOrWhyNot('the services\' layout is');
if (typeof listed === 'string') console.warn(`[service-layout] skipped: ${listed}`);
const tracked = typeof listed === 'string' ? [] : listed;

/** A service's source file (`services/<name>/src/...`) or the gateway's (`gateway/src/...`); the folder is `services/<name>` or `gateway`. */
const sourceOf = /^((?:services\/[^/]+)|gateway)\/src\/(.+\.tsx?)$/;
const sources = tracked.flatMap((file) => {
  const match = sourceOf.exec(file);
  return match && !file.includes('/generated/') ? [{ file, service: match[1]!, path: match[2]! }] : [];
});
const services = [...new Set(tracked.flatMap((file) => /^(services\/[^/]+|gateway)\/src\/app\.ts$/.exec(file)?.[1] ?? []))].sort();

describe.skipIf(typeof listed === 'string')('every service has the same layout', () => {
  it('finds the database calls a route must not make, and nothing else', () => {
    const lines = [
      'const rows = await db.city.findMany({ where });',
      'await ctx.db.auditEntry.findMany({ take: 1 });',
      'await tx.formerSlug.upsert({ where });',
      'await db.$queryRawUnsafe(sql);',
      'await ctx.db.$transaction(async (tx) => {});',
      "import type { PrismaClient } from '../generated/prisma/client.js';",
      "import { citiesByName } from '../data/cities.js';",
      'serve(app, citiesRoutes.listActive, async () => (await citiesByName(db, true)).map(toPublicCity));',
      'registerPublicContractorRoutes(app, { db: ctx.db, live });',
    ];
    expect(linesMatching('x.ts', lines, databaseCall).map((finding) => finding.split(':')[1])).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('sees the seven services and the gateway', () => {
    expect(services.length).toBeGreaterThanOrEqual(8);
    expect(services).toContain('gateway');
  });

  it('keeps only the entry files at the root of src/', () => {
    const atRoot = sources.filter(({ path }) => !path.includes('/') && !entryFiles.has(path.replace(/(\.test)?\.tsx?$/, '')));
    expect(atRoot.map(({ file }) => file)).toEqual([]);
  });

  it('gives every service its app, config, routes, domain and data/db.ts', () => {
    const missing = services.flatMap((service) =>
      (service === 'gateway' ? neededByGateway : neededPaths)
        .filter((needed) => !tracked.some((file) => file === `${service}/${needed}` || (needed.endsWith('/') && file.startsWith(`${service}/${needed}`))))
        .map((needed) => `${service}/${needed}`),
    );
    expect(missing).toEqual([]);
  });

  it('has one data-access folder, data/, and no former one', () => {
    const elsewhere = sources.filter(({ path }) => formerFolders.includes(path.split('/')[0]!) && path.includes('/'));
    expect(elsewhere.map(({ file }) => file)).toEqual([]);
  });

  it('keeps the routes thin: no Prisma call, nothing from the generated client', () => {
    const routes = readTextFiles(sources.filter(({ path }) => path.startsWith('routes/')).map(({ file }) => file), []);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.flatMap(({ file, lines }) => linesMatching(file, lines, databaseCall))).toEqual([]);
  });

  it('names the client types once per service, in data/db.ts', () => {
    const files = readTextFiles(sources.filter(({ path }) => path !== 'data/db.ts').map(({ file }) => file), []);
    expect(files.flatMap(({ file, lines }) => linesMatching(file, lines, [clientTypes]))).toEqual([]);
  });

  it('builds scheduled tasks in tasks/ (or wires them in app.ts), consumers in events/, and lists what it listens to in events/subscriptions.ts', () => {
    const files = readTextFiles(sources.map(({ file }) => file), []);
    const misplaced = files.flatMap(({ file, lines }) => {
      const path = sourceOf.exec(file)![2]!;
      if (/\.test\.tsx?$/.test(path)) return [];
      const cron = path === 'app.ts' || path.startsWith('tasks/') ? [] : linesMatching(file, lines, [/\bcronTask\(/]);
      const consumers = path.startsWith('events/') ? [] : linesMatching(file, lines, [/\bsubscribeToEvents\(/]);
      const subscriptions = path === 'events/subscriptions.ts' ? [] : linesMatching(file, lines, [/\b(?:consumerTask|cityProjection)\(/, /\bbus\.watch\(/]);
      return [...cron, ...consumers, ...subscriptions];
    });
    expect(misplaced).toEqual([]);
  });
});

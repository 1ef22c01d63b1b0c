import cookie from '@fastify/cookie';
import { askDeliveryCheck, createCitiesClient, invalidateFor, pageDataSubjects, type PageDataSource, siteEnvSchema, type SiteSettings, uploadRequestTimeoutMs } from '@local-seo/contracts';
import { createHttpApp, loadConfig, openDatabase, openTransactionalOutbox, prismaPathsOf, type EventBus, type Logger } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { configuredPasswordHash, createPasswordVerifier } from './auth/password.js';
import { memoryMaps, type ExpiringMapFactory } from './auth/expiring-map.js';
import { BoundedQueue } from './auth/bounded-queue.js';
import { LoginLimiter, type Failures } from './auth/login-limiter.js';
import { enforceAccess } from './auth/guard.js';
import { registerAdminAuthRoutes } from './auth/routes.js';
import { SessionStore, type AdminSession } from './auth/sessions.js';
import type { GatewayConfig } from './config.js';
import { registerProxiedRoutes } from './routing/proxy.js';
import { proxiedRoutes, type Upstream } from './routing/route-table.js';
import { securityHeaders } from './security-headers.js';
import { registerStatsRoute } from './composition/stats.js';
import { registerPageDataRoutes } from './composition/page-data.js';
import { createPageDataCache, createPageDataComposer, createSchemaSettingsLoader } from './composition/page-data/index.js';
import { registerSiteRoute } from './composition/site.js';
import { registerTrashRoute } from './composition/trash.js';
import { registerApiDocs } from './docs/api-docs.js';
import { PrismaClient } from './generated/prisma/client.js';
import { StaffDirectory } from './staff/directory.js';
import { registerStaffRoutes } from './staff/routes.js';

/** The gateway's own schema and migrations (the staff accounts), from src/ or dist/ alike. */
export const gatewayPrismaPaths = prismaPathsOf(import.meta.url);

/**
 * Mounts the frontends in the gateway's process (all-in-one: one hop). Called
 * after the API routes and before the gateway is ready.
 */
export type Frontends = (app: FastifyInstance, parts: { pageData: PageDataSource; site: SiteSettings }) => Promise<void>;

export interface GatewayOptions {
  config: GatewayConfig;
  /** The brand and its links, answered at /api/site. Default: siteEnvSchema from the environment (BRAND_*, PUBLIC_BASE_URL). */
  site?: SiteSettings;
  logger: Logger;
  /** Its events drop what they change from the page-data cache (every replica gets every event). */
  bus: EventBus;
  frontends?: Frontends;
  /** Where admin sessions and failed logins live; default: this process's memory (one replica). */
  sharedMaps?: ExpiringMapFactory;
}

/** The gateway, with the page data it caches, for frontends in the same process. */
export type Gateway = FastifyInstance & {
  readonly pageDataSource: PageDataSource;
  /** True when this start made the first owner (ADMIN_EMAIL, else a made-up e-mail), as no active owner existed. */
  readonly firstOwnerCreated: boolean;
  /** The first owner's e-mail: ADMIN_EMAIL, else the one this start made up, else the longest-standing active owner's. */
  readonly firstOwnerEmail: string;
};

/** The single entry point: admin access, routing to the services, page data for the public site. */
export async function createGateway({
  config,
  site = loadConfig(siteEnvSchema),
  logger,
  bus,
  frontends,
  sharedMaps = memoryMaps,
}: GatewayOptions): Promise<Gateway> {
  const upstreams: Record<Upstream, string> = {
    cities: config.CITIES_URL,
    catalog: config.CATALOG_URL,
    contractors: config.CONTRACTORS_URL,
    weather: config.WEATHER_URL,
    seo: config.SEO_URL,
    sitemap: config.SITEMAP_URL,
    audit: config.AUDIT_URL,
  };
  const app = createHttpApp({
    logger: logger.child({ service: 'gateway' }),
    edge: true, // the public entry: a client's traceparent is not continued
    // Who made a staff request: the actor of the events of the gateway's own changes (the staff accounts).
    actorOf: (request) => (request.staffAccount ? { id: request.staffAccount.id, email: request.staffAccount.email, name: request.staffAccount.name } : undefined),
    trustProxy: config.TRUST_PROXY,
    requestTimeoutMs: uploadRequestTimeoutMs, // CSV uploads pass through
    answerHeaders: securityHeaders, // on every answer, the router's own refusals included
    // Ready while it runs: a service that is down degrades the parts that need it (the composer) and its
    // own routes answer 503 naming it; the services are reported, never making the gateway unready.
    readiness: {},
    dependencies: Object.fromEntries(Object.entries(upstreams).map(([name, url]) => [name, () => answersHealthz(url)])),
  });
  await app.register(cookie);

  const db = await openDatabase(
    { url: config.DATABASE_URL, ...gatewayPrismaPaths, connect: (adapter) => new PrismaClient({ adapter }), poolSize: 5 },
    logger.child({ service: 'gateway' }),
  );
  // The staff accounts' changes are events (the audit trail), through the outbox every service uses.
  const outbox = await openTransactionalOutbox({ name: 'gateway', db, bus, logger: logger.child({ service: 'gateway' }) });
  outbox.relay.start();
  app.addHook('onClose', async () => {
    await outbox.relay.stop();
    await db.$disconnect();
  });
  const staff = new StaffDirectory(db, outbox.transact);
  const firstOwner = await staff.ensureFirstOwner(config.ADMIN_EMAIL, 'Owner', () =>
    configuredPasswordHash({ password: config.ADMIN_PASSWORD, hash: config.ADMIN_PASSWORD_HASH }),
  );
  if (firstOwner.created) {
    const from = config.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'an e-mail made up for it (ADMIN_EMAIL is unset)';
    logger.info({ email: firstOwner.email }, `staff: the first owner ${firstOwner.email} was created from ${from} and the configured password`);
  }

  const sessionTtlMs = config.SESSION_TTL_MINUTES * 60_000;
  const loginWindowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  const sessionMap = await sharedMaps<AdminSession>('sessions', sessionTtlMs);
  const failureMap = await sharedMaps<Failures>('login_failures', loginWindowMs);
  app.addHook('onClose', async () => {
    await sessionMap.close();
    await failureMap.close();
  });
  const sessions = new SessionStore(sessionMap, sessionTtlMs);
  enforceAccess(app, sessions, staff);
  // Two argon2id checks at once; one of them is sign-in's alone: changing and setting passwords cannot take both (docs/decisions.md, decision 14).
  const passwordChecks = new BoundedQueue(2, {
    signIn: { maxRunning: 2, maxWaiting: 8, busyMessage: 'Sign-in is busy right now; please try again in a few seconds.' },
    account: { maxRunning: 1, maxWaiting: 4, busyMessage: 'Password checks are busy right now; please try again in a few seconds.' },
  });
  const verifyPassword = await createPasswordVerifier();
  const limiter = new LoginLimiter(failureMap, {
    perAddress: config.LOGIN_MAX_FAILURES,
    perAccount: config.LOGIN_MAX_FAILURES_ACCOUNT,
    site: config.LOGIN_MAX_FAILURES_SITE,
    perDevice: config.LOGIN_MAX_FAILURES,
    windowMs: loginWindowMs,
  });
  registerAdminAuthRoutes(app, {
    sessions,
    limiter,
    passwordChecks,
    staff,
    firstOwnerEmail: firstOwner.email,
    verifyPassword,
    sessionTtlSeconds: config.SESSION_TTL_MINUTES * 60,
    cookieSecure: config.COOKIE_SECURE,
  });
  registerStaffRoutes(app, {
    staff,
    sessions,
    passwordChecks,
    verifyPassword,
    limiter,
    passwordChangeLimits: { perAccount: config.LOGIN_MAX_FAILURES, windowMs: loginWindowMs },
  });
  registerStatsRoute(app, {
    catalogUrl: config.CATALOG_URL,
    contractorsUrl: config.CONTRACTORS_URL,
    timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, 3000),
  });
  const pageDataSource = await registerPageData(app, { config, logger, bus });
  registerSiteRoute(app, site);
  // The Trash of every kind, asked of the services that keep them (a late one is named, never waited for long).
  registerTrashRoute(app, { upstreams, timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, 5000) });
  registerApiDocs(app);
  await registerProxiedRoutes(app, { routes: proxiedRoutes, upstreams, timeoutMs: config.UPSTREAM_TIMEOUT_MS, counts: limiter });
  if (frontends) await frontends(app, { pageData: pageDataSource, site });
  await app.ready();
  return Object.assign(app, { pageDataSource, firstOwnerCreated: firstOwner.created, firstOwnerEmail: firstOwner.email });
}

/** The page-data, city-list and schema-settings routes on one cache, which the bus's events keep current. */
async function registerPageData(
  app: FastifyInstance,
  { config, logger, bus }: Pick<GatewayOptions, 'config' | 'logger' | 'bus'>,
): Promise<PageDataSource> {
  const cities = createCitiesClient({ baseUrl: config.CITIES_URL, timeoutMs: config.PAGE_DATA_CITY_TIMEOUT_MS });
  const composerOptions = {
    citiesUrl: config.CITIES_URL,
    catalogUrl: config.CATALOG_URL,
    contractorsUrl: config.CONTRACTORS_URL,
    weatherUrl: config.WEATHER_URL,
    seoUrl: config.SEO_URL,
    partTimeoutMs: config.PAGE_DATA_TIMEOUT_MS,
    cityTimeoutMs: config.PAGE_DATA_CITY_TIMEOUT_MS,
    logger: logger.child({ service: 'gateway', part: 'page-data' }),
  };
  const cache = createPageDataCache({
    compose: createPageDataComposer(composerOptions),
    listActiveCities: () => cities.listActive(),
    loadSchemaSettings: createSchemaSettingsLoader(composerOptions),
    ttlMs: config.PAGE_DATA_CACHE_TTL_MS,
    degradedTtlMs: config.PAGE_DATA_DEGRADED_TTL_MS,
    maxEntries: config.PAGE_DATA_CACHE_MAX_ENTRIES,
  });
  const watch = await bus.watch(pageDataSubjects, (event) => invalidateFor(event, cache), {
    // Changes made while NATS was away never reach us: start over rather than serve them stale.
    onGap: () => {
      cache.allPages();
      cache.cityList();
      cache.schema();
    },
  });
  app.addHook('onClose', () => watch.stop());
  registerPageDataRoutes(app, cache);
  // The public pages' delivery check asks the catalog itself (its answer is per address, never kept here).
  return Object.assign(cache, { deliveryCheck: (address: string) => askDeliveryCheck(config.CATALOG_URL, address, config.UPSTREAM_TIMEOUT_MS) });
}

async function answersHealthz(baseUrl: string): Promise<boolean> {
  const response = await fetch(new URL('/healthz', baseUrl), { signal: AbortSignal.timeout(1500) });
  return response.ok;
}

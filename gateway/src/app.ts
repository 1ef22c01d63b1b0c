import cookie from '@fastify/cookie';
import { askDeliveryCheck, createCitiesClient, type PageDataSource, siteEnvSchema, type SiteSettings, uploadRequestTimeoutMs } from '@local-seo/contracts';
import {
  createService,
  loadConfig,
  prismaPathsOf,
  type EventBus,
  type Listening,
  type Logger,
  type Service,
  type ServiceModule,
  type ServiceParts,
} from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { openStaffAccess } from './auth/access.js';
import { configuredPasswordHash } from './auth/password.js';
import { memoryMaps, type ExpiringMapFactory } from './auth/expiring-map.js';
import { connectNatsKvMaps } from './auth/nats-kv-maps.js';
import { createPageDataCache, createPageDataComposer, createSchemaSettingsLoader } from './composition/page-data/index.js';
import { loadGatewayConfig, type GatewayConfig } from './config.js';
import type { Context } from './data/db.js';
import { StaffDirectory } from './data/staff-directory.js';
import { watchPageDataChanges } from './events/subscriptions.js';
import { PrismaClient } from './generated/prisma/client.js';
import { registerApiDocs } from './routes/api-docs.js';
import { registerPageDataRoutes } from './routes/page-data.js';
import { registerSiteRoute } from './routes/site.js';
import { registerStatsRoute } from './routes/stats.js';
import { registerTrashRoute } from './routes/trash.js';
import { registerFrontendProxy } from './routing/frontend-proxy.js';
import { registerProxiedRoutes } from './routing/proxy.js';
import { proxiedRoutes, type Upstream } from './routing/route-table.js';
import { securityHeaders } from './routing/security-headers.js';

/** The gateway's own schema and migrations (the staff accounts), from src/ or dist/ alike. */
export const gatewayPrismaPaths = prismaPathsOf(import.meta.url);

/**
 * Mounts the frontends in the gateway's process (all-in-one: one hop). Called
 * after the API routes and before the gateway is ready.
 */
export type Frontends = (app: FastifyInstance, parts: { pageData: PageDataSource; site: SiteSettings }) => Promise<void>;

export interface GatewayOptions {
  /** Its settings; its DATABASE_URL is the staff database. */
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

/** What the gateway is beside its routes: the page data it caches, for frontends in the same process, and its first owner. */
export interface GatewayParts extends ServiceParts {
  readonly pageDataSource: PageDataSource;
  /** True when this start made the first owner (ADMIN_EMAIL, else a made-up e-mail), as no active owner existed. */
  readonly firstOwnerCreated: boolean;
  /** The first owner's e-mail: ADMIN_EMAIL, else the one this start made up, else the longest-standing active owner's. */
  readonly firstOwnerEmail: string;
}

export type Gateway = Service<PrismaClient, GatewayParts>;

/**
 * The single entry point: admin access, routing to the services, page data for the public site.
 * A service like the others (`createService`: its staff database, the outbox of the staff
 * accounts' events, the common HTTP setup), at the edge and ready while it runs.
 */
export function createGateway({ config, site = loadConfig(siteEnvSchema), logger, bus, frontends, sharedMaps = memoryMaps }: GatewayOptions): Promise<Gateway> {
  const upstreams = upstreamsOf(config);
  return createService({
    name: 'gateway',
    runtime: { databaseUrl: config.DATABASE_URL, bus, logger },
    database: { ...gatewayPrismaPaths, connect: (adapter) => new PrismaClient({ adapter }), poolSize: 5 },
    http: {
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
    },
    build: (context) => buildGateway(context, { config, site, frontends, sharedMaps, upstreams }),
  });
}

/** The gateway on its own (its server.ts: compose, Kubernetes), its replicas sharing their sessions over NATS. */
export const gatewayService: ServiceModule<Omit<GatewayOptions, 'logger' | 'bus'>, Listening> = {
  name: 'gateway',
  defaultPort: 8080,
  optionsFromEnv: (env) => {
    const config = loadGatewayConfig(env);
    return {
      config,
      site: loadConfig(siteEnvSchema, env),
      // Without an ingress (compose): the frontends' pages through the gateway.
      frontends: (app) => registerFrontendProxy(app, { webPublicUrl: config.WEB_PUBLIC_URL, webAdminUrl: config.WEB_ADMIN_URL }),
    };
  },
  database: gatewayPrismaPaths,
  async create({ bus, logger, databaseUrl }, options) {
    const { NATS_URL } = options.config;
    const shared = NATS_URL ? await connectNatsKvMaps({ ...options.config, NATS_URL }) : undefined;
    const gateway = await createGateway({ ...options, config: { ...options.config, DATABASE_URL: databaseUrl }, logger, bus, sharedMaps: shared?.maps });
    return {
      listen: (address) => gateway.listen(address),
      async close() {
        await gateway.close();
        await shared?.close();
      },
    };
  },
};

interface GatewayBuild extends Required<Pick<GatewayOptions, 'config' | 'site' | 'sharedMaps'>> {
  frontends: Frontends | undefined;
  upstreams: Record<Upstream, string>;
}

async function buildGateway(context: Context, { config, site, frontends, sharedMaps, upstreams }: GatewayBuild): Promise<GatewayParts> {
  const staff = new StaffDirectory(context.db, context.transact);
  const firstOwner = await staff.ensureFirstOwner(config.ADMIN_EMAIL, 'Owner', () =>
    configuredPasswordHash({ password: config.ADMIN_PASSWORD, hash: config.ADMIN_PASSWORD_HASH }),
  );
  if (firstOwner.created) {
    const from = config.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'an e-mail made up for it (ADMIN_EMAIL is unset)';
    context.logger.info({ email: firstOwner.email }, `staff: the first owner ${firstOwner.email} was created from ${from} and the configured password`);
  }
  const pageData = pageDataCacheOf(config, context.logger);
  const pageDataSource: PageDataSource = Object.assign(pageData, {
    // The public pages' delivery check asks the catalog itself (its answer is per address, never kept here).
    deliveryCheck: (address: string) => askDeliveryCheck(config.CATALOG_URL, address, config.UPSTREAM_TIMEOUT_MS),
  });
  return {
    pageDataSource,
    firstOwnerCreated: firstOwner.created,
    firstOwnerEmail: firstOwner.email,
    async routes(app) {
      await app.register(cookie);
      const access = await openStaffAccess(app, { config, staff, sharedMaps, firstOwnerEmail: firstOwner.email });
      registerStatsRoute(app, { catalogUrl: config.CATALOG_URL, contractorsUrl: config.CONTRACTORS_URL, timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, 3000) });
      await watchPageDataChanges(app, context.bus, pageData);
      registerPageDataRoutes(app, pageData);
      registerSiteRoute(app, site);
      // The Trash of every kind, asked of the services that keep them (a late one is named, never waited for long).
      registerTrashRoute(app, { upstreams, timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, 5000) });
      registerApiDocs(app);
      await registerProxiedRoutes(app, { routes: proxiedRoutes, upstreams, timeoutMs: config.UPSTREAM_TIMEOUT_MS, counts: access.limiter });
      if (frontends) await frontends(app, { pageData: pageDataSource, site });
    },
  };
}

/** The page-data, city-list and schema-settings cache, which the bus's events keep current. */
function pageDataCacheOf(config: GatewayConfig, logger: Logger) {
  const cities = createCitiesClient({ baseUrl: config.CITIES_URL, timeoutMs: config.PAGE_DATA_CITY_TIMEOUT_MS });
  const composerOptions = {
    citiesUrl: config.CITIES_URL,
    catalogUrl: config.CATALOG_URL,
    contractorsUrl: config.CONTRACTORS_URL,
    weatherUrl: config.WEATHER_URL,
    seoUrl: config.SEO_URL,
    partTimeoutMs: config.PAGE_DATA_TIMEOUT_MS,
    cityTimeoutMs: config.PAGE_DATA_CITY_TIMEOUT_MS,
    logger: logger.child({ part: 'page-data' }),
  };
  return createPageDataCache({
    compose: createPageDataComposer(composerOptions),
    listActiveCities: () => cities.listActive(),
    loadSchemaSettings: createSchemaSettingsLoader(composerOptions),
    ttlMs: config.PAGE_DATA_CACHE_TTL_MS,
    degradedTtlMs: config.PAGE_DATA_DEGRADED_TTL_MS,
    maxEntries: config.PAGE_DATA_CACHE_MAX_ENTRIES,
  });
}

const upstreamsOf = (config: GatewayConfig): Record<Upstream, string> => ({
  cities: config.CITIES_URL,
  catalog: config.CATALOG_URL,
  contractors: config.CONTRACTORS_URL,
  weather: config.WEATHER_URL,
  seo: config.SEO_URL,
  sitemap: config.SITEMAP_URL,
  audit: config.AUDIT_URL,
});

async function answersHealthz(baseUrl: string): Promise<boolean> {
  const response = await fetch(new URL('/healthz', baseUrl), { signal: AbortSignal.timeout(1500) });
  return response.ok;
}

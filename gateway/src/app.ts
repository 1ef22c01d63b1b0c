import cookie from '@fastify/cookie';
import { createHttpApp, type Logger } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { createPasswordVerifier } from './auth/password.js';
import { LoginLimiter } from './auth/login-limiter.js';
import { registerAdminAuthRoutes } from './auth/routes.js';
import { SessionStore } from './auth/sessions.js';
import type { GatewayConfig } from './config.js';
import { registerProxiedRoutes } from './routing/proxy.js';
import { proxiedRoutes, type Upstream } from './routing/route-table.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerStatsRoute } from './composition/stats.js';

export interface GatewayOptions {
  config: GatewayConfig;
  logger: Logger;
}

/** The single entry point: admin access, routing to the services. */
export async function createGateway({ config, logger }: GatewayOptions): Promise<FastifyInstance> {
  const upstreams: Record<Upstream, string> = {
    cities: config.CITIES_URL,
    catalog: config.CATALOG_URL,
    contractors: config.CONTRACTORS_URL,
    weather: config.WEATHER_URL,
    seo: config.SEO_URL,
    sitemap: config.SITEMAP_URL,
  };
  const app = createHttpApp({
    logger: logger.child({ service: 'gateway' }),
    trustProxy: config.TRUST_PROXY,
    readiness: Object.fromEntries(
      Object.entries(upstreams).map(([name, url]) => [name, () => answersHealthz(url)]),
    ),
  });
  registerSecurityHeaders(app);
  await app.register(cookie);

  const sessions = new SessionStore(config.SESSION_TTL_MINUTES * 60_000);
  registerAdminAuthRoutes(app, {
    sessions,
    limiter: new LoginLimiter(config.LOGIN_MAX_FAILURES, config.LOGIN_WINDOW_MINUTES * 60_000),
    verifyPassword: await createPasswordVerifier({ password: config.ADMIN_PASSWORD, hash: config.ADMIN_PASSWORD_HASH }),
    sessionTtlSeconds: config.SESSION_TTL_MINUTES * 60,
    cookieSecure: config.COOKIE_SECURE,
  });
  registerStatsRoute(app, {
    catalogUrl: config.CATALOG_URL,
    contractorsUrl: config.CONTRACTORS_URL,
    sessions,
    timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, 3000),
  });
  await registerProxiedRoutes(app, { routes: proxiedRoutes, upstreams, sessions, timeoutMs: config.UPSTREAM_TIMEOUT_MS });
  await app.ready();
  return app;
}

async function answersHealthz(baseUrl: string): Promise<boolean> {
  const response = await fetch(new URL('/healthz', baseUrl), { signal: AbortSignal.timeout(1500) });
  return response.ok;
}

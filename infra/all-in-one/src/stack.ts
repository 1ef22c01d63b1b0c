import { siteEnvSchema } from '@local-seo/contracts';
import { createGateway, gatewayConfigSchema, type Frontends, type Gateway } from '@local-seo/gateway';
import { loadConfig, type EventBus, type Logger } from '@local-seo/service-kit';
import type { FastifyInstance } from 'fastify';
import { adminPasswordFor } from './admin-password.js';
import { loadAllInOneConfig } from './config.js';
import { seedDemoData } from './demo/index.js';
import { mountFrontends } from './frontends.js';
import { reservePort } from './reserve-port.js';
import { startServices, type RunningServices } from './services.js';

export interface StackOptions {
  /** The database of one service (each has its own), and the gateway's staff accounts' (`staff`). */
  databaseUrl(service: string): string;
  bus: EventBus;
  logger: Logger;
  /** The gateway's port; 0 picks a free one. Default: PORT, else 8080. */
  port?: number;
  /** Default: HOST, else localhost. */
  host?: string;
  /** Settings over the process environment (provider URLs, ADMIN_PASSWORD, WEATHER_PROVIDER, BRAND_*...). */
  env?: Record<string, string | undefined>;
  /** Seed the demo data into empty databases. Default: DEMO_DATA (true). */
  demoData?: boolean;
  /** Mount the public site and the admin app in the gateway. Default: true. */
  frontends?: boolean;
  /** More routes in the gateway, mounted after the frontends' (e.g. a benchmark's static files). */
  routes?: (app: FastifyInstance) => Promise<void>;
}

export interface Stack {
  /** The gateway's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The admin password of this start; undefined when only its hash was configured. */
  adminPassword: string | undefined;
  /** True when no password was configured and one was made up for this start. */
  adminPasswordGenerated: boolean;
  /** True when this start made the first owner (ADMIN_EMAIL, else a made-up e-mail) with that password; else the owners' own passwords hold. */
  firstOwnerCreated: boolean;
  /** The first owner's e-mail: ADMIN_EMAIL, else the one made up at the start that made the owner. */
  firstOwnerEmail: string;
  services: RunningServices;
  gateway: Gateway;
  /** Stops the gateway and the services (the bus and the databases are the caller's). */
  close(): Promise<void>;
}

/** The frontends (if mounted), then any further routes. */
function withRoutes(frontends: Frontends | undefined, routes: StackOptions['routes']): Frontends {
  return async (app, parts) => {
    if (frontends) await frontends(app, parts);
    if (routes) await routes(app);
  };
}

/**
 * The whole product in this process: the six services on loopback ports, the
 * gateway (with both frontends) in front, demo data in. `npm start` and the
 * browser tests start it alike.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const env = { ...process.env, ...options.env };
  const host = options.host ?? env.HOST ?? 'localhost';
  const reserved = options.port === 0 ? await reservePort(host) : undefined;
  const port = reserved?.port ?? options.port ?? loadAllInOneConfig(env).PORT;
  const config = loadAllInOneConfig({ ...env, PORT: String(port), HOST: host });
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  const publicBaseUrl = env.PUBLIC_BASE_URL || url; // empty counts as unset, as in loadConfig
  const { bus, logger } = options;

  const services = await startServices({ config, env, publicBaseUrl, bus, logger, databaseUrl: options.databaseUrl }).catch(async (err: unknown) => {
    await reserved?.release();
    throw err;
  });
  let gateway: Gateway | undefined;
  try {
    const admin = adminPasswordFor(config);
    gateway = await createGateway({
      logger,
      bus,
      config: loadConfig(gatewayConfigSchema, {
        ...env,
        PORT: String(port),
        HOST: host,
        ...services.urls,
        DATABASE_URL: options.databaseUrl('staff'),
        ADMIN_PASSWORD: admin.password,
        ADMIN_PASSWORD_HASH: admin.hash,
      }),
      site: loadConfig(siteEnvSchema, { ...env, PUBLIC_BASE_URL: publicBaseUrl, BRAND_NAME: config.BRAND_NAME }),
      frontends: withRoutes(options.frontends === false ? undefined : mountFrontends, options.routes),
    });
    if (options.demoData ?? config.DEMO_DATA) await seedDemoData(services, logger);
    // With the demo cities, once they are in; it need not hold the start.
    const firstSitemap = services.sitemap.parts.generator
      .generate('start')
      .catch((err: unknown) => logger.warn({ err }, 'the first sitemap generation failed; it is retried on schedule'));
    await reserved?.release();
    await gateway.listen({ port, host });
    const running = gateway;
    return {
      url,
      adminPassword: admin.password,
      adminPasswordGenerated: admin.generated,
      firstOwnerCreated: running.parts.firstOwnerCreated,
      firstOwnerEmail: running.parts.firstOwnerEmail,
      services,
      gateway: running,
      async close() {
        await running.close();
        await firstSitemap;
        await services.close();
      },
    };
  } catch (err) {
    await reserved?.release();
    await gateway?.close();
    await services.close();
    throw err;
  }
}

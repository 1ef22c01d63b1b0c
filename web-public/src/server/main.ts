import { createPageDataClient, pageDataSubjects, siteEnvSchema } from '@local-seo/contracts';
import {
  closeOnSignals,
  createHttpApp,
  createLogger,
  exitOnStartupError,
  loadConfig,
  logLevels,
  natsCredentials,
  natsCredentialsEnv,
  natsServers,
  spreadRetriesAcrossReplicas,
  startObservability,
  watchNatsEvents,
} from '@local-seo/service-kit';
import { z } from 'zod';
import { eventPageChanges } from './event-changes';
import { registerPublicSite } from './index';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Where the page data comes from: the gateway's /api/page-data, /api/cities and /api/schema-settings. */
  GATEWAY_URL: z.url('must be a URL such as http://gateway:8080'),
  /** Set: every replica hears the events that change pages (as its own NATS user); unset: pages are checked by time only. */
  NATS_URL: z.string().min(1).optional(),
  ...natsCredentialsEnv,
});

/** The only file that listens: the public site on its own (compose, Kubernetes). */
try {
  const config = loadConfig(envSchema);
  const logger = createLogger(config.LOG_LEVEL);
  // First, so its requests are traced (OTEL_*); /metrics on METRICS_PORT, never on PORT.
  const observability = await startObservability({ name: 'web-public', logger });
  spreadRetriesAcrossReplicas();
  const app = createHttpApp({
    logger: logger.child({ service: 'web-public' }),
    // Ready while it runs: it serves the pages it keeps even while the gateway is away (reported, never making it unready).
    readiness: {},
    dependencies: { gateway: async () => (await fetch(new URL('/healthz', config.GATEWAY_URL), { signal: AbortSignal.timeout(1500) })).ok },
    trustProxy: 1, // the gateway or the ingress in front
  });
  const changes = eventPageChanges();
  const events = config.NATS_URL
    ? watchNatsEvents({
        servers: natsServers(config.NATS_URL),
        connection: { ...natsCredentials(config), name: 'web-public' },
        logger,
        subjects: pageDataSubjects,
        handler: changes.hear,
        onGap: changes.gap,
      })
    : undefined;
  await registerPublicSite(app, {
    pageData: { ...createPageDataClient({ baseUrl: config.GATEWAY_URL }), watch: changes.watch },
    site: loadConfig(siteEnvSchema),
    gatewayUrl: config.GATEWAY_URL,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  closeOnSignals(logger, async () => {
    await app.close();
    await events?.stop();
    await observability.close();
  });
} catch (err) {
  exitOnStartupError(err);
}

import { loadConfig, logLevels, natsCredentialsEnv, natsReplicas } from '@local-seo/service-kit';
import { z } from 'zod';

const natsSetupEnvSchema = z.object({
  /** The same address the services are given (a cluster: comma-separated). */
  NATS_URL: z.string().regex(/^\S+$/, 'must be the NATS server address, e.g. nats://nats:4222'),
  NATS_STREAM_REPLICAS: natsReplicas,
  /** How long to wait for NATS with JetStream to answer (it may still be starting). */
  NATS_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Its own NATS user (nats-setup: the event streams and the durables, nothing else); unset: no authentication. */
  ...natsCredentialsEnv,
});
export type NatsSetupEnv = z.output<typeof natsSetupEnvSchema>;

export const loadNatsSetupConfig = (env: NodeJS.ProcessEnv = process.env): NatsSetupEnv => loadConfig(natsSetupEnvSchema, env);

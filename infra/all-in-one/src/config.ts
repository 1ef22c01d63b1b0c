import { envFlag, loadConfig, logLevels } from '@local-seo/service-kit';
import { z } from 'zod';

export const allInOneEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Where the embedded PostgreSQL keeps its data between starts. */
  DATA_DIR: z.string().min(1).default('./.data'),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** A PostgreSQL server to use instead of the embedded one (a database per service is created on it). */
  POSTGRES_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgresql:// URL')
    .optional(),
  /** Set: NATS JetStream. Unset: the in-process bus. */
  NATS_URL: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_PASSWORD_HASH: z.string().optional(),
  BRAND_NAME: z.string().min(1).default('Northway Landscape Supply'),
  /** false: start with empty databases (no demo cities). */
  DEMO_DATA: envFlag(true),
});
export type AllInOneConfig = z.output<typeof allInOneEnvSchema>;

export const loadAllInOneConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(allInOneEnvSchema, env);

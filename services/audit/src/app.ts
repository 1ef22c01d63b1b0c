import { consumerTask, createService, defineServiceModule, prismaPathsOf, type ServiceRuntime } from '@local-seo/service-kit';
import { optionsFromEnv, type AuditOptions } from './config.js';
import { subscribeAuditTrail } from './events/audit-consumer.js';
import { PrismaClient } from './generated/prisma/client.js';
import { registerAuditRoutes } from './routes/audit.js';

/** Where the schema and migrations live, from src/ or dist/ alike. */
export const prismaPaths = prismaPathsOf(import.meta.url);

/** The audit service: who changed what through the back office, from the services' events. */
export function createAuditService(runtime: ServiceRuntime, _options: AuditOptions = {}) {
  return createService({
    name: 'audit',
    runtime,
    database: { ...prismaPaths, connect: (adapter) => new PrismaClient({ adapter }) },
    build: (ctx) => ({
      routes: (app) => registerAuditRoutes(app, ctx),
      tasks: [consumerTask(() => subscribeAuditTrail(ctx))],
    }),
  });
}

export const auditService = defineServiceModule({ name: 'audit', defaultPort: 3007, optionsFromEnv, create: createAuditService });

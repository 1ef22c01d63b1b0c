import { defineService, prismaDatabase } from '@local-seo/service-kit';
import { optionsFromEnv } from './config.js';
import { auditSubscriptions } from './events/subscriptions.js';
import { PrismaClient } from './generated/prisma/client.js';
import { registerAuditTrailRoutes } from './routes/audit-trail.js';

/** The audit service: who changed what through the back office, from the services' events. */
export const auditService = defineService(
  { name: 'audit', defaultPort: 3007, optionsFromEnv, database: prismaDatabase(import.meta.url, PrismaClient) },
  (ctx) => ({
    routes: (app) => registerAuditTrailRoutes(app, ctx),
    tasks: auditSubscriptions(ctx),
  }),
);


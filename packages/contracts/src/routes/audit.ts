import { auditPageSchema, auditQuerySchema } from '../http/audit.js';
import { route } from './route.js';

/** The audit service: who changed what through the back office, and when. */
export const auditRoutes = {
  list: route({
    method: 'GET',
    path: '/api/admin/audit',
    service: 'audit',
    access: 'viewer',
    summary: 'The audit trail, newest first: who changed which record, when, and how; by person, entity and time, a page at a time (nextCursor)',
    query: auditQuerySchema,
    answer: auditPageSchema,
  }),
};

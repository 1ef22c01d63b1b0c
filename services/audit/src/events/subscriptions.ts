import { consumerTask, type Task } from '@local-seo/service-kit';
import type { Context } from '../data/db.js';
import { subscribeAuditTrail } from './audit-consumer.js';

/** Everything the audit service listens to, in one list: every service's changes made by staff (the audit trail). */
export function auditSubscriptions(ctx: Context): Task[] {
  return [consumerTask(() => subscribeAuditTrail(ctx))];
}

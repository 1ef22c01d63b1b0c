import { z } from 'zod';
import { staffRoles } from '../routes/route.js';
import { defineEvent } from './envelope.js';

/**
 * What a change did to a staff account, in the words the audit trail shows: several
 * at once when one save did several (a role changed and the account disabled).
 */
export const staffAccountChanges = ['created', 'renamed', 'role changed', 'disabled', 'enabled', 'password reset', 'password changed'] as const;
export type StaffAccountChange = (typeof staffAccountChanges)[number];

/** The fields of an account the audit trail shows before and after: never its password or its hash. */
export const staffAccountFactsSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  disabled: z.boolean(),
});
export type StaffAccountFacts = z.infer<typeof staffAccountFactsSchema>;

/**
 * A staff account was added or changed by the gateway (the owner's Staff tab, or someone
 * changing their own password). The actor and request id travel in the envelope as for
 * the services' events; `summary` is the audit trail's: the account's e-mail as its name,
 * the changed fields before and after (the whole account when created), no secret.
 */
export const staffAccountChanged = defineEvent(
  'gateway.staff.changed',
  1,
  z.object({
    staffId: z.number().int().positive(),
    changes: z.array(z.enum(staffAccountChanges)).min(1),
    summary: z.object({
      name: z.string(),
      before: staffAccountFactsSchema.partial().optional(),
      after: staffAccountFactsSchema.partial().optional(),
    }),
  }),
);

/** The events the gateway publishes itself (the staff accounts live in its own database). */
export const gatewayEvents = [staffAccountChanged] as const;

import { z } from 'zod';

/**
 * The header through which the gateway tells a service which member of staff made
 * a request. Only the gateway builds it, from the session it checked: a client's
 * own copy never passes (gateway/src/routing/actor-header.ts), so a service may
 * record it as who changed a record. A call without it (a script straight to the
 * service, a task) has no actor.
 */
export const actorHeaderName = 'x-local-seo-actor';

export const actorSchema = z.object({
  id: z.number().int().positive(),
  email: z.string().min(1).max(254),
  name: z.string().max(120),
});
export type Actor = z.infer<typeof actorSchema>;

/** The header's value: the actor as percent-encoded JSON, so any name travels in a header's character set. */
export function actorHeaderValue(actor: Actor): string {
  return encodeURIComponent(JSON.stringify(actorSchema.parse(actor)));
}

/** The actor a request names, or undefined when it names none or something unreadable. */
export function parseActorHeader(value: string | string[] | undefined): Actor | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const parsed = actorSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

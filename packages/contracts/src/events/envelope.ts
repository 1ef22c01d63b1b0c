import { z } from 'zod';
import { actorSchema } from '../http/actor.js';

/** Subject and type of every event: `<service>.<entity>.<past-tense-verb>`. */
export const eventTypePattern = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/;

/** W3C trace context (`00-<trace id>-<span id>-<flags>`), lower-case hex as the spec writes it. */
export const traceparentPattern = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The envelope every event travels in, on every bus. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().regex(eventTypePattern),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  source: z.string().min(1),
  /**
   * The trace the event belongs to, when it was emitted inside a traced request or handling;
   * its consumers' spans continue it. Optional: older events and untraced ones have none;
   * a malformed one is dropped, never a reason to refuse the event.
   */
  traceparent: z.string().regex(traceparentPattern).optional().catch(undefined),
  /**
   * The member of staff whose request made the change, as the gateway named them
   * (packages/contracts/src/http/actor.ts), and that request's id: the audit trail's
   * who. Absent on changes no person made (tasks, imports of the system, consumers).
   */
  actor: actorSchema.optional().catch(undefined),
  requestId: z.string().min(1).max(128).optional().catch(undefined),
  data: z.unknown(),
});
export type EventEnvelope<TData = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & {
  data: TData;
};

/** One event of the platform (allEvents lists them all): its type, version and the schema of its data. */
export interface EventDefinition<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly version: number;
  readonly data: z.ZodType<TData>;
  /** The whole envelope, with `data` checked against this event's schema. */
  readonly schema: z.ZodType<EventEnvelope<TData>>;
  /** Builds a validated envelope for this event. */
  create(data: TData, source: string): EventEnvelope<TData>;
  /** Validates an incoming envelope; throws a ZodError when it is not this event. */
  parse(input: unknown): EventEnvelope<TData>;
}

export function defineEvent<TType extends string, TData>(
  type: TType,
  version: number,
  data: z.ZodType<TData>,
): EventDefinition<TType, TData> {
  if (!eventTypePattern.test(type)) throw new Error(`Event type "${type}" is not <service>.<entity>.<verb>`);
  const schema = eventEnvelopeSchema.extend({
    type: z.literal(type),
    version: z.literal(version),
    data,
  }) as unknown as z.ZodType<EventEnvelope<TData>>;
  return {
    type,
    version,
    data,
    schema,
    create(payload, source) {
      return schema.parse({
        id: globalThis.crypto.randomUUID(),
        type,
        version,
        occurredAt: new Date().toISOString(),
        source,
        data: payload,
      });
    },
    parse(input) {
      return schema.parse(input);
    },
  };
}

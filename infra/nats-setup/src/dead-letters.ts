import { eventEnvelopeSchema } from '@local-seo/contracts';
import { deadLetterSubject, type DeadLetter, type NatsLayout } from '@local-seo/service-kit';
import { JetStreamApiCodes, JetStreamApiError, type JetStreamClient, type JetStreamManager, type MsgRequest } from '@nats-io/jetstream';

/**
 * What an operator does with the dead letters the consumers leave on `deadletter.<durable>`
 * (packages/service-kit, nats-consumer.ts): list them, replay them to their event's subject,
 * purge them. Read by sequence (STREAM.MSG.GET), so nothing is created on the server to read.
 */

export interface StoredDeadLetter {
  /** Its sequence in the dead-letter stream: what a delete names. */
  seq: number;
  durable: string;
  /** The event's subject (its type), without the subject prefix. */
  subject: string;
  /** The envelope's id; undefined when what was received was no event envelope. */
  eventId: string | undefined;
  error: string;
  deliveryCount: number;
  deadLetteredAt: string;
  /** The event as received (the envelope, or the raw text). */
  event: unknown;
}

export interface DeadLetterContext {
  jsm: JetStreamManager;
  js: JetStreamClient;
  layout: NatsLayout;
}

/** Which dead letters: of one durable or all, and of one event id or sequence, or all of them. */
export interface DeadLetterSelection {
  durable?: string;
  eventId?: string;
  seq?: number;
}

const durableOfSubject = (layout: NatsLayout, subject: string) => subject.slice(`${layout.prefix}${deadLetterSubject('')}`.length);

/** How many dead letters each durable has (the stream's per-subject counts). */
export async function deadLetterCounts(ctx: DeadLetterContext, durable?: string): Promise<Map<string, number>> {
  const filter = `${ctx.layout.prefix}${deadLetterSubject(durable ?? '>')}`;
  const info = await ctx.jsm.streams.info(ctx.layout.deadLetterStream, { subjects_filter: filter }).catch((err: unknown) => {
    if (err instanceof JetStreamApiError && err.code === JetStreamApiCodes.StreamNotFound) {
      throw new Error(`this NATS has no stream ${ctx.layout.deadLetterStream}: is NATS_URL the platform's NATS (nats-setup creates it)?`);
    }
    throw err;
  });
  const counts = new Map<string, number>();
  for (const [subject, count] of Object.entries(info.state.subjects ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    counts.set(durableOfSubject(ctx.layout, subject), count);
  }
  return counts;
}

/** The dead letters selected, oldest first for each durable, durables by name. */
export async function listDeadLetters(ctx: DeadLetterContext, selection: DeadLetterSelection = {}): Promise<StoredDeadLetter[]> {
  const letters: StoredDeadLetter[] = [];
  for (const [durable, count] of await deadLetterCounts(ctx, selection.durable)) {
    const subject = `${ctx.layout.prefix}${deadLetterSubject(durable)}`;
    let seq = 1;
    for (let read = 0; read < count; read++) {
      // The server answers `next_by_subj` (the next message of the subject from `seq`) since
      // nats-server 2.9, but @nats-io/jetstream types only the direct get's request with it.
      const query = { seq, next_by_subj: subject } as unknown as MsgRequest;
      const stored = await ctx.jsm.streams.getMessage(ctx.layout.deadLetterStream, query);
      if (!stored) break; // removed meanwhile
      seq = stored.seq + 1;
      const letter = parseLetter(stored.string(), durable);
      const entry: StoredDeadLetter = { seq: stored.seq, ...letter };
      if (selection.seq !== undefined && entry.seq !== selection.seq) continue;
      if (selection.eventId !== undefined && entry.eventId?.toLowerCase() !== selection.eventId.toLowerCase()) continue;
      letters.push(entry);
    }
  }
  return letters;
}

/** A dead letter's body; one that is not what the consumers write is kept whole as its error. */
function parseLetter(text: string, durable: string): Omit<StoredDeadLetter, 'seq'> {
  let letter: Partial<DeadLetter>;
  try {
    letter = JSON.parse(text) as Partial<DeadLetter>;
  } catch {
    return { durable, subject: '', eventId: undefined, error: `not a dead letter: ${text.slice(0, 200)}`, deliveryCount: 0, deadLetteredAt: '', event: text };
  }
  const envelope = eventEnvelopeSchema.safeParse(letter.event);
  return {
    durable,
    subject: String(letter.subject ?? ''),
    eventId: envelope.success ? envelope.data.id : undefined,
    error: String(letter.error ?? ''),
    deliveryCount: Number(letter.deliveryCount ?? 0),
    deadLetteredAt: String(letter.deadLetteredAt ?? ''),
    event: letter.event,
  };
}

/** Why a dead letter cannot be replayed (it would come back at once), or undefined when it can. */
export function notReplayable(letter: StoredDeadLetter): string | undefined {
  if (letter.eventId === undefined) return 'what the consumer received is not an event envelope: it would be dead-lettered again (purge it)';
  const envelope = letter.event as { type?: unknown };
  if (envelope.type !== letter.subject) return `the envelope's type ${String(envelope.type)} is not its subject ${letter.subject}`;
  return undefined;
}

/**
 * Publishes the original event again to its subject, then deletes its dead letters (one per
 * durable that gave up on it; all of the same event). The envelope is the same (same event
 * id: the consumers' inboxes drop it where it was handled already); the JetStream message id
 * is new, as the stream would drop a re-send of the event id within its duplicate window.
 * JetStream delivers by subject, not to one consumer: every durable of the subject gets it
 * again, and their inboxes make that safe. The message id names the first dead letter, so
 * running the replay again after a failed delete is dropped as a duplicate.
 */
export async function replayDeadLetters(ctx: DeadLetterContext, letters: readonly StoredDeadLetter[]): Promise<void> {
  const [first] = letters;
  if (!first) return;
  const why = notReplayable(first);
  if (why) throw new Error(why);
  if (letters.some((letter) => letter.eventId !== first.eventId)) throw new Error('replayDeadLetters takes the dead letters of one event');
  await ctx.js.publish(`${ctx.layout.prefix}${first.subject}`, JSON.stringify(first.event), {
    msgID: `${first.eventId}:replay:${first.seq}`,
  });
  for (const letter of letters) await deleteDeadLetter(ctx, letter);
}

/** Deletes one dead letter. */
export async function deleteDeadLetter(ctx: DeadLetterContext, letter: StoredDeadLetter): Promise<void> {
  await ctx.jsm.streams.deleteMessage(ctx.layout.deadLetterStream, letter.seq, false);
}

/** Removes every dead letter of a durable (or of all); returns how many went. */
export async function purgeDeadLetters(ctx: DeadLetterContext, durable?: string): Promise<number> {
  const response = await ctx.jsm.streams.purge(ctx.layout.deadLetterStream, { filter: `${ctx.layout.prefix}${deadLetterSubject(durable ?? '>')}` });
  return response.purged;
}

import { eventSubjectSources } from '@local-seo/contracts';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type ConsumerConfig,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';

const day = 24 * 60 * 60 * 1000;

/** How long the event stream keeps events unless told otherwise (services and infra/nats-setup agree on it). */
export const defaultStreamMaxAgeMs = 7 * day;

/** What an ensure step did to a stream or a consumer. */
export type NatsChange = 'created' | 'updated' | 'recreated' | 'unchanged';

/** Subject layout of one bus: every name derives from the catalogue's sources and the optional prefix. */
export interface NatsLayout {
  prefix: string;
  stream: string;
  deadLetterStream: string;
}

export function natsLayout(streamName = 'EVENTS', subjectPrefix = ''): NatsLayout {
  const prefix = subjectPrefix && !subjectPrefix.endsWith('.') ? `${subjectPrefix}.` : subjectPrefix;
  return { prefix, stream: streamName, deadLetterStream: `${streamName}_DEADLETTER` };
}

export const eventStreamSubjects = (layout: NatsLayout) => eventSubjectSources.map((source) => `${layout.prefix}${source}.>`);

export const isApiError = (err: unknown, code: number) => err instanceof JetStreamApiError && err.code === code;

export interface StreamSettings {
  maxAgeMs: number;
  /** Copies JetStream keeps of each stream; given when a stream is created. */
  replicas: number;
  /**
   * Also change the replicas of existing streams (infra's set-up, the authority). Services
   * never do: a service started with the default must not shrink a clustered stream.
   */
  reconcileReplicas?: boolean;
}

/**
 * Creates the event stream and the dead-letter stream, or adds missing subjects to
 * streams that exist (infra may have made them). Safe to run on every start and reconnect.
 * Answers what it did to each stream, by name.
 */
export async function ensureStreams(jsm: JetStreamManager, layout: NatsLayout, settings: StreamSettings): Promise<Record<string, NatsChange>> {
  const { maxAgeMs, replicas } = settings;
  const reconcile = settings.reconcileReplicas ?? false;
  return {
    [layout.stream]: await ensureStream(
      jsm,
      { name: layout.stream, subjects: eventStreamSubjects(layout), max_age: nanos(maxAgeMs), num_replicas: replicas },
      reconcile,
    ),
    [layout.deadLetterStream]: await ensureStream(
      jsm,
      {
        name: layout.deadLetterStream,
        subjects: [`${layout.prefix}deadletter.>`],
        max_age: nanos(Math.max(maxAgeMs, 30 * day)),
        num_replicas: replicas,
      },
      reconcile,
    ),
  };
}

type WantedStream = Partial<StreamConfig> & { name: string; subjects: string[]; num_replicas: number };

async function ensureStream(jsm: JetStreamManager, config: WantedStream, reconcileReplicas: boolean): Promise<NatsChange> {
  for (let attempt = 1; ; attempt++) {
    try {
      const info = await jsm.streams.info(config.name);
      const missing = config.subjects.filter((s) => !info.config.subjects.includes(s));
      const replicasDiffer = reconcileReplicas && info.config.num_replicas !== config.num_replicas;
      if (!missing.length && !replicasDiffer) return 'unchanged';
      await jsm.streams.update(config.name, {
        subjects: [...info.config.subjects, ...missing],
        ...(replicasDiffer ? { num_replicas: config.num_replicas } : {}),
      });
      return 'updated';
    } catch (err) {
      if (!isApiError(err, JetStreamApiCodes.StreamNotFound)) throw err;
    }
    try {
      await jsm.streams.add({ storage: StorageType.File, retention: RetentionPolicy.Limits, ...config });
      return 'created';
    } catch (err) {
      if (attempt >= 2) throw err; // another instance created it meanwhile: look again once
    }
  }
}

/** True for nats-server 2.10 and later, which filter a consumer on several subjects. */
export function supportsMultipleFilters(serverVersion: string | undefined): boolean {
  const [major = 0, minor = 0] = (serverVersion ?? '').split('.').map((n) => Number.parseInt(n, 10));
  return major > 2 || (major === 2 && minor >= 10);
}

/**
 * The consumer's filter. Older servers take one filter subject: the narrowest wildcard
 * covering all (event types all have three tokens), and the consumer acks and skips the rest.
 * A filter must lie inside the stream's subjects (`<prefix><source>.>`), so events of
 * several sources (e.g. cities and catalog) need no filter at all on those servers.
 */
export function consumerFilter(subjects: readonly string[], multiple: boolean, prefix = ''): Partial<ConsumerConfig> {
  if (subjects.length === 1) return { filter_subject: subjects[0], filter_subjects: undefined };
  if (multiple) return { filter_subject: undefined, filter_subjects: [...subjects] };
  const sourceOf = (subject: string) => subject.slice(prefix.length).split('.')[0];
  if (new Set(subjects.map(sourceOf)).size > 1) return { filter_subject: undefined, filter_subjects: undefined };
  const split = subjects.map((s) => s.split('.'));
  const length = Math.max(...split.map((t) => t.length));
  const sameLength = split.every((t) => t.length === length);
  const tokens: string[] = [];
  for (let i = 0; i < length; i++) {
    const values = new Set(split.map((t) => t[i]));
    if (!sameLength && values.size > 1) {
      tokens.push('>');
      break;
    }
    tokens.push(values.size === 1 ? (split[0]?.[i] ?? '*') : '*');
  }
  return { filter_subject: tokens.join('.'), filter_subjects: undefined };
}

export function sameFilter(config: Partial<ConsumerConfig>, wanted: Partial<ConsumerConfig>): boolean {
  const norm = (c: Partial<ConsumerConfig>) =>
    [...(c.filter_subjects?.length ? c.filter_subjects : c.filter_subject ? [c.filter_subject] : [])].sort().join(' ');
  return norm(config) === norm(wanted);
}

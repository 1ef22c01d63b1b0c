import { consumerSubjects, durableConsumers, eventSources, gatewayEventSource, pageDataSubjects } from '@local-seo/contracts';
import { deadLetterSubject, natsInboxPrefix, natsLayout, type NatsLayout } from '@local-seo/service-kit';

/**
 * Who may do what on NATS, derived from the list of every event (allEvents, eventSources) and the durable
 * consumers (durableConsumers): one user per component, each allowed its own subjects only.
 * nats-server's configuration (auth.conf, written by write-auth-config.ts) and the tests
 * that prove it are both made from this.
 */

/** Where the deployments read the generated configuration (repository paths): compose, Kubernetes. */
export const natsAuthConfigFiles = ['infra/nats/auth.conf', 'k8s/base/nats-auth.conf'] as const;

/** The gateway's KV buckets (admin sessions, failed logins): no other user may touch them. */
export const gatewayKvBuckets = ['gateway_sessions', 'gateway_login_failures'] as const;

/** The one-shot that creates the event streams and every durable consumer (infra/nats-setup). */
export const natsSetupUser = 'nats-setup';
export const gatewayUser = 'gateway';
/** The public site's replicas: each hears the events that change its pages. */
export const webPublicUser = 'web-public';
/** A person on call handling dead letters (npm run dead-letters): read, replay, purge. */
export const operatorUser = 'operator';

interface NatsUserPermissions {
  user: string;
  /** The environment variable nats-server reads the user's password from (and compose / Kubernetes fill in). */
  passwordVariable: string;
  publish: string[];
  subscribe: string[];
}

/** `cities` -> CITIES_NATS_PASSWORD, `nats-setup` -> NATS_SETUP_NATS_PASSWORD. */
const natsPasswordVariable = (user: string) => `${user.toUpperCase().replace(/-/g, '_')}_NATS_PASSWORD`;

/** The service a durable belongs to: its name starts with the service's (`catalog-cities` is catalog's). */
export function durableOwner(durable: string): (typeof eventSources)[number] {
  const owner = eventSources.find((source) => durable.startsWith(`${source}-`));
  if (!owner) throw new Error(`durable ${durable} does not start with the name of the service that consumes it (${eventSources.join(', ')}): NATS permissions cannot be given`);
  return owner;
}

const api = '$JS.API';

/** The JetStream API calls of a durable pull consumer on `stream`: ensure it (create, re-create on old servers), pull, ack. */
function durableApi(stream: string, durable: string): string[] {
  return [
    `${api}.CONSUMER.INFO.${stream}.${durable}`,
    // Created with its name, with or without its filter subject in the API subject (nats.js picks by server version).
    `${api}.CONSUMER.CREATE.${stream}.${durable}`,
    `${api}.CONSUMER.CREATE.${stream}.${durable}.>`,
    `${api}.CONSUMER.DURABLE.CREATE.${stream}.${durable}`,
    // Before nats-server 2.10 a changed filter means deleting and re-creating it.
    `${api}.CONSUMER.DELETE.${stream}.${durable}`,
    `${api}.CONSUMER.MSG.NEXT.${stream}.${durable}`,
    // Acks (ack, nak, in progress, term) go to the message's reply subject: v1 and v2 (domain, account hash) forms.
    `$JS.ACK.${stream}.${durable}.>`,
    `$JS.ACK.*.*.${stream}.${durable}.>`,
  ];
}

/** A KV bucket's whole life: create or bind, read (direct or not), write, watch (an ordered push consumer with flow control). */
function kvBucketApi(bucket: string): string[] {
  const stream = `KV_${bucket}`;
  return [
    `$KV.${bucket}.>`,
    `${api}.STREAM.INFO.${stream}`,
    `${api}.STREAM.CREATE.${stream}`,
    `${api}.STREAM.MSG.GET.${stream}`,
    `${api}.DIRECT.GET.${stream}`,
    `${api}.DIRECT.GET.${stream}.>`,
    `${api}.CONSUMER.CREATE.${stream}`,
    `${api}.CONSUMER.CREATE.${stream}.>`,
    `${api}.CONSUMER.INFO.${stream}.*`,
    `${api}.CONSUMER.DELETE.${stream}.*`,
    `$JS.FC.${stream}.>`,
  ];
}

/**
 * Every user's permissions. Services: publish their own events (`<service>.>`) and the dead
 * letters of their durables, run their durables (never another's), read the streams' state.
 * The gateway: hear every event (its page-data cache), publish its own (`gateway.>`: the staff
 * accounts' changes), and its KV buckets, which nobody else may use. web-public: hear the
 * events that change pages. nats-setup: create and change the event streams and every durable.
 * operator: read, replay and purge dead letters. Each user receives replies on its own inbox prefix only.
 */
export function natsPermissions(layout: NatsLayout = natsLayout()): NatsUserPermissions[] {
  const { prefix, stream, deadLetterStream } = layout;
  const durables = Object.values(durableConsumers).map((consumer) => consumer.durable);
  const streamInfo = [`${api}.STREAM.INFO.${stream}`, `${api}.STREAM.INFO.${deadLetterStream}`];
  const user = (name: string, publish: string[], subscribe: string[] = []): NatsUserPermissions => ({
    user: name,
    passwordVariable: natsPasswordVariable(name),
    publish: [`${api}.INFO`, ...publish],
    subscribe: [`${natsInboxPrefix(name)}.>`, ...subscribe],
  });

  // durableOwner throws on a durable no service owns.
  const services = eventSources.map((service) => {
    const own = durables.filter((durable) => durableOwner(durable) === service);
    return user(service, [
      `${prefix}${service}.>`,
      ...own.map((durable) => `${prefix}${deadLetterSubject(durable)}`),
      ...streamInfo,
      ...own.flatMap((durable) => durableApi(stream, durable)),
      // Reading its own dead letters: an ordered consumer (of any name) filtered on them.
      ...own.map((durable) => `${api}.CONSUMER.CREATE.${deadLetterStream}.*.${prefix}${deadLetterSubject(durable)}`),
      ...(own.length ? [`${api}.CONSUMER.MSG.NEXT.${deadLetterStream}.*`, `${api}.CONSUMER.DELETE.${deadLetterStream}.*`] : []),
    ]);
  });
  const gateway = user(
    gatewayUser,
    // Its own events (the staff accounts' changes), its outbox's publishes.
    [`${prefix}${gatewayEventSource}.>`, ...streamInfo, ...gatewayKvBuckets.flatMap(kvBucketApi)],
    eventSources.map((source) => `${prefix}${source}.>`),
  );

  // Hears what changes pages (core subscriptions, no JetStream), publishes nothing.
  const webPublic = user(webPublicUser, [], pageDataSubjects.map((subject) => `${prefix}${subject}`));

  const setup = user(natsSetupUser, [
    ...[stream, deadLetterStream].flatMap((name) => ['INFO', 'CREATE', 'UPDATE'].map((action) => `${api}.STREAM.${action}.${name}`)),
    ...durables.flatMap((durable) => durableApi(stream, durable).filter((subject) => subject.startsWith(`${api}.CONSUMER.`) && !subject.includes('.MSG.NEXT.'))),
  ]);

  // Dead letters (src/dead-letters.ts): counts and messages read by sequence (no consumer to
  // create or leave behind), deleted one by one or purged; a replay is published again to
  // its event's subject: only the types some durable consumes, so it publishes no new kind
  // of event and nothing of the gateway's buckets.
  const replayable = [...new Set(Object.values(durableConsumers).flatMap((consumer) => consumerSubjects(consumer)))];
  const operator = user(operatorUser, [
    ...['INFO', 'MSG.GET', 'MSG.DELETE', 'PURGE'].map((action) => `${api}.STREAM.${action}.${deadLetterStream}`),
    ...replayable.map((subject) => `${prefix}${subject}`),
  ]);

  return [...services, gateway, webPublic, setup, operator];
}

/**
 * nats-server's `authorization` block for these users, each password read from its
 * environment variable (nats-server resolves `$NAME` from the environment).
 */
export function natsAuthorizationConfig(users: readonly NatsUserPermissions[] = natsPermissions()): string {
  const list = (subjects: readonly string[]) => `[\n${subjects.map((subject) => `            ${JSON.stringify(subject)}`).join('\n')}\n          ]`;
  const blocks = users.map(
    (u) => `    {
      user: ${JSON.stringify(u.user)}
      password: $${u.passwordVariable}
      permissions: {
        publish: {
          allow: ${list(u.publish)}
        }
        subscribe: {
          allow: ${list(u.subscribe)}
        }
      }
    }`,
  );
  return `# GENERATED by infra/nats-setup (src/permissions.ts): do not edit. After a change to the
# event sources or the durable consumers: npm run write-auth-config -w infra/nats-setup
# (it writes infra/nats/auth.conf and k8s/base/nats-auth.conf), then restart NATS.
#
# One user per component, each password from an environment variable of the NATS server
# (${users.map((u) => u.passwordVariable).join(', ')}).
# Passwords: letters and digits, starting with a letter (nats-server parses other values
# as numbers or cuts them), e.g. printf 'n%s\\n' "$(openssl rand -hex 24)".
authorization {
  users = [
${blocks.join('\n')}
  ]
}
`;
}

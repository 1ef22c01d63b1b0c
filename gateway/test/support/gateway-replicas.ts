import { randomBytes } from 'node:crypto';
import { Kvm } from '@nats-io/kv';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { natsUrl, useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll } from 'vitest';
import { natsKvMaps } from '../../src/auth/nats-kv-maps.js';
import { createGateway, gatewayConfigSchema, type Gateway } from '../../src/index.js';

/**
 * Two gateway replicas on one staff database, sharing their admin state (sessions, sign-in
 * counts) through NATS KV buckets of their own, as several gateway pods with no cookie
 * affinity; started before the file's tests, closed and their buckets removed after.
 */
export function useGatewayReplicas(env: Record<string, string>) {
  const logger = createLogger('silent');
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const staffDb = useStaffDatabase();
  let nc: NatsConnection | undefined;
  let bus: EventBus | undefined;
  let a: Gateway | undefined;
  let b: Gateway | undefined;
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the gateway replicas' ${name} is used before they started`);
    return value;
  };

  beforeAll(async () => {
    nc = await connect({ servers: natsUrl() });
    bus = createInProcessBus({ logger });
    const start = () =>
      createGateway({ logger, bus: bus!, sharedMaps: natsKvMaps(nc!, { prefix }), config: gatewayConfigSchema.parse({ DATABASE_URL: staffDb.url, ...env }) });
    a = await start();
    b = await start();
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await bus?.close();
    if (nc) {
      const kvm = new Kvm(nc);
      for (const name of ['sessions', 'login_failures']) await (await kvm.open(`${prefix}_${name}`)).destroy().catch(() => false);
      await nc.close();
    }
  });

  return {
    logger,
    prefix,
    staffDb,
    get nc() { return started(nc, 'NATS connection'); },
    get bus() { return started(bus, 'bus'); },
    get a() { return started(a, 'first replica'); },
    get b() { return started(b, 'second replica'); },
  };
}

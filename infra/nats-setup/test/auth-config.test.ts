import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { consumerSubjects, durableConsumers, eventSources } from '@local-seo/contracts';
import { describe, expect, it } from 'vitest';
import { gatewayKvBuckets, gatewayUser, natsAuthConfigFiles, natsAuthorizationConfig, natsPermissions, natsSetupUser, operatorUser } from '../src/permissions.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const users = natsPermissions();
const byUser = (name: string) => users.find((u) => u.user === name)!;

describe('the generated NATS users and permissions', () => {
  it.each(natsAuthConfigFiles)('%s is what src/permissions.ts generates (npm run write-auth-config -w infra/nats-setup)', async (file) => {
    expect(await readFile(`${root}${file}`, 'utf8')).toBe(natsAuthorizationConfig());
  });

  it("gives the gateway's buckets to the gateway alone", () => {
    const touchesBuckets = (subject: string) => gatewayKvBuckets.some((bucket) => subject.includes(`$KV.${bucket}.`) || subject.includes(`KV_${bucket}`));
    for (const u of users) {
      const mentions = [...u.publish, ...u.subscribe].filter((subject) => touchesBuckets(subject) || subject.startsWith('$KV.') || subject === '>');
      if (u.user === gatewayUser) expect(mentions.length).toBeGreaterThan(0);
      else expect(mentions, u.user).toEqual([]);
    }
  });

  it('lets each service publish under its own name only, and subscribe to its own replies only', () => {
    for (const service of eventSources) {
      const { publish, subscribe } = byUser(service);
      for (const other of eventSources.filter((s) => s !== service)) {
        expect(publish.filter((subject) => subject.startsWith(`${other}.`) || subject.includes(`.${other}-`)), service).toEqual([]);
      }
      expect(subscribe).toEqual([`_INBOX_${service}.>`]);
    }
  });

  it('runs every durable of the catalogue by exactly one service, the one it is named after', () => {
    for (const { durable } of Object.values(durableConsumers)) {
      const runners = eventSources.filter((service) => byUser(service).publish.includes(`$JS.API.CONSUMER.MSG.NEXT.EVENTS.${durable}`));
      expect(runners, durable).toEqual([durable.split('-')[0]]);
    }
  });

  it('gives nats-setup the streams and the durables, never their messages', () => {
    const { publish } = byUser(natsSetupUser);
    expect(publish).toContain('$JS.API.STREAM.CREATE.EVENTS');
    expect(publish.filter((subject) => /MSG|DIRECT|\$KV|\$JS\.ACK/.test(subject) || !subject.startsWith('$JS.API.'))).toEqual([]);
  });

  it('gives the operator the dead letters and the replay of the events some durable consumes, nothing else', () => {
    const { publish, subscribe } = byUser(operatorUser);
    const consumed = new Set(Object.values(durableConsumers).flatMap((consumer) => consumerSubjects(consumer)));
    const api = publish.filter((subject) => subject.startsWith('$JS.'));
    expect(api.toSorted()).toEqual(
      ['$JS.API.INFO', ...['INFO', 'MSG.GET', 'MSG.DELETE', 'PURGE'].map((action) => `$JS.API.STREAM.${action}.EVENTS_DEADLETTER`)].toSorted(),
    );
    expect(publish.filter((subject) => !subject.startsWith('$JS.')).toSorted()).toEqual([...consumed].toSorted());
    expect(subscribe).toEqual(['_INBOX_operator.>']);
  });
});

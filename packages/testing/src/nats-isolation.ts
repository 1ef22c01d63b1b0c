import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

/** A stream name and subject prefix of a test's own, so tests share one server without seeing each other. */
export function isolatedStream(): { streamName: string; subjectPrefix: string } {
  const id = randomBytes(4).toString('hex');
  return { streamName: `T${id.toUpperCase()}_EVENTS`, subjectPrefix: `t${id}.` };
}

/** Deletes a test's event stream and its dead-letter stream (and with them their consumers). */
export async function deleteStreams(natsUrl: string, streamName: string): Promise<void> {
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for (const name of [streamName, `${streamName}_DEADLETTER`]) await jsm.streams.delete(name).catch(() => false);
  } finally {
    await nc.close();
  }
}

import type { AddressInfo } from 'node:net';
import { createInProcessBus, createLogger, type EventBus } from '@local-seo/service-kit';
import { useStaffDatabase } from '@local-seo/testing';
import { afterAll, beforeAll } from 'vitest';
import { createGateway, gatewayConfigSchema, type Gateway } from '../../src/index.js';

/** A test gateway listening on a free port of this machine, its in-process bus and its staff database. */
export interface ListeningGateway {
  gateway: Gateway;
  bus: EventBus;
  staffDb: { readonly url: string };
  /** Its address, as `http://127.0.0.1:<port>`. */
  origin: string;
  port: number;
}

/**
 * For a whole test file: a gateway on a staff database of its own and an in-process bus, with the
 * settings `settings` answers (read in beforeAll, so they may name servers the file starts there),
 * listening on a free port; started before the file's own hooks (call it before them) and closed
 * after the file's own clean-up.
 */
export function useListeningGateway(settings: () => Record<string, string> | Promise<Record<string, string>>): ListeningGateway {
  const logger = createLogger('silent');
  const running = { staffDb: useStaffDatabase() } as ListeningGateway;
  beforeAll(async () => {
    running.bus = createInProcessBus({ logger });
    running.gateway = await createGateway({ logger, bus: running.bus, config: gatewayConfigSchema.parse({ DATABASE_URL: running.staffDb.url, ...(await settings()) }) });
    await running.gateway.listen({ port: 0, host: '127.0.0.1' });
    running.port = (running.gateway.app.server.address() as AddressInfo).port;
    running.origin = `http://127.0.0.1:${running.port}`;
  });
  afterAll(async () => {
    await running.gateway?.close();
    await running.bus?.close();
  });
  return running;
}

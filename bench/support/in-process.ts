import { createGateway, gatewayConfigSchema } from '@local-seo/gateway';
import type { EventBus, Logger } from '@local-seo/service-kit';

/**
 * The real gateway in the benchmark's process, on a free loopback port, in front of
 * the services `env` names (CITIES_URL, CATALOG_URL...), its staff accounts in `env.DATABASE_URL`.
 */
export async function startGateway(logger: Logger, bus: EventBus, env: Record<string, string>) {
  const gateway = await createGateway({ logger, bus, config: gatewayConfigSchema.parse(env) });
  return { gateway, url: await gateway.listen({ port: 0, host: '127.0.0.1' }) };
}

/**
 * Stops what a benchmark started, one after the other in the order given: the services
 * before the bus they publish on and the databases they use.
 */
export async function stopInOrder(...parts: ({ close(): Promise<unknown> } | { drop(): Promise<unknown> })[]): Promise<void> {
  for (const part of parts) await ('close' in part ? part.close() : part.drop());
}

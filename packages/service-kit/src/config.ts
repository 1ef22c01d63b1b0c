import { readFileSync } from 'node:fs';
import cron from 'node-cron';
import { z } from 'zod';

/** A start-up stopped by configuration: the message names every variable at fault. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * The environment with every `<VAR>_FILE` read into `<VAR>`: a secret mounted as a file
 * (compose's secrets at /run/secrets, a Kubernetes Secret volume) rather than given as a
 * value, which `docker inspect` and the process table would show. The file's content is
 * the value, its trailing newlines dropped (an empty file counts as unset, as an empty
 * variable does). `<VAR>` and `<VAR>_FILE` both set is refused: which one wins would be a guess.
 */
function withSecretFiles(set: Record<string, string>, reads: (variable: string) => boolean): Record<string, string> {
  const resolved = { ...set };
  for (const [name, path] of Object.entries(set)) {
    const variable = /^(.+)_FILE$/.exec(name)?.[1];
    // Only a variable the schema reads: an unrelated one of the machine (SSL_CERT_FILE) is none of ours.
    if (!variable || !reads(variable)) continue;
    if (set[variable] !== undefined) throw new ConfigError(`${variable} and ${name} are both set: keep one (the value, or the file that holds it)`);
    let content: string;
    try {
      content = readFileSync(path, 'utf8');
    } catch (err) {
      throw new ConfigError(`${name}: cannot read ${path} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
    const value = content.replace(/(\r?\n)+$/, '');
    if (value !== '') resolved[variable] = value;
  }
  return resolved;
}

/**
 * Whether the schema has the variable among its keys: an object schema, refined or not, or one
 * piped into a transform (`.transform()` of an object), of any copy of zod. A schema whose keys
 * cannot be seen reads no file.
 */
function schemaReads(schema: z.ZodType, variable: string): boolean {
  const { shape, in: input } = schema as { shape?: unknown; in?: z.ZodType };
  if (typeof shape === 'object' && shape !== null) return variable in shape;
  return input !== undefined && schemaReads(input, variable);
}

/**
 * Reads the environment through a zod schema. A missing or bad variable stops
 * the start with one line per variable, e.g. "DATABASE_URL: is required".
 * An empty variable counts as unset (as compose writes `${NAME:-}`); any
 * variable may come from a file instead, named by `<VAR>_FILE` (withSecretFiles).
 */
export function loadConfig<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.output<T> {
  const given = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
  const set = withSecretFiles(given, (variable) => schemaReads(schema, variable));
  const result = schema.safeParse(set);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const missing = issue.code === 'invalid_type' && set[name] === undefined;
    return `  ${name}: ${missing ? 'is required but not set' : issue.message}`;
  });
  throw new ConfigError(`Invalid configuration, check these environment variables:\n${lines.join('\n')}`);
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = (fallback: number) =>
  z.coerce.number().int('must be a whole number').min(0, 'must be 0..65535').max(65535, 'must be 0..65535').default(fallback);

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgresql:// URL');

/** Replicas of a JetStream stream: 1 on a single server, up to 5 in a cluster. */
export const natsReplicas = z.coerce.number().int('must be a whole number').min(1, 'must be 1..5').max(5, 'must be 1..5').default(1);

/** The servers of a NATS_URL: one URL, or several separated by commas (nats.js takes a list, not such a string). */
export const natsServers = (url: string): string[] =>
  url
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);

/**
 * Who a process is on NATS (compose and Kubernetes give each component its own user, whose
 * permissions infra/nats-setup generates). Both unset: no authentication (the all-in-one
 * launcher with NATS_URL, tests). The name also names the user's reply subjects, so it is
 * one subject token.
 */
export const natsCredentialsEnv = {
  NATS_USER: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a NATS user name (letters, digits, - and _), e.g. cities')
    .optional(),
  NATS_PASSWORD: z.string().min(1).optional(),
};

/** The environment every service reads: where to listen, its database, the bus. */
export function serviceEnvSchema(defaultPort: number) {
  return z.object({
    PORT: port(defaultPort),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    DATABASE_URL: postgresUrl,
    /** Unset: the in-process bus (all-in-one). Set: NATS JetStream; a cluster as a comma-separated list. */
    NATS_URL: z.string().min(1).optional(),
    /** Copies JetStream keeps of the event streams (and the gateway's buckets) when it creates them: 3 on a 3-server cluster. */
    NATS_STREAM_REPLICAS: natsReplicas,
    ...natsCredentialsEnv,
  });
}
export type ServiceEnv = z.output<ReturnType<typeof serviceEnvSchema>>;

/** The environment of a process without a database (the gateway). */
export function gatewayEnvSchema(defaultPort: number) {
  return serviceEnvSchema(defaultPort).omit({ DATABASE_URL: true });
}

/** A true/false setting, turned into a boolean once, where it is read. */
export const envFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');

/** An http(s) URL setting; a bad one is told with an example. */
export const httpUrl = (example: string) => z.url({ protocol: /^https?$/, error: `must be an http(s) URL such as ${example}` });

/** The cities service, for a service that keeps a copy of the cities (its first fill) or asks it. */
export const citiesUrlEnv = { CITIES_URL: httpUrl('http://cities:3001').default('http://127.0.0.1:3001') };

/**
 * The cities service for a service that calls it through the cities client: its address and the
 * timeout of one call (`CITIES_TIMEOUT_MS`, optional: `defaultTimeoutMs`, the service's own, when unset).
 */
export const citiesClientEnv = (defaultTimeoutMs: number) => ({
  ...citiesUrlEnv,
  CITIES_TIMEOUT_MS: z.coerce.number().int().min(100).default(defaultTimeoutMs),
});

/** A service's options for its cities client. */
export interface CitiesClientOptions {
  /** The cities service's base URL (`CITIES_URL`). */
  citiesUrl: string;
  /** How long a call to the cities service may take (`CITIES_TIMEOUT_MS`). */
  citiesTimeoutMs: number;
}

/** The cities client's options from the settings `citiesClientEnv` read. */
export const citiesClientOptions = (settings: { CITIES_URL: string; CITIES_TIMEOUT_MS: number }): CitiesClientOptions => ({
  citiesUrl: settings.CITIES_URL,
  citiesTimeoutMs: settings.CITIES_TIMEOUT_MS,
});

/**
 * A service's `optionsFromEnv`: its own settings read once (loadConfig names every bad
 * variable), then shaped into the camelCase options its `create` takes.
 */
export const optionsReader =
  <T extends z.ZodType, O>(schema: T, toOptions: (settings: z.output<T>, env: NodeJS.ProcessEnv) => O) =>
  (env: NodeJS.ProcessEnv = process.env): O =>
    toOptions(loadConfig(schema, env), env);

/** A cron expression (node-cron's syntax, five fields or six with seconds), checked where it is read. */
export const cronExpression = (example: string) =>
  z.string().refine((expression) => cron.validate(expression), `must be a cron expression such as ${example}`);

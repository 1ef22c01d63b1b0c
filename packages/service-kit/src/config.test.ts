import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { citiesClientEnv, citiesClientOptions, citiesUrlEnv, ConfigError, loadConfig, natsServers, optionsReader, serviceEnvSchema } from './config.js';

describe('configuration from the environment', () => {
  const schema = serviceEnvSchema(3001);

  it('applies the defaults and reads what is set', () => {
    const config = loadConfig(schema, { DATABASE_URL: 'postgresql://db/cities', PORT: '4000' });
    expect(config).toMatchObject({ PORT: 4000, HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: 'postgresql://db/cities' });
    expect(config.NATS_URL).toBeUndefined();
  });

  it('stops with a message naming every missing or bad variable', () => {
    const attempt = () => loadConfig(schema, { PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toContain('DATABASE_URL: is required but not set');
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/LOG_LEVEL: /);
  });

  it('treats an empty variable as unset', () => {
    expect(() => loadConfig(schema, { DATABASE_URL: '' })).toThrow(/DATABASE_URL: is required but not set/);
    expect(loadConfig(schema, { DATABASE_URL: 'postgres://x/y', NATS_URL: '' }).NATS_URL).toBeUndefined();
  });
});

describe('a variable read from a file (<VAR>_FILE, a mounted secret)', () => {
  const schema = serviceEnvSchema(3001);
  const dir = mkdtempSync(join(tmpdir(), 'config-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const secret = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content, { mode: 0o600 });
    return path;
  };

  it("is the file's content without its trailing newline, for any variable", () => {
    const config = loadConfig(schema, {
      DATABASE_URL_FILE: secret('database-url', 'postgresql://cities:s3cret@postgres:5432/cities\n'),
      NATS_PASSWORD_FILE: secret('nats-password', 'nabc123\r\n'),
      NATS_USER: 'cities',
    });
    expect(config.DATABASE_URL).toBe('postgresql://cities:s3cret@postgres:5432/cities');
    expect(config.NATS_PASSWORD).toBe('nabc123');
  });

  it('keeps what is inside the value (spaces, inner newlines) and checks it as the variable itself', () => {
    const json = loadConfig(z.object({ KEY: z.string() }), { KEY_FILE: secret('key.json', '{\n  "a": " b "\n}\n\n') });
    expect(json.KEY).toBe('{\n  "a": " b "\n}');
    expect(() => loadConfig(schema, { DATABASE_URL_FILE: secret('bad-url', 'mysql://x/y\n') })).toThrow(/DATABASE_URL: must be a postgresql:\/\/ URL/);
  });

  it("leaves alone a _FILE variable the schema does not read (the machine's own, such as SSL_CERT_FILE)", () => {
    const config = loadConfig(schema, {
      DATABASE_URL: 'postgresql://a@b/c',
      SSL_CERT_FILE: join(dir, 'no-such-file.pem'),
      SSL_CERT: 'set as well',
    });
    expect(config.DATABASE_URL).toBe('postgresql://a@b/c');
    const transformed = z.object({ BRAND_NAME: z.string().default('Brand') }).transform(({ BRAND_NAME }) => ({ brand: BRAND_NAME }));
    expect(loadConfig(transformed, { TF_CLI_CONFIG_FILE: join(dir, 'no-such.rc'), BRAND_NAME_FILE: secret('brand', 'Northway\n') })).toEqual({ brand: 'Northway' });
  });

  it('counts an empty file as unset, as an empty variable', () => {
    expect(() => loadConfig(schema, { DATABASE_URL_FILE: secret('empty', '\n') })).toThrow(/DATABASE_URL: is required but not set/);
  });

  it('is refused when the variable is set as well, naming both', () => {
    const path = secret('both', 'postgresql://a@b/c');
    expect(() => loadConfig(schema, { DATABASE_URL: 'postgresql://a@b/c', DATABASE_URL_FILE: path })).toThrow(
      new ConfigError('DATABASE_URL and DATABASE_URL_FILE are both set: keep one (the value, or the file that holds it)'),
    );
  });

  it('stops the start naming the variable and the path when the file cannot be read', () => {
    const missing = join(dir, 'no-such-secret');
    expect(() => loadConfig(schema, { DATABASE_URL_FILE: missing })).toThrow(new ConfigError(`DATABASE_URL_FILE: cannot read ${missing} (ENOENT)`));
    expect(() => loadConfig(schema, { DATABASE_URL_FILE: dir })).toThrow(/^DATABASE_URL_FILE: cannot read .* \(EISDIR\)$/);
  });
});

describe("a service's options", () => {
  const optionsFromEnv = optionsReader(z.object({ ...citiesUrlEnv, RETRIES: z.coerce.number().int().default(3) }), (settings) => ({
    citiesUrl: settings.CITIES_URL,
    retries: settings.RETRIES,
  }));

  it('are shaped from its settings, with their defaults', () => {
    expect(optionsFromEnv({})).toEqual({ citiesUrl: 'http://127.0.0.1:3001', retries: 3 });
    expect(optionsFromEnv({ CITIES_URL: 'http://cities:3001', RETRIES: '5' })).toEqual({ citiesUrl: 'http://cities:3001', retries: 5 });
  });

  it('read the cities client the same way in every service: its address and its timeout, the default its own', () => {
    const clientOptions = optionsReader(z.object(citiesClientEnv(3000)), citiesClientOptions);
    expect(clientOptions({})).toEqual({ citiesUrl: 'http://127.0.0.1:3001', citiesTimeoutMs: 3000 });
    expect(clientOptions({ CITIES_URL: 'http://cities:3001', CITIES_TIMEOUT_MS: '8000' })).toEqual({ citiesUrl: 'http://cities:3001', citiesTimeoutMs: 8000 });
    expect(() => clientOptions({ CITIES_TIMEOUT_MS: '10' })).toThrow(/CITIES_TIMEOUT_MS/);
  });

  it('are refused with the variable named and an example when a URL is not http(s)', () => {
    expect(() => optionsFromEnv({ CITIES_URL: 'ftp://cities' })).toThrow(/CITIES_URL: must be an http\(s\) URL such as http:\/\/cities:3001/);
  });
});

describe('NATS settings', () => {
  it('reads a cluster given as a comma-separated NATS_URL as its list of servers', () => {
    expect(natsServers('nats://a:4222, nats://b:4222,nats://c:4222')).toEqual(['nats://a:4222', 'nats://b:4222', 'nats://c:4222']);
    expect(natsServers('nats://nats:4222')).toEqual(['nats://nats:4222']);
  });

  it('takes 1 to 5 stream replicas, 1 when unset', () => {
    const schema = serviceEnvSchema(3000);
    const base = { DATABASE_URL: 'postgresql://x@y/z' };
    expect(loadConfig(schema, base).NATS_STREAM_REPLICAS).toBe(1);
    expect(loadConfig(schema, { ...base, NATS_STREAM_REPLICAS: '3' }).NATS_STREAM_REPLICAS).toBe(3);
    expect(() => loadConfig(schema, { ...base, NATS_STREAM_REPLICAS: '7' })).toThrow('NATS_STREAM_REPLICAS: must be 1..5');
  });
});

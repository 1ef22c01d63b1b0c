import { describe, expect, it } from 'vitest';
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

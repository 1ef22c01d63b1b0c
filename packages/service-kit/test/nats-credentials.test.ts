import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, natsCredentials, serviceEnvSchema } from '../src/index.js';

describe('NATS credentials from the environment', () => {
  it('signs in as NATS_USER with NATS_PASSWORD, replies on its own inbox prefix', () => {
    expect(natsCredentials({ NATS_USER: 'cities', NATS_PASSWORD: 'secret' })).toEqual({ user: 'cities', pass: 'secret', inboxPrefix: '_INBOX_cities' });
  });

  it('connects without credentials when neither is set (all-in-one with NATS_URL, tests)', () => {
    expect(natsCredentials({})).toEqual({});
  });

  it('stops the start naming the one that is missing', () => {
    expect(() => natsCredentials({ NATS_USER: 'cities' })).toThrow(ConfigError);
    expect(() => natsCredentials({ NATS_USER: 'cities' })).toThrow('NATS_PASSWORD: is required when NATS_USER is set');
    expect(() => natsCredentials({ NATS_PASSWORD: 'secret' })).toThrow('NATS_USER: is required when NATS_PASSWORD is set');
  });

  it('takes a user name that can name its reply subjects', () => {
    const schema = serviceEnvSchema(3001);
    const base = { DATABASE_URL: 'postgresql://x@y/z', NATS_PASSWORD: 'secret' };
    expect(loadConfig(schema, { ...base, NATS_USER: 'nats-setup' }).NATS_USER).toBe('nats-setup');
    expect(() => loadConfig(schema, { ...base, NATS_USER: 'cities.>' })).toThrow('NATS_USER: must be a NATS user name');
  });
});

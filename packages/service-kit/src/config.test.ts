import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, serviceEnvSchema } from './config.js';

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

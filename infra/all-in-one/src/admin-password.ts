import { randomBytes } from 'node:crypto';

/**
 * The admin password of this start: ADMIN_PASSWORD (or its hash) when set, else a
 * random one that is printed once, at start, and lives only in this process.
 */
export function adminPasswordFor(config: { ADMIN_PASSWORD?: string; ADMIN_PASSWORD_HASH?: string }): {
  password?: string;
  hash?: string;
  generated: boolean;
} {
  if (config.ADMIN_PASSWORD_HASH) return { hash: config.ADMIN_PASSWORD_HASH, generated: false };
  if (config.ADMIN_PASSWORD) return { password: config.ADMIN_PASSWORD, generated: false };
  return { password: randomBytes(12).toString('base64url'), generated: true };
}

import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolated modules cannot read: its Argon2id member is 2.
const argon2id: Algorithm.Argon2id = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const argon2idOptions = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

/** The first owner's hash from the settings: ADMIN_PASSWORD_HASH, else ADMIN_PASSWORD hashed. */
export async function configuredPasswordHash(source: { password?: string; hash?: string }): Promise<string> {
  const hash = source.hash ?? (source.password !== undefined ? await hashPassword(source.password) : undefined);
  if (!hash) throw new Error('No admin password configured: set ADMIN_PASSWORD_HASH or ADMIN_PASSWORD');
  return hash;
}

/**
 * Checks a candidate against an account's argon2id hash. Without one (no such account)
 * it checks against a stand-in and answers false: as slow either way, so the time of
 * an answer does not tell which e-mails have an account.
 */
export async function createPasswordVerifier() {
  const standIn = await hashPassword(randomBytes(16).toString('base64url'));
  return async (expected: string | undefined, candidate: string): Promise<boolean> => {
    try {
      return (await verify(expected ?? standIn, candidate)) && expected !== undefined;
    } catch {
      return false;
    }
  };
}

import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolated modules cannot read: its Argon2id member is 2.
const argon2id: Algorithm.Argon2id = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const argon2idOptions = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

/** Checks candidates against the configured admin password, only ever as an argon2id hash. */
export async function createPasswordVerifier(source: { password?: string; hash?: string }) {
  const expected = source.hash ?? (source.password !== undefined ? await hashPassword(source.password) : undefined);
  if (!expected) throw new Error('No admin password configured');
  return async (candidate: string): Promise<boolean> => {
    try {
      return await verify(expected, candidate);
    } catch {
      return false;
    }
  };
}

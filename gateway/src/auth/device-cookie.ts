import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { staffApiPath } from '@local-seo/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The device cookie of decision 14 (docs/decisions.md) (OWASP's "device cookies"): after a correct
 * sign-in the browser holds `<account>.<device id>.<issued>.<signature>`, which says
 * "this browser signed in to this account before". Its attempts are then counted on
 * their own, never held by the failures of unknown devices.
 *
 * The signature is an HMAC keyed by a digest of the account's password hash: secret,
 * shared by every replica (it lives in the staff database), and changed with the
 * password, so a password change or reset makes every device unknown again.
 */
export const deviceCookieName = 'admin_device';
/** Sent only to the sign-in routes: no other request carries it. */
export const deviceCookiePath = staffApiPath;
const lifetimeSeconds = 180 * 24 * 60 * 60;

const keyOf = (passwordHash: string) => createHash('sha256').update('admin device cookie\0').update(passwordHash).digest();
const sign = (passwordHash: string, payload: string) => createHmac('sha256', keyOf(passwordHash)).update(payload).digest('base64url');

/** A new device cookie's value for the account. */
export function issueDeviceCookie(account: { email: string; passwordHash: string }, now = Date.now()): string {
  const payload = `${Buffer.from(account.email.toLowerCase()).toString('base64url')}.${randomBytes(16).toString('base64url')}.${Math.floor(now / 1000)}`;
  return `${payload}.${sign(account.passwordHash, payload)}`;
}

/** The e-mail a cookie value names, unchecked (to know whose account to read before checking it). */
export function deviceCookieAccount(value: string | undefined): string | undefined {
  const parts = value?.split('.');
  return parts?.length === 4 ? Buffer.from(parts[0]!, 'base64url').toString() : undefined;
}

/** The device id when the value is this account's, signed with its current key and not expired; else undefined. */
export function verifyDeviceCookie(value: string | undefined, account: { email: string; passwordHash: string }, now = Date.now()): string | undefined {
  const parts = value?.split('.');
  if (parts?.length !== 4) return undefined;
  const [email, device, issued, signature] = parts as [string, string, string, string];
  if (Buffer.from(email, 'base64url').toString() !== account.email.toLowerCase()) return undefined;
  const issuedAt = Number(issued) * 1000;
  if (!Number.isInteger(issuedAt) || issuedAt > now + 60_000 || now - issuedAt > lifetimeSeconds * 1000) return undefined;
  const expected = Buffer.from(sign(account.passwordHash, `${email}.${device}.${issued}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : undefined;
}

export const deviceCookieOf = (request: FastifyRequest): string | undefined => request.cookies[deviceCookieName];

/** HttpOnly, SameSite=Strict, Secure over https, on the admin API's path only, for 180 days. */
export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(deviceCookieName, value, { httpOnly: true, sameSite: 'strict', secure, path: deviceCookiePath, maxAge: lifetimeSeconds });
}

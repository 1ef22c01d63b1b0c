import { z } from 'zod';
import { storableText } from './text.js';

/** No column holds the password: its maximum only keeps an attacker from having megabytes hashed. */
export const loginRequestSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password must be at most 1024 characters')
    .superRefine(storableText('Password')),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ csrfToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionResponseSchema = z.union([
  z.object({ authenticated: z.literal(true), csrfToken: z.string() }),
  z.object({ authenticated: z.literal(false) }),
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The header every admin write must carry, matching the session's token. */
export const csrfHeaderName = 'x-csrf-token';

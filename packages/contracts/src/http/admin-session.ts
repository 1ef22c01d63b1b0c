import { z } from 'zod';

export const loginRequestSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
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

import { z } from 'zod';
import { staffRoles } from '../routes/route.js';
import { storableText } from './text.js';

/** No column holds the password: its maximum only keeps an attacker from having megabytes hashed. */
const passwordField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(1024, `${label} must be at most 1024 characters`)
    .superRefine(storableText(label));

/** A password a member of staff chooses: at least 8 characters (the sign-in form takes any, to judge it). */
const newPasswordField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(8, `${label} must be at least 8 characters`)
    .max(1024, `${label} must be at most 1024 characters`)
    .superRefine(storableText(label));

/** name@host: a host without a dot is taken, as the default first owner is admin@localhost. */
export const staffEmailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

/** An e-mail address, trimmed and lower-cased: one address is one account whatever its case. */
export const staffEmailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .max(254, 'E-mail must be at most 254 characters')
  .regex(staffEmailPattern, 'E-mail must be an address such as name@example.com')
  .transform((email) => email.toLowerCase());

/**
 * Signs in by e-mail and password. Without an e-mail (or with it empty) the password
 * is the first owner's (ADMIN_EMAIL): the one-password sign-in of earlier set-ups.
 */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'E-mail must be text' })
    .trim()
    .max(254, 'E-mail must be at most 254 characters')
    .refine((email) => email === '' || staffEmailPattern.test(email), 'E-mail must be an address such as name@example.com')
    .transform((email) => (email === '' ? undefined : email.toLowerCase()))
    .optional(),
  password: passwordField('Password'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const staffRoleSchema = z.enum(staffRoles, { error: `Role must be one of ${staffRoles.join(', ')}` });

/** A member of staff as the back office shows them (never their password hash). */
export const staffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** Who is signed in. */
export const sessionUserSchema = staffUserSchema.pick({ id: true, email: true, name: true, role: true });
export type SessionUser = z.infer<typeof sessionUserSchema>;

const staffName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Name must be at most 120 characters')
  .superRefine(storableText('Name'));

export const createStaffUserSchema = z.object({
  email: staffEmailSchema,
  name: staffName,
  role: staffRoleSchema,
  password: newPasswordField('Password'),
});
export type CreateStaffUser = z.input<typeof createStaffUserSchema>;

/** What an owner changes of an account; `password` resets it (the member of staff signs in with it). */
export const updateStaffUserSchema = z
  .object({
    name: staffName.optional(),
    role: staffRoleSchema.optional(),
    disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
    password: newPasswordField('Password').optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change: send name, role, disabled or password' });
export type UpdateStaffUser = z.input<typeof updateStaffUserSchema>;

export const changeOwnPasswordSchema = z.object({
  currentPassword: passwordField('Current password'),
  newPassword: newPasswordField('New password'),
});
export type ChangeOwnPassword = z.input<typeof changeOwnPasswordSchema>;

export const staffUserListSchema = z.object({ items: z.array(staffUserSchema) });

export const loginResponseSchema = z.object({ csrfToken: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionResponseSchema = z.union([
  z.object({ authenticated: z.literal(true), csrfToken: z.string(), user: sessionUserSchema }),
  z.object({ authenticated: z.literal(false) }),
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The header every admin write must carry, matching the session's token. */
export const csrfHeaderName = 'x-csrf-token';

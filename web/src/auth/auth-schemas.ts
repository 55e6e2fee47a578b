// The sign-in, first-run and password forms' rules and messages, checked before anything is sent.
// The gateway applies the same rules (gateway/plugins/auth/routes.ts).
import * as z from 'zod';

/** Shortest password the gateway accepts (gateway/auth checks the same on its side). */
export const PASSWORD_MIN_LENGTH = 10;

const newPassword = z.string().min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`);

export const signInSchema = z.object({
  username: z.string().trim().min(1, 'Enter your username'),
  password: z.string().min(1, 'Enter your password'),
  remember: z.boolean(),
});

export const setupSchema = z
  .object({
    username: z.string().trim().min(1, 'Enter a username').max(100, 'At most 100 characters'),
    password: newPassword,
    confirm: z.string(),
    remember: z.boolean(),
  })
  .refine((values) => values.confirm === values.password, { path: ['confirm'], error: 'The passwords do not match' });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword,
    confirm: z.string(),
  })
  .refine((values) => values.confirm === values.newPassword, { path: ['confirm'], error: 'The passwords do not match' });

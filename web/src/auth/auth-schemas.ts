// The sign-in, first-run and password forms' rules and messages, checked before anything is sent.
// The gateway applies the same rules (gateway/plugins/auth/routes.ts).
import * as z from '../../../wire/zod-mini.ts';

/** Shortest password the gateway accepts (gateway/auth checks the same on its side). */
export const PASSWORD_MIN_LENGTH = 10;

/** Longest password or username text the gateway reads; it refuses a longer one after it is sent. */
export const AUTH_TEXT_MAX_LENGTH = 1000;
const atMost = z.maxLength(AUTH_TEXT_MAX_LENGTH, `At most ${AUTH_TEXT_MAX_LENGTH} characters`);

const newPassword = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`), atMost);

export const signInSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Enter your username'), atMost),
  password: z.string().check(z.minLength(1, 'Enter your password'), atMost),
  remember: z.boolean(),
});

export const setupSchema = z
  .object({
    username: z.string().check(z.trim(), z.minLength(1, 'Enter a username'), z.maxLength(100, 'At most 100 characters')),
    password: newPassword,
    confirm: z.string(),
    remember: z.boolean(),
  })
  .check(z.refine((values) => values.confirm === values.password, { path: ['confirm'], error: 'The passwords do not match' }));

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Enter your current password'), atMost),
    newPassword,
    confirm: z.string(),
  })
  .check(
    z.refine((values) => values.confirm === values.newPassword, { path: ['confirm'], error: 'The passwords do not match' }),
    // Accepted, it would change nothing but sign every other session out.
    z.refine((values) => values.newPassword === '' || values.newPassword !== values.currentPassword, {
      path: ['newPassword'],
      error: 'The new password is the same as the current one',
    }),
  );

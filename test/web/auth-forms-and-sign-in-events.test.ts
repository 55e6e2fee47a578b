// The sign-in side of the app as pure logic: the forms' rules and messages, which screen
// a gateway status leads to, and which failed calls bring the sign-in screen back.
import t from 'tap';
import { AUTH_TEXT_MAX_LENGTH, changePasswordSchema, PASSWORD_MIN_LENGTH, setupSchema, signInSchema } from '../../web/src/auth/auth-schemas.ts';
import { AUTH_TEXT_MAX_LENGTH as GATEWAY_TEXT_MAX_LENGTH } from '../../gateway/plugins/auth/routes.ts';
import { PASSWORD_MIN_LENGTH as GATEWAY_PASSWORD_MIN_LENGTH } from '../../gateway/auth/password-hash.ts';
import { authPhase, canSignOut } from '../../web/src/auth/auth-phase.ts';
import type { AuthStatus } from '../../web/src/auth/auth-api.ts';
import { ApiError } from '../../web/src/lib/api-error.ts';
import { createApiClient } from '../../web/src/lib/api-client.ts';
import { isSignInRequired, signInEvents } from '../../web/src/lib/sign-in-events.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

t.test('the form asks for the length the gateway enforces', async (t) => {
  t.equal(PASSWORD_MIN_LENGTH, GATEWAY_PASSWORD_MIN_LENGTH);
  t.equal(PASSWORD_MIN_LENGTH, 10, 'at least 10 characters');
});

t.test('every password field stops at the length the gateway reads, at the field', async (t) => {
  t.equal(AUTH_TEXT_MAX_LENGTH, GATEWAY_TEXT_MAX_LENGTH);
  const long = 'x'.repeat(AUTH_TEXT_MAX_LENGTH + 1);
  const atMost = `At most ${AUTH_TEXT_MAX_LENGTH} characters`;
  t.same(messages(setupSchema.safeParse({ username: 'admin', password: long, confirm: long, remember: false })), { password: atMost });
  t.same(messages(signInSchema.safeParse({ username: long, password: long, remember: false })), { username: atMost, password: atMost });
  const longNew = 'y'.repeat(AUTH_TEXT_MAX_LENGTH + 1);
  t.same(messages(changePasswordSchema.safeParse({ currentPassword: long, newPassword: longNew, confirm: longNew })), { currentPassword: atMost, newPassword: atMost });
  const longest = 'x'.repeat(AUTH_TEXT_MAX_LENGTH);
  const longestNew = 'y'.repeat(AUTH_TEXT_MAX_LENGTH);
  t.ok(changePasswordSchema.safeParse({ currentPassword: longest, newPassword: longestNew, confirm: longestNew }).success, `${AUTH_TEXT_MAX_LENGTH} characters are taken`);
});

t.test('first-run form: a username, a password of 10 or more, typed twice alike', async (t) => {
  t.same(messages(setupSchema.safeParse({ username: ' ', password: 'nine char', confirm: 'nine char', remember: false })), {
    username: 'Enter a username',
    password: 'At least 10 characters',
  });
  t.same(messages(setupSchema.safeParse({ username: 'admin', password: 'ten chars!', confirm: 'ten chars?', remember: false })), {
    confirm: 'The passwords do not match',
  });
  t.match(setupSchema.parse({ username: ' admin ', password: 'ten chars!', confirm: 'ten chars!', remember: true }), { username: 'admin', remember: true });
});

t.test('sign-in form: both fields are needed; any password length is sent', async (t) => {
  t.same(messages(signInSchema.safeParse({ username: '', password: '', remember: false })), {
    username: 'Enter your username',
    password: 'Enter your password',
  });
  t.ok(signInSchema.safeParse({ username: 'admin', password: 'x', remember: false }).success, 'an old short password is for the gateway to judge');
});

t.test('password change: the current one, a new one of 10 or more, twice', async (t) => {
  t.same(messages(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'short', confirm: 'short' })), {
    currentPassword: 'Enter your current password',
    newPassword: 'At least 10 characters',
  });
  t.same(messages(changePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'long enough!', confirm: 'long enough?' })), {
    confirm: 'The passwords do not match',
  });
  t.same(messages(changePasswordSchema.safeParse({ currentPassword: 'the same one!', newPassword: 'the same one!', confirm: 'the same one!' })), {
    newPassword: 'The new password is the same as the current one',
  });
});

t.test('the screen a status leads to', async (t) => {
  const status = (change: Partial<AuthStatus>): AuthStatus => ({ mode: 'login', accountExists: true, signedIn: false, username: null, via: null, ...change });
  t.equal(authPhase(status({ accountExists: false })), 'setup', 'first run');
  t.equal(authPhase(status({})), 'sign-in');
  t.equal(authPhase(status({ signedIn: true, via: 'session', username: 'admin' })), 'signed-in');
  t.equal(authPhase(status({ mode: 'proxy' })), 'proxy-unidentified', 'behind an auth proxy there is no form of ours');
  t.equal(authPhase(status({ mode: 'off', signedIn: true, via: 'off' })), 'signed-in');
  t.ok(canSignOut(status({ signedIn: true, via: 'session' })), 'a session of our own can end');
  for (const via of ['proxy', 'bypass', 'off'] as const) t.notOk(canSignOut(status({ signedIn: true, via })), `${via}: nothing to sign out of`);
});

t.test('only the gateway\'s 401 asks for a sign-in', async (t) => {
  t.ok(isSignInRequired(new ApiError(401, 'Sign in', 'GW_ERR_AUTH_REQUIRED', null)));
  t.notOk(isSignInRequired(new ApiError(401, 'Invalid Plex token', undefined, null)), "the service's own 401 is the screen's business");
  t.notOk(isSignInRequired(new ApiError(401, 'Wrong username or password', 'GW_ERR_AUTH_INVALID_CREDENTIALS', null)), 'a failed sign-in is said on the form');
  t.notOk(isSignInRequired(new ApiError(403, 'Refused', 'GW_ERR_ORIGIN_REFUSED', null)));
  t.notOk(isSignInRequired(new Error('boom')));

  let heard = 0;
  const stop = signInEvents.onSignInRequired(() => (heard += 1));
  signInEvents.reportFailure(new ApiError(502, 'down', 'GW_ERR_UPSTREAM_UNREACHABLE', null));
  t.equal(heard, 0);
  signInEvents.reportFailure(new ApiError(401, 'Sign in', 'GW_ERR_AUTH_REQUIRED', null));
  t.equal(heard, 1);
  stop();
  signInEvents.reportFailure(new ApiError(401, 'Sign in', 'GW_ERR_AUTH_REQUIRED', null));
  t.equal(heard, 1, 'no longer heard after unsubscribing');
});

t.test('a 401 from the gateway fails the call with its code, for the gate to see', async (t) => {
  const body = JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to use /api/settings (or send the API key)', code: 'GW_ERR_AUTH_REQUIRED' });
  const api = createApiClient({ fetch: (async () => new Response(body, { status: 401 })) as typeof fetch, basePath: '' });
  const error = await api.get('/settings').catch((failure: unknown) => failure);
  t.ok(isSignInRequired(error));
});

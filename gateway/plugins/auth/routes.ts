// The gateway's own sign-in routes under <base>/auth. The page asks /auth/status first:
// create the account (first run), sign in, or go on. Sign-in failures count towards the address's
// lock-out and are logged at warn with the address, never the password.
import '../../../wire/zod-english.ts';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as z from '../../../wire/zod-mini.ts';
import type { AuthService, IssuedSession } from '../../auth/auth-service.ts';
import { PASSWORD_MIN_LENGTH } from '../../auth/password-hash.ts';
import { gatewayError } from '../../errors.ts';
import { AuthFileUnreadable } from '../../auth/auth-store.ts';
import { identifyRequest } from './guard.ts';
import { clearedSessionCookie, sessionCookie } from './session-cookie.ts';

export interface AuthRoutesOptions {
  service: AuthService;
  /** Prefix the app is served under ('' or '/x'); the cookie's Path. */
  basePath: string;
  /** The header an auth proxy names the user in, lower case. */
  proxyHeader: string;
  /** The clock, in ms since the epoch; tests move it. */
  now: () => number;
}

/** Longest password (or sign-in text) read: hashing is slow on purpose, and a megabyte of it would be a cheap attack. */
export const AUTH_TEXT_MAX_LENGTH = 1000;
const username = z.string().check(z.trim(), z.minLength(1, 'Enter a username'), z.maxLength(100, 'At most 100 characters'));
const newPassword = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`),
  z.maxLength(AUTH_TEXT_MAX_LENGTH, `At most ${AUTH_TEXT_MAX_LENGTH} characters`),
);
const remember = z._default(z.boolean(), false);
const anyText = z.string().check(z.maxLength(AUTH_TEXT_MAX_LENGTH));

const setupBody = z.object({ username, password: newPassword, remember });
const signInBody = z.object({ username: anyText, password: anyText, remember });
const passwordBody = z.object({ currentPassword: anyText, newPassword });

/** A lock-out's wait as a person reads it: seconds under two minutes, else whole minutes, rounded up. */
export function waitInWords(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The body checked against a schema, or a 400 sent and undefined. */
function parseBody<T>(schema: z.ZodMiniType<T>, request: FastifyRequest, reply: FastifyReply): T | undefined {
  const parsed = schema.safeParse(request.body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.length ? `${issue.path.join('.')}: ` : '';
  void reply.code(400).send(gatewayError('GW_ERR_AUTH_INVALID_INPUT', `${field}${issue.message}`));
  return undefined;
}

/** Fastify's refusals of a body before a route sees it: not JSON, empty JSON, another media type. */
const BODY_REFUSALS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_MEDIA_TYPE']);

export const authRoutesPlugin: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { service, basePath } = options;

  // The sign-in, first-run and password forms answer a body that is not JSON as they answer one that
  // breaks a rule, in the gateway's shape; other errors keep Fastify's answer. This plugin's routes only.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== undefined && BODY_REFUSALS.has(error.code)) {
      return reply.code(400).send(gatewayError('GW_ERR_AUTH_INVALID_INPUT', 'the body must be a JSON object'));
    }
    return reply.send(error);
  });

  const startSession = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) =>
    reply.header('set-cookie', sessionCookie(request, basePath, session, options.now())).header('cache-control', 'no-store');

  /** Runs an auth-file write; a disk that refuses it is the server's fault, said in JSON. */
  const saving = async <T>(request: FastifyRequest, reply: FastifyReply, write: () => Promise<T> | T): Promise<T | undefined> => {
    try {
      return await write();
    } catch (error) {
      // A file that cannot be read is not a failed write: the 503 of every such request (unreadable-store.ts).
      if (error instanceof AuthFileUnreadable) throw error;
      request.log.error({ err: error }, 'could not write the auth file');
      void reply.code(500).send(gatewayError('GW_ERR_AUTH_STORE_FAILED', (error as Error).message));
      return undefined;
    }
  };

  app.get('/auth/status', async (request, reply) => {
    const identity = identifyRequest(service, request, options.proxyHeader);
    reply.header('cache-control', 'no-store');
    return {
      mode: service.mode,
      accountExists: service.mode === 'login' ? service.account() !== undefined : true,
      signedIn: identity !== undefined,
      username: identity && 'username' in identity ? identity.username : null,
      via: identity?.via ?? null,
    };
  });

  // The API key is shown and replaced by whoever is let in (session, auth proxy, bypass); the guard saw to that.
  app.get('/auth/api-key', async (request, reply) => {
    const apiKey = await saving(request, reply, () => service.apiKey());
    if (apiKey !== undefined) return reply.header('cache-control', 'no-store').send({ apiKey });
  });
  app.post('/auth/api-key', async (request, reply) => {
    const apiKey = await saving(request, reply, () => service.regenerateApiKey());
    if (apiKey === undefined) return;
    request.log.info('API key regenerated');
    return reply.header('cache-control', 'no-store').send({ apiKey });
  });

  if (service.mode !== 'login') {
    // A script or an old bookmark asking to sign in is told why not, rather than 405 from the app's pages.
    const why = service.mode === 'proxy' ? 'AUTH=proxy, the auth proxy in front of it signs users in' : 'AUTH=off, nobody needs to sign in';
    // Answered in onRequest, before the body is read: whatever it holds (bad JSON, a form), the answer is this one.
    const noLogin = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(409).send(gatewayError('GW_ERR_AUTH_NO_LOGIN', why));
    for (const url of ['/auth/setup', '/auth/login', '/auth/logout', '/auth/password']) app.route({ method: 'POST', url, onRequest: noLogin, handler: noLogin });
    return;
  }

  app.post('/auth/setup', async (request, reply) => {
    const body = parseBody(setupBody, request, reply);
    if (!body) return;
    if (service.account()) return reply.code(409).send(gatewayError('GW_ERR_AUTH_ACCOUNT_EXISTS', ''));
    const session = await saving(request, reply, () => service.createAccount(body.username, body.password, body.remember));
    if (reply.sent) return;
    if (!session) return reply.code(409).send(gatewayError('GW_ERR_AUTH_ACCOUNT_EXISTS', ''));
    request.log.info({ username: body.username }, 'admin account created');
    return startSession(request, reply, session).send({ username: session.claims.username });
  });

  app.post('/auth/login', async (request, reply) => {
    const body = parseBody(signInBody, request, reply);
    if (!body) return;
    const result = await service.signIn(request.ip, body.username, body.password, body.remember);
    switch (result.outcome) {
      case 'no-account':
        return reply.code(409).send(gatewayError('GW_ERR_AUTH_SETUP_REQUIRED', ''));
      case 'locked':
        request.log.warn({ address: request.ip }, 'sign-in refused: too many failed attempts');
        return reply
          .code(429)
          .header('retry-after', String(result.retryAfterSeconds))
          .send(gatewayError('GW_ERR_AUTH_TOO_MANY_ATTEMPTS', waitInWords(result.retryAfterSeconds)));
      case 'wrong':
        request.log.warn({ address: request.ip }, 'sign-in failed: wrong username or password');
        return reply.code(401).send(gatewayError('GW_ERR_AUTH_INVALID_CREDENTIALS', ''));
      case 'signed-in':
        return startSession(request, reply, result.session).send({ username: result.session.claims.username });
    }
  });

  app.post('/auth/logout', async (request, reply) =>
    reply.header('set-cookie', clearedSessionCookie(request, basePath)).code(204).send(),
  );

  // Guarded: a signed-in session or a bypassed network reaches it (the guard answers 401 otherwise,
  // and to the API key); the current password is asked all the same.
  app.post('/auth/password', async (request, reply) => {
    const body = parseBody(passwordBody, request, reply);
    if (!body) return;
    const retryAfterSeconds = service.limiter.retryAfterSeconds(request.ip);
    if (retryAfterSeconds > 0) {
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .send(gatewayError('GW_ERR_AUTH_TOO_MANY_ATTEMPTS', waitInWords(retryAfterSeconds)));
    }
    const identity = request.authIdentity;
    const remember = identity?.via === 'session' ? identity.session.remember : false;
    const session = await saving(request, reply, () => service.changePassword(body.currentPassword, body.newPassword, remember));
    if (reply.sent) return;
    if (!session) {
      // A stolen session must not give endless guesses at the password either.
      service.limiter.recordFailure(request.ip);
      request.log.warn({ address: request.ip }, 'password change refused: wrong current password');
      return reply.code(403).send(gatewayError('GW_ERR_AUTH_WRONG_PASSWORD', ''));
    }
    request.log.info('password changed; other sessions ended');
    return startSession(request, reply, session).code(204).send();
  });
};

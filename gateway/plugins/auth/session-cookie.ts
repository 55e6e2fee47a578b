// The session cookie: HttpOnly, SameSite=Lax, Secure when the request came over https
// (directly or through a trusted proxy), scoped to BASE_PATH; a lasting Max-Age only for "remember me".
import type { FastifyRequest } from 'fastify';
import type { IssuedSession } from '../../auth/auth-service.ts';

export const SESSION_COOKIE_NAME = 'maintainerr_gateway_session';

/** Whether a cookie pair ("name=value", from a Cookie header or the start of a Set-Cookie) is the gateway's session cookie. */
export function isSessionCookie(pair: string): boolean {
  const equals = pair.indexOf('=');
  return equals > 0 && pair.slice(0, equals).trim() === SESSION_COOKIE_NAME;
}

/** The session cookie's value in a Cookie header, if any. */
export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const pair = cookieHeader.split(';').find(isSessionCookie);
  return pair === undefined ? undefined : pair.slice(pair.indexOf('=') + 1).trim();
}

/**
 * A service's Set-Cookie values but those of the gateway's own session cookie name: set by the
 * service (or something in front of it), one would replace the browser's gateway session.
 */
export function withoutGatewaySession(cookies: string | string[]): string[] {
  return (Array.isArray(cookies) ? cookies : [cookies]).filter((cookie) => !isSessionCookie(cookie));
}

function attributes(request: FastifyRequest, basePath: string): string[] {
  const flags = [`Path=${basePath || '/'}`, 'HttpOnly', 'SameSite=Lax'];
  // request.protocol believes X-Forwarded-Proto only from TRUSTED_PROXIES (Fastify's trustProxy).
  if (request.protocol === 'https') flags.push('Secure');
  return flags;
}

/** The Set-Cookie value that starts a session. */
export function sessionCookie(request: FastifyRequest, basePath: string, session: IssuedSession, nowMs: number): string {
  const lifetime = session.claims.remember ? [`Max-Age=${Math.round((session.claims.expiresAtMs - nowMs) / 1000)}`] : [];
  return [`${SESSION_COOKIE_NAME}=${session.token}`, ...lifetime, ...attributes(request, basePath)].join('; ');
}

/** The Set-Cookie value that ends the session in the browser. */
export function clearedSessionCookie(request: FastifyRequest, basePath: string): string {
  return [`${SESSION_COOKIE_NAME}=`, 'Max-Age=0', ...attributes(request, basePath)].join('; ');
}

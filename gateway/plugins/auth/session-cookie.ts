// The session cookie: HttpOnly, SameSite=Lax, Secure when the request came over https
// (directly or through a trusted proxy), scoped to BASE_PATH; a lasting Max-Age only for "remember me".
import type { FastifyRequest } from 'fastify';
import type { IssuedSession } from '../../auth/auth-service.ts';

export const SESSION_COOKIE_NAME = 'maintainerr_gateway_session';

/** The session cookie's value in a Cookie header, if any. */
export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === SESSION_COOKIE_NAME) return pair.slice(equals + 1).trim();
  }
  return undefined;
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

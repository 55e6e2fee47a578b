// The gate in front of every route, in this order: a Host outside ALLOWED_HOSTS gets 421;
// a change from another origin gets 403; then anything but the open routes (the app's page and
// assets, health checks, the sign-in routes) needs a session, the auth proxy's user, a bypassed
// network or, under /api, the API key; without one it is a 401 in JSON, never a redirect.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthService, Identity } from '../../auth/auth-service.ts';
import { gatewayError } from '../../errors.ts';
import { isHostAllowed, isSameOrigin, STATE_CHANGING_METHODS } from './request-checks.ts';
import { queryParameterName } from '../request-log.ts';
import { isSessionCookie, readSessionCookie } from './session-cookie.ts';

export interface AuthGuardOptions {
  service: AuthService;
  /** Prefix the app is served under ('' or '/x'). */
  basePath: string;
  /** Host names the gateway answers to; empty for any. */
  allowedHosts: readonly string[];
  /** The header an auth proxy names the user in, lower case. */
  proxyHeader: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** How the request was let in; undefined on the open routes. */
    authIdentity: Identity | undefined;
  }
}

/** Routes anyone may reach: the sign-in page is the app's own page, so it and its assets stay open. */
export function openRoutePatterns(basePath: string): Set<string> {
  const prefixed = ['/', '/*', '/healthz', '/readyz', '/auth/status', '/auth/setup', '/auth/login', '/auth/logout'].map((path) => basePath + path);
  return new Set([...prefixed, '/healthz', '/readyz', '/', ...(basePath ? [basePath] : [])]);
}

/** The first value of a header that may have been sent more than once. */
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The API key a request carries: X-Api-Key, or ?apikey= for dashboard widgets that cannot set headers. */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = single(request.headers['x-api-key']);
  if (header) return header;
  const query = request.raw.url?.split('?')[1];
  return query === undefined ? undefined : (new URLSearchParams(query).get('apikey') ?? undefined);
}

/**
 * The gateway's own credentials are the gateway's, not the service's: its API key (X-Api-Key or
 * ?apikey=) and its session cookie never travel on to the upstream. The rest of the query and of the
 * Cookie header goes on (the query byte for byte; the cookie pairs as sent, rejoined with "; ").
 */
function keepGatewayCredentialsHere(request: FastifyRequest): void {
  const raw = request.raw;
  const url = raw.url ?? '';
  const queryStart = url.indexOf('?');
  if (queryStart >= 0) {
    const parts = url.slice(queryStart + 1).split('&');
    // Decoded, so that "api%6Bey=" names apikey too.
    const kept = parts.filter((part) => queryParameterName(part) !== 'apikey');
    if (kept.length !== parts.length) raw.url = url.slice(0, queryStart) + (kept.length > 0 ? `?${kept.join('&')}` : '');
  }
  const cookie = raw.headers.cookie;
  if (cookie !== undefined) {
    const pairs = cookie.split(';');
    const kept = pairs.filter((pair) => !isSessionCookie(pair));
    if (kept.length === 0) delete raw.headers.cookie;
    else if (kept.length !== pairs.length) raw.headers.cookie = kept.map((pair) => pair.trim()).join('; ');
  }
}

/** Who the request comes from; `apiKey`, the key it carries, where the API key counts (under /api). */
export function identifyRequest(service: AuthService, request: FastifyRequest, proxyHeader: string, apiKey?: string): Identity | undefined {
  return service.identify({
    peerAddress: request.socket.remoteAddress,
    clientAddress: request.ip,
    proxyUser: single(request.headers[proxyHeader])?.trim() || undefined,
    sessionToken: readSessionCookie(request.headers.cookie),
    apiKey,
  });
}

/** A URL's origin, for a log line; a header that is no URL is said to be one. */
function originOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return '(not a URL)';
  }
}

const authGuardPlugin: FastifyPluginAsync<AuthGuardOptions> = async (app, options) => {
  const open = openRoutePatterns(options.basePath);
  const apiPrefix = `${options.basePath}/api`;
  app.decorateRequest('authIdentity', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (!isHostAllowed(request, options.allowedHosts)) {
      return reply.code(421).send(gatewayError('GW_ERR_HOST_NOT_ALLOWED', JSON.stringify(request.host ?? '')));
    }
    if (STATE_CHANGING_METHODS.has(request.method) && !isSameOrigin(request)) {
      // The Referer's origin only: its path and query may carry tokens, and the origin is what was judged.
      request.log.warn({ origin: request.headers.origin, referer: originOf(request.headers.referer) }, 'cross-origin change refused');
      return reply.code(403).send(gatewayError('GW_ERR_ORIGIN_REFUSED', request.method));
    }
    const route = request.routeOptions.url;
    // No route: the not-found handler answers, which reveals nothing.
    if (route === undefined || open.has(route)) return;
    const underApi = route === apiPrefix || route.startsWith(`${apiPrefix}/`);
    // Read once: it decides who the request is and, refused, what the answer says of the key.
    const apiKey = underApi ? apiKeyOf(request) : undefined;
    const identity = identifyRequest(options.service, request, options.proxyHeader, apiKey);
    // The gateway's key is never passed on; under /api, where requests go on to the service, neither
    // are ?apikey= nor the session cookie once the gateway signs requests in (with AUTH=off they are
    // none of its own).
    delete request.raw.headers['x-api-key'];
    if (underApi && options.service.mode !== 'off') keepGatewayCredentialsHere(request);
    if (!identity) {
      // The API key opens /api only, so only there does the answer offer it. A script whose key was
      // replaced is told so, rather than read as one that sent none.
      const path = request.url.split('?')[0]!;
      // An empty key (`?apikey=`, an empty header) is no key.
      const detail = apiKey ? `${path}: the API key sent is not this gateway's (Settings > Security shows it)` : underApi ? `${path} (or send the API key)` : path;
      return reply.code(401).send(gatewayError('GW_ERR_AUTH_REQUIRED', detail));
    }
    request.authIdentity = identity;
  });
};
// Not encapsulated: the hook covers every route of the app (what fastify-plugin does).
Object.assign(authGuardPlugin, { [Symbol.for('skip-override')]: true });

export { authGuardPlugin };

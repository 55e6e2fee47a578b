// The checks every request passes before anything else answers it: its Host is one the
// gateway answers to (ALLOWED_HOSTS, against DNS rebinding), and a change (POST, PUT, PATCH, DELETE)
// comes from the gateway's own pages (Origin, or Referer without it), against cross-site requests.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { hostNameOf } from '../../auth/networks.ts';

/** Methods that change state; GET, HEAD and OPTIONS only read. */
export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True for a Host that is an IP address (`10.0.0.5`, `[::1]`) or `localhost`. Those are always
 * answered whatever ALLOWED_HOSTS says: a rebinding page reaches the gateway only by a name of its
 * own, which its browser sends as the Host, while health checks and monitors call an address
 * (Docker's 127.0.0.1, a Kubernetes probe's pod IP, a LAN monitor's 192.168.x.y).
 */
function cannotBeRebound(name: string): boolean {
  return name === 'localhost' || isIP(name.replace(/^\[(.*)\]$/, '$1')) !== 0;
}

/** True when the request's Host (X-Forwarded-Host from a trusted proxy) is allowed. */
export function isHostAllowed(request: FastifyRequest, allowedHosts: readonly string[]): boolean {
  if (allowedHosts.length === 0) return true;
  const name = hostNameOf(request.host ?? '');
  return cannotBeRebound(name) || allowedHosts.includes(name);
}

/** The origin a request says it comes from: its Origin header, else its Referer's origin; undefined when it names none. */
export function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin;
  const referer = request.headers.referer;
  if (referer === undefined) return undefined;
  return URL.canParse(referer) ? new URL(referer).origin : 'null';
}

/**
 * True when a request either names no origin (a script or curl, which a web page cannot be) or
 * names the gateway's own host. The scheme is not compared: behind a TLS proxy that is not in
 * TRUSTED_PROXIES the gateway sees http while the page is https, and a host and port serve one scheme.
 * An opaque origin ("null", a sandboxed frame or a file) is refused.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = claimedOrigin(request);
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const claimed = new URL(origin);
  const host = request.host ?? '';
  return URL.canParse(`${claimed.protocol}//${host}`) && new URL(`${claimed.protocol}//${host}`).host === claimed.host;
}

// Security headers on every response the gateway sends: a CSP that allows no
// inline script, frame-ancestors 'self' plus FRAME_ANCESTORS, nosniff and a referrer policy.
import type { FastifyPluginAsync } from 'fastify';

export interface SecurityOptions {
  /** Extra origins allowed to embed the app in a frame, besides 'self'. */
  frameAncestors: readonly string[];
}

/** The Content-Security-Policy value for a list of extra frame ancestors. */
export function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The app's components set inline style attributes, so inline styles are allowed; inline script is not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://image.tmdb.org",
    // plex.tv: "Sign in with Plex" on the Plex settings tab runs its PIN exchange from the browser.
    "connect-src 'self' https://plex.tv",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}

/** The headers every answer carries, for a list of extra frame ancestors (lower-case names). */
export function securityHeaders(frameAncestors: readonly string[]): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(frameAncestors),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
}

// Answers written to the raw response (the /api proxy) skip onSend; they add securityHeaders() themselves.
const securityPlugin: FastifyPluginAsync<SecurityOptions> = async (app, options) => {
  const headers = securityHeaders(options.frameAncestors);
  // A callback hook, not async: a streamed answer then gets its headers in the same tick.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
};
// Not encapsulated: the hook covers every route of the app (what fastify-plugin does).
Object.assign(securityPlugin, { [Symbol.for('skip-override')]: true });

export { securityPlugin };

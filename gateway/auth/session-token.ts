// Stateless sessions: the cookie holds who signed in, the account's session generation and an
// expiry, signed with HMAC-SHA256. Any gateway holding the same key accepts it, and a restart signs
// no one out; a password change raises the generation, which ends every older session.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SessionClaims {
  /** The username signed in. */
  username: string;
  /** The account's session generation when the session began. */
  generation: number;
  /** When the session ends, in ms since the epoch. */
  expiresAtMs: number;
  /** True for "remember me" (the cookie outlives the browser session). */
  remember: boolean;
}

const PREFIX = 'v1';

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`${PREFIX}.${payload}`).digest('base64url');
}

/** The token for these claims: `v1.<claims, base64url JSON>.<HMAC, base64url>`. */
export function createSessionToken(key: Buffer, claims: SessionClaims): string {
  const payload = Buffer.from(JSON.stringify({ u: claims.username, g: claims.generation, e: claims.expiresAtMs, r: claims.remember })).toString('base64url');
  return `${PREFIX}.${payload}.${sign(key, payload)}`;
}

/** The claims of a token signed with `key` that has not expired at `nowMs`; undefined for anything else. */
export function readSessionToken(key: Buffer, token: string, nowMs: number): SessionClaims | undefined {
  const [prefix, payload, signature, extra] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let raw: { u?: unknown; g?: unknown; e?: unknown; r?: unknown };
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof raw.u !== 'string' || !Number.isInteger(raw.g) || typeof raw.e !== 'number' || raw.e <= nowMs) return undefined;
  return { username: raw.u, generation: raw.g as number, expiresAtMs: raw.e, remember: raw.r === true };
}

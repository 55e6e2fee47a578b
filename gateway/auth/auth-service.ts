// Who a request comes from, and the account operations behind the sign-in routes. Free
// of Fastify: the guard and the routes (plugins/auth/) hand it addresses, headers and bodies.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { type Account, AuthStore, type AuthRecord, newApiKey } from './auth-store.ts';
import { createNetworkMatcher } from './networks.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { SignInLimiter } from './sign-in-limiter.ts';
import { createSessionToken, readSessionToken, type SessionClaims } from './session-token.ts';

/** How long a "remember me" session lasts, in ms: 30 days. */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a browser-session sign-in stays valid at most, in ms: 24 hours, in case the browser restores its session cookies. */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

/** How a request was let in. */
export type Identity =
  | { via: 'off' | 'bypass' | 'api-key' }
  | { via: 'proxy'; username: string }
  | { via: 'session'; username: string; session: SessionClaims };

/** What identify() needs to know of a request. */
export interface RequestFacts {
  /** The address the TCP connection comes from. */
  peerAddress: string | undefined;
  /** The client's address, after believing X-Forwarded-For from TRUSTED_PROXIES. */
  clientAddress: string | undefined;
  /** The auth proxy's header value, if sent. */
  proxyUser: string | undefined;
  /** The session cookie's value, if sent. */
  sessionToken: string | undefined;
  /** The API key sent (X-Api-Key or ?apikey=), only for paths that take one. */
  apiKey: string | undefined;
}

/** A new session: its cookie value and claims. */
export interface IssuedSession {
  token: string;
  claims: SessionClaims;
}

export type SignInOutcome =
  | { outcome: 'signed-in'; session: IssuedSession }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; retryAfterSeconds: number }
  | { outcome: 'no-account' };

/** Equal-length digests, so that comparing keys takes the same time whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

export class AuthService {
  readonly mode: Config['auth'];
  readonly store: AuthStore;
  readonly limiter: SignInLimiter;
  private readonly isTrustedProxy: (address: string | undefined) => boolean;
  private readonly isBypassed: (address: string | undefined) => boolean;
  private readonly secretKey: Buffer | undefined;

  constructor(
    config: Pick<Config, 'auth' | 'dataDir' | 'sessionSecret' | 'trustedProxies' | 'authBypassNetworks'>,
    private readonly now: () => number = Date.now,
  ) {
    this.mode = config.auth;
    this.store = new AuthStore(config.dataDir, now);
    this.limiter = new SignInLimiter(now);
    this.isTrustedProxy = createNetworkMatcher(config.trustedProxies);
    this.isBypassed = createNetworkMatcher(config.authBypassNetworks);
    this.secretKey = config.sessionSecret === undefined ? undefined : Buffer.from(config.sessionSecret, 'utf8');
    // A damaged auth.json stops the start, rather than turning into "no account yet" (a new admin for
    // anyone); so does a DATA_DIR that could not take the first account.
    if (this.mode !== 'off') this.store.prepare();
  }

  /** True when the request came from an address in TRUSTED_PROXIES. */
  fromTrustedProxy(peerAddress: string | undefined): boolean {
    return this.isTrustedProxy(peerAddress);
  }

  /** The admin account, or undefined before it is created. */
  account(): Account | undefined {
    return this.store.read()?.account ?? undefined;
  }

  /** How the request is let in, or undefined when it must sign in. */
  identify(facts: RequestFacts): Identity | undefined {
    if (this.mode === 'off') return { via: 'off' };
    if (this.isBypassed(facts.clientAddress)) return { via: 'bypass' };
    if (this.mode === 'proxy' && facts.proxyUser && this.isTrustedProxy(facts.peerAddress)) {
      return { via: 'proxy', username: facts.proxyUser };
    }
    if (this.mode === 'login' && facts.sessionToken) {
      const session = this.readSession(facts.sessionToken);
      if (session) return { via: 'session', username: session.username, session };
    }
    if (facts.apiKey && this.apiKeyMatches(facts.apiKey)) return { via: 'api-key' };
    return undefined;
  }

  /** The gateway's API key, created with the auth file when there is none yet. */
  apiKey(): string {
    return this.store.readOrCreate().apiKey;
  }

  /** Replaces the API key; the old one stops working at once. */
  regenerateApiKey(): string {
    return this.store.write({ ...this.store.readOrCreate(), apiKey: newApiKey() }).apiKey;
  }

  /** Creates the admin account and signs it in; undefined when one exists already. */
  async createAccount(username: string, password: string, remember: boolean): Promise<IssuedSession | undefined> {
    if (this.account()) return undefined;
    const passwordHash = await hashPassword(password);
    // Checked again after the hash: two first-run forms sent at once must not both create an account.
    const record = this.store.readOrCreate();
    if (record.account) return undefined;
    const account = { username, passwordHash, sessionGeneration: 0 };
    this.store.write({ ...record, account });
    return this.issueSession(account, remember);
  }

  /** Checks a sign-in against the account and the brute-force limit of the address. */
  async signIn(address: string, username: string, password: string, remember: boolean): Promise<SignInOutcome> {
    const retryAfterSeconds = this.limiter.retryAfterSeconds(address);
    if (retryAfterSeconds > 0) return { outcome: 'locked', retryAfterSeconds };
    const account = this.account();
    if (!account) return { outcome: 'no-account' };
    // The password is checked even for a wrong name, so that the answer's timing does not tell names apart.
    const passwordMatches = await verifyPassword(password, account.passwordHash);
    if (!passwordMatches || username !== account.username) {
      this.limiter.recordFailure(address);
      return { outcome: 'wrong' };
    }
    this.limiter.recordSuccess(address);
    return { outcome: 'signed-in', session: this.issueSession(account, remember) };
  }

  /**
   * Sets a new password and ends every other session (the generation goes up); returns the session
   * that replaces the caller's, or undefined when `current` is wrong.
   */
  async changePassword(current: string, next: string, remember: boolean): Promise<IssuedSession | undefined> {
    const account = this.account();
    if (!account || !(await verifyPassword(current, account.passwordHash))) return undefined;
    const passwordHash = await hashPassword(next);
    const record = this.store.readOrCreate();
    const updated = { ...account, passwordHash, sessionGeneration: (record.account?.sessionGeneration ?? 0) + 1 };
    this.store.write({ ...record, account: updated });
    return this.issueSession(updated, remember);
  }

  private issueSession(account: Account, remember: boolean): IssuedSession {
    const claims: SessionClaims = {
      username: account.username,
      generation: account.sessionGeneration,
      expiresAtMs: this.now() + (remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS),
      remember,
    };
    return { token: createSessionToken(this.signingKey(this.store.readOrCreate()), claims), claims };
  }

  private readSession(token: string): SessionClaims | undefined {
    const record = this.store.read();
    if (!record?.account) return undefined;
    const claims = readSessionToken(this.signingKey(record), token, this.now());
    if (!claims || claims.username !== record.account.username || claims.generation !== record.account.sessionGeneration) return undefined;
    return claims;
  }

  private signingKey(record: AuthRecord): Buffer {
    return this.secretKey ?? Buffer.from(record.sessionKey, 'base64');
  }

  private apiKeyMatches(given: string): boolean {
    const record = this.store.read();
    return record !== undefined && timingSafeEqual(digest(given), digest(record.apiKey));
  }
}

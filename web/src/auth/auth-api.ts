// The gateway's own sign-in routes under <base>/auth (README, Login and API key): status, first-run
// account, sign in and out, password change, API key. Errors are ApiErrors like the service's, and
// a 401 asking for a sign-in reaches the gate as from any other call.
import { ApiError, errorFrom, parseResponseText } from '../lib/api-client.ts';
import { startEarlyRead, takeEarlyRead } from '../lib/early-reads.ts';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import { signInEvents } from '../lib/sign-in-events.ts';

/** What GET /auth/status answers. */
export interface AuthStatus {
  /** AUTH on the gateway. */
  mode: 'login' | 'proxy' | 'off';
  /** False on first run (login mode, no admin account yet). */
  accountExists: boolean;
  signedIn: boolean;
  /** Who is signed in (session or auth proxy); null otherwise. */
  username: string | null;
  /** How this browser is let in: its session, the auth proxy, a bypassed network, or login being off. */
  via: 'session' | 'proxy' | 'bypass' | 'off' | 'api-key' | null;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { accept: 'application/json' }, credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers = { accept: 'application/json', 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`${gatewayMeta.basePath}/auth/${path}`, init);
  } catch (cause) {
    throw new ApiError(0, `Network error: ${(cause as Error)?.message ?? 'no answer'}`, 'NETWORK_ERROR', null);
  }
  const data = parseResponseText(await response.text());
  if (!response.ok) {
    const error = errorFrom(response.status, data);
    signInEvents.reportFailure(error);
    throw error;
  }
  return data as T;
}

const AUTH_STATUS_EARLY_KEY = 'auth-status';
const askAuthStatus = () => call<AuthStatus>('GET', 'status');

/** Who this browser is to the gateway; it takes the answer of readAuthStatusEarly when one is waiting. */
export const fetchAuthStatus = () => takeEarlyRead<AuthStatus>(AUTH_STATUS_EARLY_KEY) ?? askAuthStatus();

/** Asks who this browser is now, before the gate does (app/early-reads-start.ts); the gate's first ask takes the answer. */
export const readAuthStatusEarly = () => startEarlyRead(AUTH_STATUS_EARLY_KEY, askAuthStatus);

export const createAccount = (values: { username: string; password: string; remember: boolean }) =>
  call<{ username: string }>('POST', 'setup', values);

export const signIn = (values: { username: string; password: string; remember: boolean }) =>
  call<{ username: string }>('POST', 'login', values);

export const signOut = () => call<null>('POST', 'logout', {});

export const changePassword = (values: { currentPassword: string; newPassword: string }) => call<null>('POST', 'password', values);

/** The SWR key of the API key, read by the Security tab. */
export const API_KEY_KEY = 'gateway:/auth/api-key';

export const fetchApiKey = () => call<{ apiKey: string }>('GET', 'api-key').then(({ apiKey }) => apiKey);

export const regenerateApiKey = () => call<{ apiKey: string }>('POST', 'api-key', {}).then(({ apiKey }) => apiKey);

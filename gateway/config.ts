// The only reader of process.env. Every variable is checked at start; a bad value stops the
// gateway with one line naming the variable, what is wrong and what is expected, so a misconfigured
// container fails at start and says why instead of misbehaving later.
import '../wire/zod-english.ts';
import * as z from '../wire/zod-mini.ts';
import { coversEveryAddress, hostNameOf, isNetwork, splitList } from './auth/networks.ts';
import { SANDBOX_API_VERSIONS } from './sandbox/api-version.ts';

// zod/mini's API (see wire/zod-mini.ts): checks go in .check(...), a value is transformed by piping
// it into z.transform, and z._default is classic zod's .default().

/**
 * Plain decimal digits only (the value comes trimmed, see loadConfig), then a number within [min, max].
 * Digits only: Number() would also take "0x1F90", "1e3" and " " (as 0, a random port).
 */
const integer = (what: string, min: number, max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d+$/, { error: `expected ${what}` })), z.transform(Number)),
    z.number().check(z.gte(min, { error: `expected ${what}` }), z.lte(max, { error: `expected ${what}` })),
  );

/** True when a URL's path ends in /api: the gateway adds /api itself, so every call would go to /api/api/…. */
const endsInApi = (url: string) => URL.canParse(url) && /\/api\/*$/i.test(new URL(url).pathname);

/** One CSP source a dashboard may embed the app from: a scheme such as https:, or an origin (wildcard host allowed). */
const FRAME_SOURCE = /^(?:https?:|(?:https?:\/\/)?(?:\*\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/;

/** A comma- or space-separated list whose every entry passes `valid`. */
const list = (valid: (entry: string) => boolean, expected: string) =>
  z.pipe(z.string().check(z.refine((value) => splitList(value).every(valid), expected)), z.transform(splitList));

/** A host name (a fully qualified one may end in a dot) or IP literal as it appears in a Host header, without the port. */
const HOST_NAME = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?)$/;

/** A BASE_PATH that is one of the gateway's own root paths: its routes would be declared twice. */
const GATEWAY_ROOT_PATHS = /^\/(healthz|readyz)\/?$/;

/**
 * A proxy to trust: an address or range, but not a /0 one. Trusting every address as a proxy would
 * believe any client's X-Forwarded-For and AUTH_PROXY_HEADER (and Fastify refuses a /0 range).
 */
const isProxyNetwork = (entry: string) => isNetwork(entry) && !coversEveryAddress(entry);

/** An HTTP header name (RFC 9110 §5.1 token). */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

/** How requests are authenticated: the gateway's own login, an auth proxy in front, or not at all. */
export const AUTH_MODES = ['login', 'proxy', 'off'] as const;

/** Variables the gateway reads, with their defaults; mirrored in the README's configuration table. */
const envSchema = z.object({
  PORT: z._default(integer('an integer port from 0 to 65535 such as 6246', 0, 65535), 6246),
  HOST: z._default(
    z.pipe(
      z.string().check(z.regex(/^[A-Za-z0-9.:[\]%-]+$/, 'expected an interface address or host name such as 0.0.0.0 or ::')),
      // An IPv6 address written as in a URL ("[::1]"): listen() wants it bare.
      z.transform((host) => host.replace(/^\[(.*)\]$/, '$1')),
    ),
    '0.0.0.0',
  ),
  MAINTAINERR_URL: z.optional(
    z.pipe(
      z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL such as http://maintainerr:6246' }).check(
        z.refine((url) => !/[?#]/.test(url), 'expected a base URL without a query or fragment, such as http://maintainerr:6246'),
        z.refine((url) => !endsInApi(url), "expected the service's base URL without /api, such as http://maintainerr:6246"),
        // The gateway sends no credentials of its own to the service, and the URL is shown (in /readyz,
        // in 502 answers, in the page): a password in it would be published and never used.
        z.refine((url) => !hasUserInfo(url), 'expected a URL without a user name or password, such as http://maintainerr:6246'),
      ),
      z.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
  BASE_PATH: z._default(
    z.pipe(
      z.string().check(
        z.regex(/^(\/[A-Za-z0-9._~-]+)*\/?$/, 'expected a path prefix such as /maintainerr (letters, digits, . _ ~ -)'),
        z.refine((path) => !/(^|\/)\.{1,2}(\/|$)/.test(path), 'expected a path prefix without . or .. segments'),
        z.refine((path) => !GATEWAY_ROOT_PATHS.test(path), 'expected a path prefix other than /healthz or /readyz, which the gateway answers at the root'),
      ),
      z.transform((path) => path.replace(/\/+$/, '')),
    ),
    '',
  ),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'expected one of fatal, error, warn, info, debug, trace, silent',
    }),
    'info',
  ),
  // 60 s: a release image of the service with no internet answers /api/app/status after ~38 s
  // (recorded from the real service); 30 s would turn that into a 504.
  UPSTREAM_TIMEOUT_MS: z._default(integer('a whole number of milliseconds from 100 to 600000', 100, 600_000), 60_000),
  FRAME_ANCESTORS: z._default(
    z.string().check(
      z.refine(
        (value) => value.split(/\s+/).filter(Boolean).every((source) => FRAME_SOURCE.test(source)),
        'expected space-separated origins such as https://dash.example.com https://*.example.org',
      ),
    ),
    '',
  ),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  SANDBOX_SCHEDULE_MS: z._default(integer('a whole number of milliseconds, 0 to turn the schedule off', 0, 2 ** 31 - 1), 5 * 60_000),
  SANDBOX_MOVIES: z._default(integer('a whole number of demo movies from 1 to 100000', 1, 100_000), 1500),
  // The current release; 2.21 for an install that has not upgraded.
  SANDBOX_API: z._default(z.enum(SANDBOX_API_VERSIONS, { error: 'expected 2.21 or 3.24, the Maintainerr API generation the demo sandbox speaks' }), '3.24'),
  AUTH: z._default(z.enum(AUTH_MODES, { error: 'expected login, proxy or off' }), 'login'),
  AUTH_PROXY_HEADER: z._default(z.string().check(z.regex(HEADER_NAME, 'expected an HTTP header name such as Remote-User')), 'Remote-User'),
  TRUSTED_PROXIES: z._default(
    list(isProxyNetwork, 'expected comma-separated IP addresses or CIDR ranges such as 172.18.0.0/16,10.0.0.2 (not a /0 range: every client would be trusted)'),
    [],
  ),
  AUTH_BYPASS_NETWORKS: z._default(list(isNetwork, 'expected comma-separated CIDR ranges such as 192.168.0.0/16,fd00::/8'), []),
  ALLOWED_HOSTS: z._default(list((entry) => HOST_NAME.test(entry), 'expected comma-separated host names such as maintainerr.example.com,nas.lan'), []),
  // 32 characters at least: the secret is the whole of a session's protection.
  SESSION_SECRET: z.optional(z.string().check(z.minLength(32, 'expected at least 32 characters (e.g. from `openssl rand -base64 32`)'))),
}).check(
  // An auth proxy's header is believed only from TRUSTED_PROXIES; with none, no request could sign in.
  z.refine((vars) => vars.AUTH !== 'proxy' || vars.TRUSTED_PROXIES.length > 0, {
    path: ['AUTH'],
    error: 'expected TRUSTED_PROXIES to name the auth proxy when AUTH=proxy',
  }),
);

export interface Config {
  /** TCP port to listen on; default 6246. */
  readonly port: number;
  /** Interface to bind; default 0.0.0.0. */
  readonly host: string;
  /** Base URL of the Maintainerr API (no trailing slash); undefined means: run the built-in sandbox. */
  readonly maintainerrUrl: string | undefined;
  /** Prefix everything is served under, '' or '/something' without a trailing slash. */
  readonly basePath: string;
  /** Fastify (pino) log level; default info. */
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** How long an upstream request may take before the gateway answers 504, in ms; default 60000. */
  readonly upstreamTimeoutMs: number;
  /** Extra origins allowed to embed the app in a frame, besides 'self'. */
  readonly frameAncestors: readonly string[];
  /** Where the sandbox keeps its settings; default ./data. */
  readonly dataDir: string;
  /** How often the sandbox runs its handlers on its own, in ms; 0 turns the schedule off. Default 5 minutes. */
  readonly sandboxScheduleMs: number;
  /** How many movies the sandbox's demo movie library holds; default 1500. */
  readonly sandboxMovies: number;
  /** Which Maintainerr API generation the sandbox speaks, '2.21' or '3.24'; default '3.24'. */
  readonly sandboxApi: z.infer<typeof envSchema>['SANDBOX_API'];
  /** How requests are authenticated: 'login' (default), 'proxy' or 'off'. */
  readonly auth: (typeof AUTH_MODES)[number];
  /** The header an auth proxy names the signed-in user in (AUTH=proxy); default Remote-User. */
  readonly authProxyHeader: string;
  /** Addresses and CIDR ranges whose X-Forwarded-* and auth proxy headers are believed; default none. */
  readonly trustedProxies: readonly string[];
  /** Client networks that skip login, judged after TRUSTED_PROXIES; default none. */
  readonly authBypassNetworks: readonly string[];
  /** Host names the gateway answers to (lower case); empty means any. */
  readonly allowedHosts: readonly string[];
  /** Key that signs sessions in place of the one kept in DATA_DIR/auth.json; undefined uses that one. */
  readonly sessionSecret: string | undefined;
}

export class ConfigError extends Error {
  readonly code = 'GW_ERR_CONFIG_INVALID';
}

/** The variables loadConfig reads, in the README's order. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** Variables whose value is not repeated in an error line. */
const SECRET_VARIABLES = new Set(['SESSION_SECRET']);

/** The user name and password part of a URL ("//user:password@"). */
const USER_INFO = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^/?#]*@/;
const hasUserInfo = (url: string) => USER_INFO.test(url);

/** A value as an error line shows it: a URL's user name and password hidden, a secret not at all. */
function shownValue(name: string, value: string | undefined): string {
  if (SECRET_VARIABLES.has(name)) return '"(hidden)"';
  return JSON.stringify(value?.replace(USER_INFO, '$1(hidden)@'));
}

/** Reads and validates the environment (process.env by default) into a frozen Config; throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty or blank value means the default; spaces around a value (a YAML quirk, a copy and paste) are not part of
  // it. A secret is taken as given: trimmed, a key that ends in a newline would sign with another key than before.
  const present = Object.fromEntries(
    CONFIG_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '').map((name) => [name, SECRET_VARIABLES.has(name) ? env[name] : env[name]!.trim()]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // A secret never reaches the terminal or a log, even a wrong one.
    throw new ConfigError(`${name}=${shownValue(name, env[name])} is invalid: ${issue.message}`);
  }
  const vars = parsed.data;
  return Object.freeze({
    port: vars.PORT,
    host: vars.HOST,
    maintainerrUrl: vars.MAINTAINERR_URL,
    basePath: vars.BASE_PATH,
    logLevel: vars.LOG_LEVEL,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    frameAncestors: Object.freeze(vars.FRAME_ANCESTORS.split(/\s+/).filter(Boolean)),
    dataDir: vars.DATA_DIR,
    sandboxScheduleMs: vars.SANDBOX_SCHEDULE_MS,
    sandboxMovies: vars.SANDBOX_MOVIES,
    sandboxApi: vars.SANDBOX_API,
    auth: vars.AUTH,
    authProxyHeader: vars.AUTH_PROXY_HEADER.toLowerCase(),
    trustedProxies: Object.freeze(vars.TRUSTED_PROXIES),
    authBypassNetworks: Object.freeze(vars.AUTH_BYPASS_NETWORKS),
    // As the Host check reads a Host header: lower case, a final dot dropped (`gw.lan.` is `gw.lan`).
    allowedHosts: Object.freeze(vars.ALLOWED_HOSTS.map(hostNameOf)),
    sessionSecret: vars.SESSION_SECRET,
  });
}

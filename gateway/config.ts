// The only reader of process.env. Every variable is checked at start; a bad value stops the
// gateway with one line naming the variable, what is wrong and what is expected (STYLE.md, Config).
import { z } from 'zod';

/** Variables the gateway reads, with their defaults; mirrored in the README's configuration table. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(6246),
  HOST: z.string().min(1).default('0.0.0.0'),
  MAINTAINERR_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL such as http://maintainerr:3001' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  BASE_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~-]+)*\/?$/, 'expected a path prefix such as /maintainerr (letters, digits, . _ ~ -)')
    .transform((path) => path.replace(/\/+$/, ''))
    .default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  FRAME_ANCESTORS: z
    .string()
    .regex(/^[^;,'"]*$/, 'expected space-separated origins such as https://dash.example.com')
    .default(''),
  DATA_DIR: z.string().min(1).default('./data'),
  SANDBOX_SCHEDULE_MS: z.coerce.number().int().min(0).default(5 * 60_000),
});

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
  /** How long an upstream request may take before the gateway answers 504, in ms; default 30000. */
  readonly upstreamTimeoutMs: number;
  /** Extra origins allowed to embed the app in a frame, besides 'self'. */
  readonly frameAncestors: readonly string[];
  /** Where the sandbox keeps its settings; default ./data. */
  readonly dataDir: string;
  /** How often the sandbox runs its handlers on its own, in ms; 0 turns the schedule off. Default 5 minutes. */
  readonly sandboxScheduleMs: number;
}

export class ConfigError extends Error {
  readonly code = 'GW_ERR_CONFIG_INVALID';
}

/** Reads and validates the environment (process.env by default) into a frozen Config; throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`${name}=${JSON.stringify(env[name])} is invalid: ${issue.message}`);
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
  });
}

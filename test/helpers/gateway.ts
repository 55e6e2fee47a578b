// Starts the gateway in-process on 127.0.0.1, port 0, with a test config; returns its URL and close.
// Also builds a small dist/web of the tests' own (createWebRoot), so static tests do not depend on a build.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import type { SandboxApiVersion } from '../../gateway/sandbox/api-version.ts';

export interface SandboxChoice {
  /** Which API generation the sandbox speaks (SANDBOX_API); default the gateway's, 3.24. */
  sandboxApi?: SandboxApiVersion;
}

export interface RunningGateway {
  /** Origin plus base path, e.g. http://127.0.0.1:40123 or http://127.0.0.1:40123/maintainerr */
  url: string;
  /** The origin alone. */
  origin: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts a gateway with the given environment variables (on top of test defaults: a fresh
 * DATA_DIR, no scheduled sandbox runs, AUTH=off so that only the auth tests deal with login).
 * Without MAINTAINERR_URL it fronts the sandbox, speaking
 * `options.sandboxApi` (or SANDBOX_API in env).
 */
export async function startGateway(env: Record<string, string> = {}, options: BuildOptions & SandboxChoice = {}): Promise<RunningGateway> {
  const { sandboxApi, ...buildOptions } = options;
  const dataDir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, SANDBOX_SCHEDULE_MS: '0', LOG_LEVEL: 'silent', AUTH: 'off', ...(sandboxApi ? { SANDBOX_API: sandboxApi } : {}), ...env });
  const app = await buildApp(config, { logger: false, ...buildOptions });
  const origin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return {
    url: origin + config.basePath,
    origin,
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface WebRoot {
  /** The folder to pass as BuildOptions.webRoot. */
  dir: string;
  /** URL path of the hashed script, e.g. /assets/main-TESTHASH.js */
  scriptPath: string;
  /** Contents of the hashed script (identity). */
  script: string;
  /** A file next to (outside) the web root that must never be served. */
  secretFile: string;
  close(): Promise<void>;
}

/** The screens' own chunks and stylesheets the fixture's page names, as the build's meta tag does. */
export const FIXTURE_SCREEN_CHUNKS = {
  overview: ['assets/chunk-OVERVIEW.js', 'assets/chunk-SHARED.js', 'assets/style-OVERVIEW.css'],
  rules: ['assets/chunk-RULES.js', 'assets/chunk-SHARED.js', 'assets/style-RULES.css'],
  settings: ['assets/chunk-SETTINGS.js'],
} as const;
const SCREEN_CHUNKS_ATTRIBUTE = JSON.stringify(FIXTURE_SCREEN_CHUNKS).replaceAll('"', '&quot;');

/** Writes a tiny built app: index.html with the placeholders, a hashed script with .br/.gz, a favicon. */
export async function createWebRoot(): Promise<WebRoot> {
  const parent = await mkdtemp(join(tmpdir(), 'gateway-web-'));
  const dir = join(parent, 'web');
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
  const scriptPath = '/assets/main-TESTHASH.js';
  const files: Record<string, string | Buffer> = {
    'index.html':
      '<!doctype html><html><head><!-- gateway-meta --><!-- data-preloads --><link rel="icon" href="__BASE_PATH__/favicon.svg">' +
      `<meta name="maintainerr-screen-chunks" content="${SCREEN_CHUNKS_ATTRIBUTE}"><!-- screen-preloads -->` +
      '<script type="module" src="__BASE_PATH__/assets/main-TESTHASH.js"></script></head><body><div id="root"></div></body></html>',
    'assets/main-TESTHASH.js': script,
    'assets/main-TESTHASH.js.br': brotliCompressSync(script),
    'assets/main-TESTHASH.js.gz': gzipSync(script),
    'assets/main-TESTHASH.js.map': '{"version":3,"sources":["main.ts"],"mappings":"AAAA"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), body);
  }
  const secretFile = join(parent, 'secret.txt');
  await writeFile(secretFile, 'TOP-SECRET-OUTSIDE-WEB-ROOT');
  return { dir, scriptPath, script, secretFile, close: () => rm(parent, { recursive: true, force: true }) };
}

export interface SpawnedGateway {
  child: import('node:child_process').ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** Resolves with the listening origin, from the start-up log line. */
  listening: Promise<string>;
}

/**
 * Runs the gateway as its own process with only the given env: the TypeScript entry gateway/server.ts
 * (transpiled on load), or with `bundled` the built dist/gateway/server.mjs that npm start runs;
 * `sandboxApi` sets SANDBOX_API. AUTH is off unless `env` says otherwise.
 */
export function spawnGateway(env: Record<string, string>, { bundled = false, sandboxApi }: { bundled?: boolean } & SandboxChoice = {}): SpawnedGateway {
  const root = new URL('../../', import.meta.url).pathname;
  // The TypeScript entry is compiled on load by the tests' own esbuild hooks (test/loader).
  const args = bundled ? ['dist/gateway/server.mjs'] : ['--import', './test/loader/register.mjs', 'gateway/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', AUTH: 'off', ...(sandboxApi ? { SANDBOX_API: sandboxApi } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let onListening: (origin: string) => void = () => {};
  const listening = new Promise<string>((resolve) => {
    onListening = resolve;
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    // "listening on http://127.0.0.1:6246/, …", or on every interface "listening on port 6246 of every interface (http://127.0.0.1:6246/ …)".
    const match = /listening on (?:port \d+ of every interface \()?(http:\/\/[^/\s"]+)/.exec(output);
    if (match) onListening(match[1]!);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, output: () => output, exited, listening };
}

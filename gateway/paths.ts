// Where the gateway finds its built app and its own version, whether it runs bundled
// (dist/gateway/server.mjs) or from source (gateway/*.ts under tap).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const candidates = ['../dist/web/', '../web/'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));

/** The built app folder: dist/web, found relative to this module. */
export function defaultWebRoot(): string {
  return candidates.find((dir) => existsSync(`${dir}index.html`)) ?? candidates[0]!;
}

function readOwnVersion(): string {
  for (const relative of ['../package.json', '../../package.json']) {
    try {
      return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')).version as string;
    } catch {
      // try the next location
    }
  }
  return '0.0.0';
}

/** The gateway's own version, from package.json. */
export const GATEWAY_VERSION = readOwnVersion();

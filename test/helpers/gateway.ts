// Starts the gateway in-process on 127.0.0.1, port 0, with a test config; returns its URL and close.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';

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
 * DATA_DIR, no scheduled sandbox runs). Without MAINTAINERR_URL it fronts the sandbox.
 */
export async function startGateway(env: Record<string, string> = {}): Promise<RunningGateway> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, SANDBOX_SCHEDULE_MS: '0', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { logger: false });
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

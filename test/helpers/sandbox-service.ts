// The sandbox as a stand-alone service for tests that need one the gateway fronts through
// MAINTAINERR_URL (as a real service), with its test control (gateway/sandbox/control.ts): hold,
// fail or slow requests, push events, cut streams, stop and restart on the same port.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../gateway/sandbox/index.ts';

export type SandboxService = RunningSandbox;

/** Starts a sandbox on 127.0.0.1 in a fresh data folder: no schedule, short runs, warnings and news kept quiet; `options` on top. */
export async function startSandboxService(options: Partial<SandboxOptions> = {}): Promise<SandboxService> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-service-'));
  const sandbox = await startSandbox({ scheduleMs: 0, runMs: 300, warn: () => {}, info: () => {}, ...options, dataDir });
  return {
    ...sandbox,
    async close() {
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

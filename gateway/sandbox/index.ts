// Placeholder until the sandbox lands (issue 3): a loopback server that answers every /api path
// with a clear 503, so the gateway's proxy path is the same whether it fronts the sandbox or the real service.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gatewayError } from '../errors.ts';

export interface SandboxOptions {
  /** Folder for the sandbox's persisted settings. */
  dataDir: string;
  /** Interval of the scheduled handler runs in ms; 0 disables them. */
  scheduleMs: number;
}

export interface RunningSandbox {
  /** Base URL of the sandbox's API server on 127.0.0.1, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Starts the built-in demo service on 127.0.0.1 with an ephemeral port. */
export async function startSandbox(_options: SandboxOptions): Promise<RunningSandbox> {
  const server = createServer((_request, response) => {
    const body = gatewayError('GW_ERR_UPSTREAM_NOT_CONFIGURED', 'set MAINTAINERR_URL (the sandbox is not built yet)');
    response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// A small upstream of the tests' own: a node:http server on 127.0.0.1 that records every request
// (method, raw path, headers, body) and answers with the test's handler. It can stop and restart on
// the same port, to play a Maintainerr service that goes down and comes back.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The request target exactly as it arrived on the wire (path and query, still percent-encoded). */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type UpstreamHandler = (request: IncomingMessage, response: ServerResponse, body: Buffer) => void;

export interface TestUpstream {
  /** http://127.0.0.1:<port>, stable across stop/restart. */
  url: string;
  port: number;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Replace the answer for the following requests. */
  handle(handler: UpstreamHandler): void;
  /** Close the listening socket and destroy every open connection (the service goes down). */
  stop(): Promise<void>;
  /** Listen again on the same port. */
  restart(): Promise<void>;
  /** Connections currently open from the gateway. */
  openConnections(): number;
  close(): Promise<void>;
}

/**
 * Answers GET /api/app/status and /api/app/timezone like the real service (JSON or plain text, both
 * sent as text/html), 404 JSON otherwise.
 */
export const defaultHandler: UpstreamHandler = (request, response) => {
  const path = request.url!.split('?')[0];
  if (path === '/api/app/status' || path === '/api/app/timezone') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(path === '/api/app/status' ? '{"status":1,"version":"2.21.0","commitTag":"local","updateAvailable":false}' : 'UTC');
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ message: `Cannot ${request.method} ${request.url}`, error: 'Not Found', statusCode: 404 }));
};

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Starts the upstream on 127.0.0.1 port 0 (or the given port). */
export async function startUpstream(handler: UpstreamHandler = defaultHandler, port = 0): Promise<TestUpstream> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const makeServer = () => {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        requests.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        current(request, response, body);
      });
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    return server;
  };
  let server = makeServer();
  const boundPort = await listen(server, port);
  let running = true;

  const stop = async () => {
    if (!running) return;
    running = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    requests,
    handle: (next) => {
      current = next;
    },
    stop,
    restart: async () => {
      if (running) return;
      server = makeServer();
      await listen(server, boundPort);
      running = true;
    },
    openConnections: () => sockets.size,
    close: stop,
  };
}

/**
 * Writes `chunk` to `response` again and again, as fast as the socket takes it, until the response is
 * destroyed: an answer that never ends, which only a size bound can stop. Returns the bytes written so far.
 */
export function writeEndlessly(response: ServerResponse, chunk: Buffer): () => number {
  let written = 0;
  const pump = () => {
    while (!response.destroyed) {
      written += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
  };
  pump();
  return () => written;
}

// Server-sent event streams framed as the real service frames them: headers flushed at once,
// a lone "\n" first, `event:` + `data:` lines per frame (v3.24 puts an `id:` line between them; no
// retry on either), and `: ping` every 30 s on each stream's own clock.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** How often the real service sends its `: ping` keep-alive comment on each stream. */
export const SSE_PING_INTERVAL_MS = 30_000;

/** The recorded stream headers (scenarios/GET_events_stream_*), Vary from the CORS middleware included. */
const SSE_HEADERS = {
  'x-powered-by': 'Express',
  vary: 'Origin',
  'cache-control': 'private, no-cache, no-store, must-revalidate, max-age=0, no-transform',
  connection: 'keep-alive',
  'content-type': 'text/event-stream; charset=utf-8',
};

/** One frame on the wire; with an id (v3.24) as `event:`, `id:`, `data:` (recorded GET_events_stream_*). */
export function formatFrame(event: string, data: unknown, id?: number): string {
  return id === undefined
    ? `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
    : `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface SseHub {
  /** Takes over the reply and keeps the stream open; `initialFrames` are written after the first "\n". */
  attach(reply: FastifyReply, initialFrames?: string[]): void;
  /** Writes a frame to every open stream. */
  broadcast(event: string, data: unknown): void;
  /** Writes an already formatted frame to every open stream. */
  broadcastFrame(frame: string): void;
  /** Number of open streams. */
  size(): number;
  /** Breaks every open stream's connection, as a network failure would (tests). */
  cut(): void;
  /** Ends every stream and stops the pings. */
  close(): void;
}

/** Creates a set of streams, each pinging every `pingIntervalMs` (default 30000). */
export function createSseHub(pingIntervalMs = SSE_PING_INTERVAL_MS): SseHub {
  const clients = new Map<ServerResponse, NodeJS.Timeout>();
  const forget = (client: ServerResponse) => {
    clearInterval(clients.get(client));
    clients.delete(client);
  };

  return {
    attach(reply, initialFrames = []) {
      reply.hijack();
      const raw = reply.raw;
      raw.socket?.setKeepAlive(true);
      raw.socket?.setTimeout(0);
      raw.writeHead(200, SSE_HEADERS);
      raw.write('\n' + initialFrames.join(''));
      // The real service pings from each connection's own timer: the first ping comes one interval
      // after the stream opened, never sooner (recorded GET_events_stream_idle: none in 5 s).
      const ping = setInterval(() => raw.write(': ping\n\n'), pingIntervalMs);
      ping.unref();
      clients.set(raw, ping);
      raw.on('close', () => forget(raw));
      raw.on('error', () => forget(raw));
    },
    broadcast(event, data) {
      this.broadcastFrame(formatFrame(event, data));
    },
    broadcastFrame(frame) {
      for (const client of clients.keys()) client.write(frame);
    },
    size: () => clients.size,
    cut() {
      for (const [client, ping] of clients) {
        clearInterval(ping);
        client.socket?.destroy();
      }
      clients.clear();
    },
    close() {
      for (const [client, ping] of clients) {
        clearInterval(ping);
        client.end();
      }
      clients.clear();
    },
  };
}

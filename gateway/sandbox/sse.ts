// Server-sent event streams with the real service's framing (API.md §4.1): headers flushed at once,
// a lone "\n" first, `event:` + `data:` lines per frame, no id/retry, and `: ping` every 30 s.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** The real service's keep-alive comment interval (API.md §4.1). */
export const SSE_PING_INTERVAL_MS = 30_000;

const SSE_HEADERS = {
  'x-powered-by': 'Express',
  'cache-control': 'private, no-cache, no-store, must-revalidate, max-age=0, no-transform',
  connection: 'keep-alive',
  'content-type': 'text/event-stream; charset=utf-8',
};

/** One frame on the wire. */
export function formatFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface SseHub {
  /** Takes over the reply and keeps the stream open; `initialFrames` are written after the first "\n". */
  attach(reply: FastifyReply, initialFrames?: string[]): void;
  /** Writes a frame to every open stream. */
  broadcast(event: string, data: unknown): void;
  /** Number of open streams. */
  size(): number;
  /** Ends every stream and stops the pings. */
  close(): void;
}

/** Creates a set of streams sharing one ping timer. */
export function createSseHub(pingIntervalMs = SSE_PING_INTERVAL_MS): SseHub {
  const clients = new Set<ServerResponse>();
  const ping = setInterval(() => {
    for (const client of clients) client.write(': ping\n\n');
  }, pingIntervalMs);
  ping.unref();

  return {
    attach(reply, initialFrames = []) {
      reply.hijack();
      const raw = reply.raw;
      raw.socket?.setKeepAlive(true);
      raw.socket?.setTimeout(0);
      raw.writeHead(200, SSE_HEADERS);
      raw.write('\n' + initialFrames.join(''));
      clients.add(raw);
      const forget = () => clients.delete(raw);
      raw.on('close', forget);
      raw.on('error', forget);
    },
    broadcast(event, data) {
      const frame = formatFrame(event, data);
      for (const client of clients) client.write(frame);
    },
    size: () => clients.size,
    close() {
      clearInterval(ping);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}

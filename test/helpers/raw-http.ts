// Speaks HTTP/1.1 over a bare TCP socket, for the cases a client library hides or refuses to send:
// Expect: 100-continue, hop-by-hop headers, Connection: close, malformed or oversized requests.
import { connect, type Socket } from 'node:net';

/** Longest a raw exchange waits for the server, in ms, so a hung server fails the test instead of stalling it. */
export const RAW_WAIT_MS = 10_000;

export interface RawConnection {
  socket: Socket;
  /** Everything the server has sent so far, as latin1 text. */
  received(): string;
  /** Resolves once the received text matches the pattern; rejects after RAW_WAIT_MS. */
  waitFor(pattern: RegExp): Promise<string>;
  /** Resolves true once the server ends or closes the connection, false if it is still open after RAW_WAIT_MS. */
  closedByServer(): Promise<boolean>;
}

/** Opens a connection to an http://host:port origin. */
export async function openRaw(origin: string): Promise<RawConnection> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  let onData = () => {};
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
    onData();
  });
  const ended = new Promise<boolean>((resolve) => {
    socket.once('end', () => resolve(true));
    socket.once('close', () => resolve(true));
  });
  socket.on('error', () => {});
  return {
    socket,
    received: () => text,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${RAW_WAIT_MS} ms; got ${JSON.stringify(text.slice(0, 500))}`)), RAW_WAIT_MS);
        const check = () => {
          if (!pattern.test(text)) return;
          clearTimeout(timer);
          onData = () => {};
          resolve(text);
        };
        onData = check;
        check();
      }),
    closedByServer: () => Promise.race([ended, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), RAW_WAIT_MS).unref())]),
  };
}

/** The status and lower-cased headers of the last complete response head in `text`. */
export function lastResponseHead(text: string): { status: number; headers: Record<string, string> } {
  const heads = [...text.matchAll(/HTTP\/1\.1 (\d{3})[^\r\n]*\r\n((?:[^\r\n]+\r\n)*)\r\n/g)];
  const last = heads.at(-1);
  if (!last) throw new Error(`no response head in ${JSON.stringify(text.slice(0, 500))}`);
  const headers: Record<string, string> = {};
  for (const line of last[2]!.split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(last[1]), headers };
}

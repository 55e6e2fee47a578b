// One upstream event stream shared by every browser that asks for the same URL. The handler events
// are the same for everyone, so 2,000 open tabs need one upstream connection, not 2,000: each chunk
// is scanned once for frame ends and the same Buffer is written to every browser.
//
// Resuming (v3.x sends an `id:` with every event and replays what follows a Last-Event-ID): the
// shared stream keeps the frames it passed that carry an id, bounded like the service's own buffer
// (100 events, 5 minutes), and a browser resuming from one of those ids gets the frames after it from
// here, then the live stream. That is simpler than a dedicated connection that would have to be
// handed over to the shared one once caught up (two streams racing each other, and the hand-over
// point to find in both). A browser resuming from an id this buffer does not hold gets a connection
// of its own, as before, and the service decides what to replay.
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FrameScanner, frameId, heartbeatTickMs } from './event-frames.ts';
import { isSendableStatus, unsendableStatusError } from './upstream-status.ts';

/** The service keeps the last 100 events for 5 minutes; the replay buffer here keeps no more. */
const REPLAY_MAX_FRAMES = 100;
const REPLAY_MAX_AGE_MS = 5 * 60_000;
/** A frame longer than this is passed on but not kept (for replay or for a browser joining mid-frame). */
const MAX_KEPT_FRAME_BYTES = 1 << 20;
/**
 * A browser that has this much of the shared stream waiting unread is cut off: the shared upstream is
 * never paused for one slow reader (every other browser would wait), and an EventSource that is cut
 * reconnects with its last id and resumes from the replay buffer.
 */
const MAX_UNREAD_BYTES = 1 << 20;
const HEARTBEAT = Buffer.from(': heartbeat\n\n');

export interface SharedStreamContext {
  /** Opens the upstream request (not yet ended) for a path and query, with these headers. */
  openUpstream(target: string, headers: IncomingHttpHeaders): ClientRequest;
  /** The headers the service gets for a browser's request (connection-level ones removed). */
  forwardedHeaders(incoming: FastifyRequest): IncomingHttpHeaders;
  /** Copies the upstream answer's headers onto a browser's reply. */
  copyResponseHeaders(reply: FastifyReply, response: IncomingMessage): void;
  /** Serves a browser on a connection of its own (the unshared path). */
  dedicated(incoming: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** Answers a browser whose stream could not be opened (502 or 504), as the unshared path does. */
  fail(incoming: FastifyRequest, reply: FastifyReply, error: NodeJS.ErrnoException): void;
  /** Tracks an open browser stream for shutdown; returns the function that stops tracking it. */
  track(stream: { reply: FastifyReply; stop(): void }): () => void;
  heartbeatMs: number;
  closeGraceMs: number;
}

interface Waiter {
  incoming: FastifyRequest;
  reply: FastifyReply;
  resumeId: string | undefined;
  /** Stops waiting when the browser leaves before the upstream answered. */
  onClose: () => void;
}

interface Listener {
  /**
   * What Fastify pipes to the browser: a bare Readable fed with push(), which hands each chunk to the
   * response in the same call while the browser keeps up (a PassThrough's writable half costs a
   * second stream's bookkeeping per browser per chunk).
   */
  body: Readable;
  /**
   * The browser's socket, when the answer's head has gone out and its body is chunked: each chunk
   * then goes straight to the socket, framed once for every browser (see `chunked`), not through
   * the Readable, the pipe and the response per browser. Fastify still ends the answer (its
   * terminating chunk) when the Readable ends.
   */
  socket: Socket | undefined;
  ended: boolean;
  reply: FastifyReply;
  lastWrite: number;
  /** Joined in the middle of a frame too long to keep: gets bytes from the next frame end on. */
  pending: boolean;
  untrack: () => void;
}

interface KeptFrame {
  id: string;
  bytes: Buffer;
  at: number;
}

/** One chunk of a chunked HTTP/1.1 body; the last one framed is reused, as every browser gets the same. */
const chunked = (() => {
  let last: Buffer | undefined;
  let framed: Buffer = Buffer.alloc(0);
  return (bytes: Buffer): Buffer => {
    if (bytes !== last) {
      last = bytes;
      framed = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`, 'latin1'), bytes, CRLF]);
    }
    return framed;
  };
})();
const CRLF = Buffer.from('\r\n');

function write(listener: Listener, bytes: Buffer): void {
  if (listener.ended || bytes.length === 0) return;
  const { socket } = listener;
  if (socket) {
    if (socket.destroyed) return;
    socket.write(chunked(bytes));
    if (socket.writableLength > MAX_UNREAD_BYTES) socket.destroy();
  } else {
    listener.body.push(bytes);
    if (listener.body.readableLength > MAX_UNREAD_BYTES) listener.reply.raw.destroy();
  }
}

function endListener(listener: Listener): void {
  if (listener.ended) return;
  listener.ended = true;
  listener.body.push(null);
}

export class SharedEventStream {
  private state: 'idle' | 'connecting' | 'open' = 'idle';
  /** The current upstream connection; events of an older one are ignored. */
  private upstream: ClientRequest | undefined;
  private response: IncomingMessage | undefined;
  private readonly waiting: Waiter[] = [];
  private readonly listeners = new Set<Listener>();
  /** Frames with an id, oldest first, bounded by count and age. */
  private kept: KeptFrame[] = [];
  /**
   * The Last-Event-ID the upstream connection was opened with, while no kept frame has been dropped:
   * the kept frames are then exactly the ones after it, so a browser resuming from it gets them all.
   */
  private baseId: string | undefined;
  private scanner = new FrameScanner();
  /** The bytes of the frame in progress, from its start (empty between frames). */
  private current: Buffer[] = [];
  private currentBytes = 0;
  private currentTooLong = false;
  private heartbeat: NodeJS.Timeout | undefined;
  private closeTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly target: string,
    private readonly context: SharedStreamContext,
    /** Called once the stream has no browser, no connection and nothing left to replay. */
    private readonly onIdle: () => void,
  ) {}

  /**
   * Serves one browser; `resumeId` is the id of the last event it saw, if it names one, and
   * `ownTarget` the upstream path and query it asked for, its lastEventId included.
   */
  join(incoming: FastifyRequest, reply: FastifyReply, resumeId: string | undefined, ownTarget: string): FastifyReply {
    this.trimKept();
    if (resumeId !== undefined && !this.canResume(resumeId) && !(this.state === 'idle' && this.kept.length === 0)) {
      return this.context.dedicated(incoming, reply);
    }
    clearTimeout(this.closeTimer);
    this.closeTimer = undefined;
    if (this.state === 'open') {
      this.attach(incoming, reply, resumeId);
      return reply;
    }
    const waiter: Waiter = { incoming, reply, resumeId, onClose: () => this.stopWaiting(waiter) };
    reply.raw.once('close', waiter.onClose);
    this.waiting.push(waiter);
    if (this.state === 'idle') this.connect(incoming, resumeId, ownTarget);
    return reply;
  }

  /** Ends every browser stream and the upstream connection (the gateway is shutting down). */
  shutdown(): void {
    clearTimeout(this.closeTimer);
    this.disconnect();
  }

  private canResume(id: string): boolean {
    return id === this.baseId || this.kept.some((frame) => frame.id === id);
  }

  /** The kept frames after the one with this id (all of them when it is the base id). */
  private framesAfter(id: string): Buffer[] {
    for (let i = this.kept.length - 1; i >= 0; i -= 1) {
      if (this.kept[i]!.id === id) return this.kept.slice(i + 1).map((frame) => frame.bytes);
    }
    return id === this.baseId ? this.kept.map((frame) => frame.bytes) : [];
  }

  private trimKept(): void {
    const oldest = Date.now() - REPLAY_MAX_AGE_MS;
    let drop = Math.max(0, this.kept.length - REPLAY_MAX_FRAMES);
    while (drop < this.kept.length && this.kept[drop]!.at < oldest) drop += 1;
    if (drop === 0) return;
    this.kept = this.kept.slice(drop);
    this.baseId = undefined;
  }

  private connect(first: FastifyRequest, resumeId: string | undefined, ownTarget: string): void {
    this.state = 'connecting';
    const headers = this.context.forwardedHeaders(first);
    delete headers['last-event-id'];
    // After a lost connection the kept frames go on where they stopped: the service replays what
    // came in between. Otherwise the first browser's own id, if any, is the starting point.
    const lastKept = this.kept.at(-1)?.id;
    const from = lastKept ?? resumeId;
    if (from !== undefined) headers['last-event-id'] = from;
    if (lastKept === undefined) this.baseId = resumeId;
    // The first browser's own URL when it is the one resuming, so the service sees what it asked.
    const target = lastKept === undefined && resumeId !== undefined ? ownTarget : this.target;
    const upstream = this.context.openUpstream(target, headers);
    this.upstream = upstream;
    upstream.once('timeout', () => upstream.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })));
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (this.upstream !== upstream) return;
      if (this.state === 'connecting') {
        // Every browser waiting gets what it would have got from a connection of its own.
        this.upstream = undefined;
        this.state = 'idle';
        for (const waiter of this.waiting.splice(0)) {
          waiter.reply.raw.off('close', waiter.onClose);
          if (!waiter.reply.raw.destroyed) this.context.fail(waiter.incoming, waiter.reply, error);
        }
        this.settle();
      } else {
        this.disconnect();
      }
    });
    upstream.once('response', (response) => this.opened(upstream, response));
    upstream.end();
  }

  private opened(upstream: ClientRequest, response: IncomingMessage): void {
    if (this.upstream !== upstream) return void response.destroy();
    upstream.setTimeout(0);
    // No HTTP status to pass on: as a connection that failed, every waiting browser gets a 502.
    if (!isSendableStatus(response.statusCode)) return void upstream.destroy(unsendableStatusError(response.statusCode));
    const status = response.statusCode;
    const isStream = status >= 200 && status < 300 && /^text\/event-stream/i.test(response.headers['content-type'] ?? '');
    const waiting = this.waiting.splice(0);
    for (const waiter of waiting) waiter.reply.raw.off('close', waiter.onClose);
    if (!isStream) {
      // Not a stream (an error page, say): the first browser gets it as it came, the others ask
      // on connections of their own, as each would have before.
      this.upstream = undefined;
      this.state = 'idle';
      const [first, ...others] = waiting.filter((waiter) => !waiter.reply.raw.destroyed);
      if (first) {
        this.context.copyResponseHeaders(first.reply, response);
        first.reply.code(status).send(response);
        first.reply.raw.once('close', () => upstream.destroy());
      } else {
        upstream.destroy();
      }
      for (const waiter of others) this.context.dedicated(waiter.incoming, waiter.reply);
      this.settle();
      return;
    }
    this.state = 'open';
    this.response = response;
    this.scanner = new FrameScanner();
    this.current = [];
    this.currentBytes = 0;
    this.currentTooLong = false;
    response.on('data', (chunk: Buffer) => this.fanOut(chunk));
    const lost = () => {
      if (this.upstream === upstream) this.disconnect();
    };
    response.once('end', lost);
    response.once('error', lost);
    response.once('aborted', lost);
    upstream.once('close', lost);
    if (this.context.heartbeatMs > 0) {
      this.heartbeat = setInterval(() => this.beat(), heartbeatTickMs(this.context.heartbeatMs));
      this.heartbeat.unref();
    }
    for (const waiter of waiting) {
      if (!waiter.reply.raw.destroyed) this.attach(waiter.incoming, waiter.reply, waiter.resumeId);
    }
    if (this.listeners.size === 0) this.scheduleClose();
  }

  private attach(incoming: FastifyRequest, reply: FastifyReply, resumeId: string | undefined): void {
    const response = this.response!;
    const body = new Readable({ read() {} });
    const listener: Listener = { body, socket: undefined, ended: false, reply, lastWrite: Date.now(), pending: false, untrack: () => {} };
    listener.untrack = this.context.track({ reply, stop: () => endListener(listener) });
    this.context.copyResponseHeaders(reply, response);
    reply.code(response.statusCode ?? 200).send(body);
    // Fastify writes a streamed answer's headers with its first byte; the browser's EventSource must
    // open before the first event comes, so they go out now.
    if (!reply.raw.headersSent && !reply.raw.destroyed) reply.raw.flushHeaders();
    // Only once the head is written (an onSend hook may defer it), so no byte can come before it.
    if (reply.raw.headersSent && reply.raw.chunkedEncoding && incoming.method === 'GET') listener.socket = reply.raw.socket ?? undefined;
    // Resuming: the kept frames after its id, then (below) the frame in progress from its start.
    if (resumeId !== undefined) {
      const missed = this.framesAfter(resumeId);
      if (missed.length > 0) write(listener, Buffer.concat(missed));
    }
    // Joining between two frame ends: the frame in progress from its start, never a part of one.
    if (this.currentBytes > 0) {
      if (this.currentTooLong) listener.pending = true;
      else write(listener, Buffer.concat(this.current));
    }
    this.listeners.add(listener);
    reply.raw.once('close', () => this.leave(listener));
    incoming.log.debug({ listeners: this.listeners.size }, 'joined the shared event stream');
  }

  private fanOut(chunk: Buffer): void {
    const ends = this.scanner.scan(chunk);
    // Browsers waiting for a frame end start right after the first one in this chunk.
    const fromFrameEnd = ends.length > 0 ? chunk.subarray(ends[0]) : undefined;
    const now = Date.now();
    for (const listener of this.listeners) {
      let bytes: Buffer | undefined = chunk;
      if (listener.pending) {
        if (fromFrameEnd === undefined) continue;
        listener.pending = false;
        bytes = fromFrameEnd.length > 0 ? fromFrameEnd : undefined;
      }
      if (bytes === undefined) continue;
      write(listener, bytes);
      listener.lastWrite = now;
    }
    this.keep(chunk, ends, now);
  }

  /** Follows the frame in progress and keeps each complete frame that carries an id. */
  private keep(chunk: Buffer, ends: number[], now: number): void {
    let start = 0;
    for (const end of ends) {
      this.append(chunk.subarray(start, end));
      if (!this.currentTooLong) {
        const frame = this.current.length === 1 ? this.current[0]! : Buffer.concat(this.current);
        const id = frameId(frame);
        if (id !== undefined) {
          // A copy: a slice would hold the whole upstream chunk (and its pool slab) in memory.
          this.kept.push({ id, bytes: Buffer.from(frame), at: now });
          if (this.kept.length > REPLAY_MAX_FRAMES) this.trimKept();
        }
      }
      this.current = [];
      this.currentBytes = 0;
      this.currentTooLong = false;
      start = end;
    }
    if (start < chunk.length) this.append(chunk.subarray(start));
  }

  private append(part: Buffer): void {
    if (part.length === 0) return;
    this.currentBytes += part.length;
    if (this.currentTooLong) return;
    if (this.currentBytes > MAX_KEPT_FRAME_BYTES) {
      this.currentTooLong = true;
      this.current = [];
    } else {
      this.current.push(part);
    }
  }

  /** A heartbeat comment to each browser that has had nothing for a while, only between frames. */
  private beat(): void {
    const betweenFrames = this.currentBytes === 0;
    const now = Date.now();
    for (const listener of this.listeners) {
      if ((betweenFrames || listener.pending) && now - listener.lastWrite >= this.context.heartbeatMs) {
        write(listener, HEARTBEAT);
        listener.lastWrite = now;
      }
    }
  }

  private stopWaiting(waiter: Waiter): void {
    const index = this.waiting.indexOf(waiter);
    if (index >= 0) this.waiting.splice(index, 1);
    if (this.waiting.length === 0 && this.listeners.size === 0) this.scheduleClose();
  }

  private leave(listener: Listener): void {
    if (!this.listeners.delete(listener)) return;
    listener.untrack();
    endListener(listener);
    if (this.listeners.size === 0 && this.waiting.length === 0) this.scheduleClose();
  }

  /**
   * With no browser left, the upstream connection closes after a short grace (a page reload comes
   * straight back); the kept frames go with it, since the frames sent while no connection is open
   * would be missing from them.
   */
  private scheduleClose(): void {
    clearTimeout(this.closeTimer);
    this.closeTimer = setTimeout(() => {
      this.closeTimer = undefined;
      if (this.listeners.size > 0 || this.waiting.length > 0) return;
      this.kept = [];
      this.baseId = undefined;
      this.disconnect();
    }, this.context.closeGraceMs);
    this.closeTimer.unref();
  }

  /**
   * Drops the upstream connection and ends every browser's stream, as a lost upstream ended each
   * browser's own stream before: the browsers reconnect (with their last id) and are served again.
   * The kept frames stay, so that the next connection can go on from the last of them.
   */
  private disconnect(): void {
    const upstream = this.upstream;
    this.upstream = undefined;
    this.response = undefined;
    this.state = 'idle';
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    upstream?.destroy();
    // Browsers still waiting for the answer (at shutdown) are failed; the events plugin, closing,
    // answers them 503 GW_ERR_SHUTTING_DOWN rather than "unreachable".
    for (const waiter of this.waiting.splice(0)) {
      waiter.reply.raw.off('close', waiter.onClose);
      const error = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      if (!waiter.reply.raw.destroyed) this.context.fail(waiter.incoming, waiter.reply, error);
    }
    for (const listener of this.listeners) {
      listener.untrack();
      endListener(listener);
    }
    this.listeners.clear();
    this.settle();
  }

  /** With no connection and no browser, either forget the stream now or once its kept frames are too old. */
  private settle(): void {
    if (this.state !== 'idle' || this.listeners.size > 0 || this.waiting.length > 0) return;
    this.trimKept();
    if (this.kept.length === 0) return this.onIdle();
    clearTimeout(this.closeTimer);
    this.closeTimer = setTimeout(() => {
      this.closeTimer = undefined;
      if (this.state === 'idle' && this.listeners.size === 0 && this.waiting.length === 0) {
        this.kept = [];
        this.baseId = undefined;
        this.onIdle();
      }
    }, REPLAY_MAX_AGE_MS);
    this.closeTimer.unref();
  }
}

// Frame boundaries and ids of a server-sent event stream, read once per upstream chunk so that a
// stream shared by many browsers is parsed once, whatever the number of browsers.

const CR = 0x0d;
const LF = 0x0a;

/**
 * Finds where frames end in a stream that arrives in chunks split anywhere. A frame ends with a
 * blank line, and SSE lines end in LF, CR or CRLF (WHATWG HTML §9.2.6), so "\n\n", "\r\r" and
 * "\r\n\r\n" all end one; the LF of a CRLF belongs to the line end its CR began.
 */
export class FrameScanner {
  /** No byte yet on the current line; the stream starts between frames. */
  private lineEmpty = true;
  private afterCR = false;

  /** The offsets in `chunk` just past each frame end, ascending. */
  scan(chunk: Buffer): number[] {
    const ends: number[] = [];
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (byte === LF && this.afterCR) {
        this.afterCR = false;
        // "\r\n" closing a blank line: the frame ends after the LF, not between the two.
        if (ends.length > 0 && ends[ends.length - 1] === i) ends[ends.length - 1] = i + 1;
        continue;
      }
      this.afterCR = byte === CR;
      if (byte === CR || byte === LF) {
        if (this.lineEmpty) ends.push(i + 1);
        this.lineEmpty = true;
      } else {
        this.lineEmpty = false;
      }
    }
    return ends;
  }
}

const ID_FIELD = /(?:^|[\r\n])id(?::[ ]?([^\r\n]*))?(?=[\r\n]|$)/g;

/** The value of a complete frame's last `id` field, or undefined when it has none (or an empty one). */
export function frameId(frame: Buffer): string | undefined {
  // Most frames of the service's stream are small; the cheap test skips comments and id-less v2.21 frames.
  if (frame.indexOf('id') < 0) return undefined;
  let id: string | undefined;
  for (const match of frame.toString('utf8').matchAll(ID_FIELD)) id = match[1];
  return id && !id.includes('\0') ? id : undefined;
}

/**
 * How often a stream checks whether its heartbeat is due: a quarter of the silence that calls for
 * one. Checking only every heartbeatMs, a frame sent just after a check would be followed by the
 * next heartbeat almost 2 x heartbeatMs later (40 s for a 20 s heartbeat), past the idle timeout of
 * a proxy that the heartbeat is there to keep open.
 */
export function heartbeatTickMs(heartbeatMs: number): number {
  return Math.max(1, Math.floor(heartbeatMs / 4));
}

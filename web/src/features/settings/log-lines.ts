// Pure logic of the live log view: parse a frame, keep a bounded list, filter, format sizes.
import { logEventSchema, type LogEvent } from '../../contracts/logs.ts';

/** The live view keeps at most this many lines in memory (the peer UI keeps 1000 too). */
export const LOG_VIEW_MAX_LINES = 1000;

export interface LogLine extends LogEvent {
  /** Increasing number, stable across trimming; the React key. */
  id: number;
}

/** Parses one frame's data; undefined (and a console message) for a frame that does not fit. */
export function parseLogFrame(data: string): LogEvent | undefined {
  try {
    const parsed = logEventSchema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
    console.error('Dropped a log frame that does not fit the contract', parsed.error.issues);
  } catch (error) {
    console.error('Dropped a log frame that is not JSON', error);
  }
  return undefined;
}

/** `lines` with `added` appended, trimmed from the front to at most `max` lines. */
export function appendBounded<T>(lines: readonly T[], added: readonly T[], max: number = LOG_VIEW_MAX_LINES): T[] {
  const all = lines.concat(added);
  return all.length > max ? all.slice(all.length - max) : all;
}

/** True when the line's message contains `filter` (any case) or its level is exactly `filter`. */
export function matchesFilter(line: LogEvent, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  if (!wanted) return true;
  return line.level.toLowerCase() === wanted || line.message.toLowerCase().includes(wanted);
}

/** A byte count as people read it: 512 B, 19.1 KB, 3.4 MB (1 KB = 1024 B). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '?';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

function sameLine(a: LogEvent, b: LogEvent): boolean {
  return a.date === b.date && a.level === b.level && a.message === b.message;
}

/**
 * On every connect the service first replays the last 200 lines of its log (API.md §4.4), so a
 * reconnect would show lines twice. After `reconnected(lastShown)`, frames are dropped up to and
 * including the last line already shown, or until a frame is newer than it.
 */
export function createReplayFilter() {
  let anchor: LogEvent | undefined;
  return {
    /** Call when the stream opens again; `lastShown` is the newest line on screen, if any. */
    reconnected(lastShown: LogEvent | undefined): void {
      anchor = lastShown;
    },
    /** True when `event` is new and should be shown. */
    accept(event: LogEvent): boolean {
      if (!anchor) return true;
      if (sameLine(event, anchor)) {
        anchor = undefined;
        return false;
      }
      if (anchor.date && event.date && event.date > anchor.date) {
        anchor = undefined;
        return true;
      }
      return false;
    },
  };
}

/** One page of a list: its items, the page shown (clamped to 1..pageCount) and the page count (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { items: items.slice((shown - 1) * size, shown * size), page: shown, pageCount };
}

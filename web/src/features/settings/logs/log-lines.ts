// Pure logic of the live log view: keep a bounded list, filter, format sizes.
import type { LogEvent } from '../../../api/logs.ts';
import { LOG_VIEW_MAX_LINES } from '../../../lib/constants.ts';

export interface LogLine extends LogEvent {
  /** Increasing number, stable across trimming; the React key. */
  id: number;
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

/** One page of a list: its items, the page shown (clamped to 1..pageCount) and the page count (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { items: items.slice((shown - 1) * size, shown * size), page: shown, pageCount };
}

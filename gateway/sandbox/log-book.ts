// The sandbox's own log: what the real service would write to maintainerr-YYYY-MM-DD.log and
// stream on /api/logs/stream. Lines are kept in memory (the newest few
// thousand); the level from the log settings filters what gets written, as on the real service.
import type { LogLevel } from '../../wire/v2/settings.ts';
import { LOG_LEVELS } from '../../wire/v2/settings.ts';

/** The data of one /api/logs/stream frame, as the real service sends it. */
export interface LogLine {
  date: string;
  level: string;
  message: string;
}

const KEPT_LINES = 5000;
/** Lines replayed to a new /api/logs/stream client, as many as the real service replays. */
export const LOG_REPLAY_LINES = 200;

export interface LogBook {
  write(level: LogLevel, message: string): void;
  info(message: string): void;
  warn(message: string): void;
  /** The newest `count` lines, oldest first. */
  recent(count: number): LogLine[];
  /** Called for every line written. */
  onLine(listener: (line: LogLine) => void): void;
  /** The file name today's lines are shown under, e.g. maintainerr-2026-11-22.log. */
  fileName(): string;
  /** The text of the log file, in the real service's line format. */
  fileText(): string;
}

/** Creates the log; `currentLevel` is read on every write so a settings change applies at once. */
export function createLogBook(currentLevel: () => LogLevel): LogBook {
  const lines: LogLine[] = [];
  const listeners: ((line: LogLine) => void)[] = [];
  const book: LogBook = {
    write(level, message) {
      if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(currentLevel())) return;
      const line = { date: new Date().toISOString(), level: level.toUpperCase(), message };
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
      for (const listener of listeners) listener(line);
    },
    info: (message) => book.write('info', message),
    warn: (message) => book.write('warn', message),
    recent: (count) => lines.slice(-count),
    onLine: (listener) => void listeners.push(listener),
    fileName: () => `maintainerr-${localDate(new Date())}.log`,
    fileText: () => lines.map(formatFileLine).join(''),
  };
  return book;
}

/** `[maintainerr] | 22/11/2026 01:02:03  [INFO] message`, the real file's layout (DD/MM/YYYY, server time). */
function formatFileLine(line: LogLine): string {
  const date = new Date(line.date);
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `[maintainerr] | ${stamp}  [${line.level}] ${line.message}\n`;
}

/** YYYY-MM-DD in server time, as the rotating log file is named. */
function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

// On every connect the log stream first replays the latest LOG_REPLAY_LINES lines of the log
// (the service does so on each new stream), so after a reconnect the view would show lines twice. The replay's first lines
// are the end of what is already on screen, in order: the filter follows every run of shown lines
// that the replayed frames could be continuing, and drops the frames of the longest run that
// reaches the last shown line. Matching a run rather than one "last line" copes with lines that
// repeat (the same message twice, or lines with no date) and with a last line the replay does not
// hold (the log rotated, or more than LOG_REPLAY_LINES lines were written while disconnected):
// as soon as no run continues, the frames not proven repeats are shown. A run is at most
// LOG_REPLAY_LINES long, so the filter never holds more frames than the replay window.
import type { LogEvent } from '../../../api/settings-forms.ts';
import { LOG_REPLAY_LINES } from '../../../lib/constants.ts';

function sameLine(a: LogEvent, b: LogEvent): boolean {
  return a.date === b.date && a.level === b.level && a.message === b.message;
}

export interface ReplayFilter {
  /** Call when the stream opens again, with the lines shown so far (oldest first; only the last replayLines count). */
  reconnected(shown: readonly LogEvent[]): void;
  /**
   * The lines to show now for a received frame: none while it may repeat a shown line, several
   * when frames held back turn out to be new (they are released, in order, with this one).
   */
  receive(event: LogEvent): LogEvent[];
}

/** A replay filter for a stream that replays `replayLines` lines on connect (default LOG_REPLAY_LINES). */
export function createReplayFilter(replayLines: number = LOG_REPLAY_LINES): ReplayFilter {
  let tail: readonly LogEvent[] = [];
  // Where in `tail` each still possible run began; frame i of the replay is tail[start + i].
  let starts: number[] = [];
  let held: LogEvent[] = [];
  // How many of `held` a completed run has proven to be repeats.
  let repeats = 0;
  let filtering = false;

  return {
    reconnected(shown) {
      tail = shown.slice(-replayLines);
      starts = tail.map((_, index) => index);
      held = [];
      repeats = 0;
      filtering = tail.length > 0;
    },
    receive(event) {
      if (!filtering) return [event];
      const index = held.length;
      starts = starts.filter((start) => start + index < tail.length && sameLine(tail[start + index]!, event));
      if (starts.length === 0) {
        filtering = false;
        const fresh = [...held.slice(repeats), event];
        held = [];
        return fresh;
      }
      held.push(event);
      // The run that began latest is the one that reaches the last shown line first.
      const last = tail.length - 1;
      if (Math.max(...starts) + index === last) repeats = held.length;
      // Once the longest possible run is complete, every held frame was a repeat.
      if (Math.min(...starts) + index === last) {
        filtering = false;
        held = [];
      }
      return [];
    },
  };
}

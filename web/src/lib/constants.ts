// The app's timing and size numbers, each with its unit in the name (test/web/spec-constants.test.ts
// pins their values).

/** The search box reports its text this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** A progress panel hides this long after its handler's finished event. */
export const FINISHED_PANEL_HIDE_MS = 5000;
/** After a failure the event stream reconnects after a random delay up to this. */
export const EVENT_RETRY_MAX_MS = 3000;
/** Toasts close by themselves after this. */
export const TOAST_AUTO_CLOSE_MS = 4500;
/** The version shown before /app/status has loaded. */
export const DEFAULT_VERSION = '0.0.1';
/** Failed data fetches are retried up to this many times. */
export const DATA_RETRY_COUNT = 3;
/** The exponential retry backoff never waits longer than this. */
export const DATA_RETRY_MAX_DELAY_MS = 30_000;
/** Cached data with no screen using it is dropped after this. */
export const DATA_CACHE_TIME_MS = 5 * 60_000;
/** The live log view keeps at most this many lines in memory (the service's own UI keeps 1000 too). */
export const LOG_VIEW_MAX_LINES = 1000;
/** On every connect the service's log stream first replays this many of the latest log lines. */
export const LOG_REPLAY_LINES = 200;
/** While the service is unreachable the shell asks again this often, so the banner goes away by itself. */
export const UNREACHABLE_PROBE_MS = 5000;
/**
 * A call still waiting this long, with nothing answered since it was sent, has the shell probe the
 * service (api/status.ts probeService). A frozen service would otherwise say nothing until the
 * gateway's timeout (60 s).
 */
export const SLOW_ANSWER_MS = 10_000;
/** With no answer to that probe either within this, the "not answering" notice shows. */
export const SLOW_PROBE_MS = 3000;
/**
 * How long the app waits for /app/status to name the service's generation before it also asks the
 * path only v3.x has: a release image asks GitHub for its latest release before it answers the
 * status (~38 s without internet), and every screen's reads wait on the generation.
 */
export const STATUS_PATIENCE_MS = 1500;
/** How often the data cache looks for unused entries to drop (DATA_CACHE_TIME_MS). */
export const DATA_CACHE_SWEEP_MS = 30_000;
/**
 * How long the first page's screen may take to load before a spinner shows in its place: a local
 * load is over by then, and a spinner shown for a frame or two reads as a flicker.
 */
export const SCREEN_LOADING_DELAY_MS = 300;
/** While an overlay run is on (or one just started has not shown in the status yet), the status is read this often. */
export const OVERLAY_STATUS_POLL_MS = 2000;
/** How long after Run now the status is read for the run's end, at most: a run the service never starts stops the reading. */
export const OVERLAY_RUN_WATCH_MS = 60_000;

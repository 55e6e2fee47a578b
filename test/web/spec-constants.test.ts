// The app's timing and size numbers (web/src/lib/constants.ts, and the log settings' bounds the wire
// schema owns) pinned to their literal values, so a change to them cannot pass unnoticed by tests
// that only compare against the constants.
import t from 'tap';
import * as constants from '../../web/src/lib/constants.ts';
import { LOG_MAX_FILES_MIN, LOG_MAX_SIZE_MIN } from '../../wire/v2/settings.ts';
import { retryDelayMs } from '../../web/src/lib/swr.ts';

t.test('each timing and size constant has its value', async (t) => {
  t.equal(constants.SEARCH_DEBOUNCE_MS, 1000, 'search debounce 1000 ms');
  t.equal(constants.FINISHED_PANEL_HIDE_MS, 5000, 'finished panel hides after 5000 ms');
  t.equal(constants.EVENT_RETRY_MAX_MS, 3000, 'event stream retry delay up to 3000 ms');
  t.equal(constants.TOAST_AUTO_CLOSE_MS, 4500, 'toasts close after 4500 ms');
  t.equal(constants.DEFAULT_VERSION, '0.0.1', 'version before loading');
  t.equal(LOG_MAX_FILES_MIN, 1, 'log max_files minimum');
  t.equal(LOG_MAX_SIZE_MIN, 0, 'log max_size minimum');
  t.equal(constants.DATA_RETRY_COUNT, 3, 'data fetches retried up to 3 times');
  t.equal(constants.DATA_RETRY_MAX_DELAY_MS, 30_000, 'backoff capped at 30 s');
  t.equal(constants.DATA_CACHE_TIME_MS, 300_000, 'cached data kept 5 minutes');
});

t.test('the retry backoff doubles from 1 s and stops at 30 s', async (t) => {
  t.same([1, 2, 3, 4, 5, 6].map(retryDelayMs), [1000, 2000, 4000, 8000, 16000, 30000]);
  t.equal(retryDelayMs(7), 30000);
});

t.test('numbers of the contract the app relies on', async (t) => {
  t.equal(constants.LOG_REPLAY_LINES, 200, 'the log stream replays 200 lines');
});

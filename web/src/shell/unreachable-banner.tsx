// Says so when the service cannot be reached (a 502/503/504 from the gateway, or no answer), and
// names what failed. While it shows it asks the service again every few seconds, so it goes away
// by itself once the service answers; then every screen's data is refreshed, paged lists included
// (a collection's media, exclusions and logs, which SWR's own mutate(filter) passes over). Screens
// keep showing their last good data meanwhile (SWR keeps `data` on error). The notice sits at the
// top of the page; the top bar, which stays on screen, carries a short mark while it shows.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { SLOW_PROBE_MS, UNREACHABLE_PROBE_MS } from '../lib/constants.ts';
import { revalidateWhere } from '../lib/swr.ts';
import { reachability, type ReachabilityState, type Unreachable } from '../lib/reachability.ts';
import { probeService } from '../api/status.ts';
import { focusPageHeadingIfLost } from '../lib/page-heading-focus.ts';

/** The failed path as a person reads it ("Rule Handler", not "Rule%20Handler"). */
function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const NOTICE_ID = 'unreachable-notice';

const useUnreachable = () => useSyncExternalStore(reachability.subscribe, reachability.getState);

/** Whether a failure is told: a call only suspected of waiting on a frozen service is not, until the probe's wait confirms it. */
const isTold = (failure: ReachabilityState): failure is Unreachable => failure !== null && (!failure.waiting || failure.confirmed === true);

/**
 * The top bar's mark while the service cannot be reached: read far down a list, the notice at the
 * top of the page is out of sight, and the data on screen may be old. Pressed, it shows the notice.
 */
export function UnreachableMark() {
  const failure = useUnreachable();
  if (!isTold(failure)) return null;
  const text = failure.waiting ? 'Not answering' : 'Unreachable';
  const showNotice = () => {
    window.scrollTo({ top: 0 });
    document.getElementById(NOTICE_ID)?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="unreachable-mark" aria-label={`${text}: show the notice`} onClick={showNotice}>
      {text}
    </button>
  );
}

export function UnreachableBanner() {
  const failure = useUnreachable();
  const { mutate, cache } = useSWRConfig();
  const refusedBefore = useRef(false);
  /** Whether the notice has the focus: removed, it gets no blur event to say it lost it. */
  const noticeFocused = useRef(false);
  const isDown = failure !== null;
  const suspected = isDown && !isTold(failure);

  // While down, the service is asked again and again (probeService), one request at a time: a frozen
  // service holds each one up to the gateway's timeout. On suspicion of a wait the first goes at once:
  // a service that is up answers it, and the slow call alone was slow.
  useEffect(() => {
    if (!isDown) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const probe = () =>
      void probeService().then(() => {
        if (!stopped) timer = setTimeout(probe, UNREACHABLE_PROBE_MS);
      });
    // Read from the store, not the render: the loop must not start again when a wait is confirmed.
    timer = setTimeout(probe, reachability.getState()?.waiting ? 0 : UNREACHABLE_PROBE_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [isDown]);

  useEffect(() => {
    if (!suspected) return undefined;
    const confirm = setTimeout(reachability.confirmWaiting, SLOW_PROBE_MS);
    return () => clearTimeout(confirm);
  }, [suspected]);

  // After refused calls, screens hold failed reads: all are read again once the service answers.
  // After a wait alone nothing failed, and nothing is read again.
  useEffect(() => {
    if (failure && !failure.waiting) refusedBefore.current = true;
    else if (!failure && refusedBefore.current) {
      refusedBefore.current = false;
      void revalidateWhere(cache, mutate, () => true);
    }
    // The notice, focused from the top bar's mark, is gone with the focus: it goes to the page's
    // heading (without scrolling) rather than to the document, where the next Tab would start from the top.
    if (!failure && noticeFocused.current) {
      noticeFocused.current = false;
      focusPageHeadingIfLost();
    }
  }, [failure, mutate, cache]);

  if (!isTold(failure)) return null;
  return (
    <div className="unreachable-banner" role="alert" id={NOTICE_ID} tabIndex={-1} onFocus={() => (noticeFocused.current = true)} onBlur={() => (noticeFocused.current = false)}>
      <strong>Maintainerr {failure.waiting ? 'is not answering' : 'cannot be reached'}.</strong> {failure.message}.{' '}
      <span className="unreachable-banner__detail">
        {failure.waiting ? 'Waiting' : 'Failed'}: {failure.method} /api{readablePath(failure.path)}
        {failure.status ? ` (${failure.status})` : ''}. Pages keep the data they already loaded; this notice goes
        away by itself once the service answers again.
      </span>
    </div>
  );
}

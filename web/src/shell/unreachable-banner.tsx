// Says so when the service cannot be reached (a 502/503/504 from the gateway, or no answer), and
// names what failed. While it shows it asks /app/status again every few seconds, so it goes away
// by itself once the service answers; then every screen's data is refreshed, paged lists included
// (a collection's media, exclusions and logs, which SWR's own mutate(filter) passes over). Screens
// keep showing their last good data meanwhile (SWR keeps `data` on error). The notice sits at the
// top of the page; the top bar, which stays on screen, carries a short mark while it shows.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { UNREACHABLE_PROBE_MS } from '../lib/constants.ts';
import { revalidateWhere } from '../lib/swr.ts';
import { reachability } from '../lib/reachability.ts';
import { probeService } from '../api/status.ts';

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

/**
 * The top bar's mark while the service cannot be reached: read far down a list, the notice at the
 * top of the page is out of sight, and the data on screen may be old. Pressed, it shows the notice.
 */
export function UnreachableMark() {
  if (!useUnreachable()) return null;
  const showNotice = () => {
    window.scrollTo({ top: 0 });
    document.getElementById(NOTICE_ID)?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="unreachable-mark" onClick={showNotice}>
      Unreachable
    </button>
  );
}

export function UnreachableBanner() {
  const failure = useUnreachable();
  const { mutate, cache } = useSWRConfig();
  const wasDown = useRef(false);
  const isDown = failure !== null;

  useEffect(() => {
    if (isDown) {
      wasDown.current = true;
      const probe = setInterval(probeService, UNREACHABLE_PROBE_MS);
      return () => clearInterval(probe);
    }
    if (wasDown.current) {
      wasDown.current = false;
      void revalidateWhere(cache, mutate, () => true);
    }
    return undefined;
  }, [isDown, mutate, cache]);

  if (!failure) return null;
  return (
    <div className="unreachable-banner" role="alert" id={NOTICE_ID} tabIndex={-1}>
      <strong>Maintainerr {failure.waiting ? 'is not answering' : 'cannot be reached'}.</strong> {failure.message}.{' '}
      <span className="unreachable-banner__detail">
        {failure.waiting ? 'Waiting' : 'Failed'}: {failure.method} /api{readablePath(failure.path)}
        {failure.status ? ` (${failure.status})` : ''}. Pages keep the data they already loaded; this notice goes
        away by itself once the service answers again.
      </span>
    </div>
  );
}

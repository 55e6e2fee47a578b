// The item whose detail view is open lives in the URL (?item=<ratingKey>), so the browser's Back
// button closes it and a reload keeps it open (the service's own UI has no such URL,
// so a reload there loses it).
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export const ITEM_PARAM = 'item';

interface OpenedHereState {
  openedFromGrid?: boolean;
}

/** The open item's ratingKey (or undefined), an opener that adds a history entry, and a closer. */
export function useOpenItem(): { openKey: string | undefined; open(key: string): void; close(): void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openKey = params.get(ITEM_PARAM) || undefined;
  const openedHere = (location.state as OpenedHereState | null)?.openedFromGrid === true;

  const open = useCallback(
    (key: string) => {
      const next = new URLSearchParams(params);
      next.set(ITEM_PARAM, key);
      setParams(next, { state: { openedFromGrid: true } satisfies OpenedHereState });
    },
    [params, setParams],
  );

  const close = useCallback(() => {
    // Opened from the grid: going back both closes it and keeps Back from reopening it.
    if (openedHere) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(ITEM_PARAM);
    setParams(next, { replace: true });
  }, [openedHere, navigate, params, setParams]);

  return { openKey, open, close };
}

// The item whose detail view is open lives in the URL (?item=<ratingKey>), so the browser's Back
// button closes it and a reload keeps it open (the service's own UI has no such URL,
// so a reload there loses it).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryParams } from '../../hooks/use-query-params.ts';

export const ITEM_PARAM = 'item';

interface OpenedHereState {
  openedFromGrid?: boolean;
}

/** The open item's ratingKey (or undefined), an opener that adds a history entry, and a closer. */
export function useOpenItem(): { openKey: string | undefined; open(key: string): void; close(): void } {
  const [params, changeParams] = useQueryParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openKey = params.get(ITEM_PARAM) || undefined;
  const openedHere = (location.state as OpenedHereState | null)?.openedFromGrid === true;

  const open = useCallback(
    (key: string) => {
      changeParams((next) => next.set(ITEM_PARAM, key), { state: { openedFromGrid: true } satisfies OpenedHereState });
    },
    [changeParams],
  );

  const close = useCallback(() => {
    // Opened from the grid: going back both closes it and keeps Back from reopening it.
    if (openedHere) {
      navigate(-1);
      return;
    }
    changeParams((next) => next.delete(ITEM_PARAM), { replace: true });
  }, [openedHere, navigate, changeParams]);

  return { openKey, open, close };
}

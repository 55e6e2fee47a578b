// The items of the Overview picked to act on at once, and the collection the bar adds them to. Kept
// by the screen, not the grid: a search or another order shows other cards for a while, and both
// stay; another library resets both, Select off empties the picks. While an action on them runs,
// the picks stay as they are (a card pressed meanwhile changes nothing), so the action's end
// unpicks exactly what it did.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaItem } from '../../api/media.ts';
import { useRangeSelection, type RangeSelection, type RowsAt } from '../../hooks/use-range-selection.ts';

export interface ItemSelection extends RangeSelection<string, MediaItem> {
  /** What an action on the picked items is doing ("Adding 3 of 10…"); undefined while none runs. */
  progress: string | undefined;
  setProgress(progress: string | undefined): void;
  /** The collection the bar adds to, as the user chose it ('': the first offered); kept until another library is shown. */
  targetCollection: string;
  setTargetCollection(id: string): void;
}

const idOf = (item: MediaItem) => item.id;

/** The picks of the library `libraryId`; emptied when another library is shown. */
export function useItemSelection(libraryId: string | undefined): ItemSelection {
  const range = useRangeSelection(idOf);
  const [progress, setProgressState] = useState<string>();
  const [targetCollection, setTargetCollection] = useState('');
  // Whether an action runs, as progress says, read by toggle through a ref: toggle must stay the
  // same function for the memoised cards while progress changes.
  const running = useRef(false);
  const setProgress = useCallback((next: string | undefined) => {
    running.current = next !== undefined;
    setProgressState(next);
  }, []);
  const { toggle: toggleAny, clear } = range;
  const toggle = useCallback(
    (rows: RowsAt<MediaItem>, position: number, on: boolean | 'flip', extend: boolean) => {
      return running.current ? 0 : toggleAny(rows, position, on, extend);
    },
    [toggleAny],
  );
  useEffect(() => {
    clear();
    setTargetCollection('');
  }, [libraryId, clear]);
  return { ...range, toggle, progress, setProgress, targetCollection, setTargetCollection };
}

// The items of the Overview's grid picked to act on at once. The grid is virtualised, so a choice is
// kept by item id with the item itself (its card may have scrolled away), and a range is taken by
// grid position among the items loaded.
import { useCallback, useRef, useState } from 'react';
import type { MediaItem } from '../../api/media.ts';

export interface ItemSelection {
  /** The chosen items by id, in the order they were chosen. */
  chosen: ReadonlyMap<string, MediaItem>;
  /**
   * Turns the item at grid position `index` on or off; with `extend` (a shift-click), every loaded
   * item from the last one turned to this one follows it.
   */
  toggle(index: number, extend: boolean): void;
  /** Keeps only these items picked (those an action could not do, for another try); none empties it. */
  keepOnly(ids: ReadonlySet<string>): void;
  clear(): void;
}

/** Positions from `from` to `to`, either way round; just `to` without a `from`. */
export function positionsBetween(from: number | undefined, to: number): number[] {
  if (from === undefined) return [to];
  const [start, end] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
}

export function useItemSelection(itemAt: (index: number) => MediaItem | undefined): ItemSelection {
  const [chosen, setChosen] = useState<ReadonlyMap<string, MediaItem>>(new Map());
  const anchor = useRef<number>();
  // Stable, so the memoised cards keep their props while the selection changes elsewhere.
  const toggle = useCallback(
    (index: number, extend: boolean) => {
      const item = itemAt(index);
      if (!item) return;
      const from = extend ? anchor.current : undefined;
      anchor.current = index;
      setChosen((current) => {
        const on = !current.has(item.id);
        const next = new Map(current);
        for (const position of positionsBetween(from, index)) {
          const each = itemAt(position);
          if (!each) continue;
          if (on) next.set(each.id, each);
          else next.delete(each.id);
        }
        return next;
      });
    },
    [itemAt],
  );
  const keepOnly = useCallback((ids: ReadonlySet<string>) => {
    anchor.current = undefined;
    setChosen((current) => new Map([...current].filter(([id]) => ids.has(id))));
  }, []);
  const clear = useCallback(() => keepOnly(new Set()), [keepOnly]);
  return { chosen, toggle, keepOnly, clear };
}

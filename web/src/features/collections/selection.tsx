// Picking rows of a collection's list to act on many at once: which are chosen, a checkbox per row
// (a shift-click, or Shift+Space, sets every row from the last one clicked to this one) and one that
// chooses every row shown. Rows are known by their numeric id.
import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useRangeSelection } from '../../hooks/use-range-selection.ts';

export interface Selection {
  selected: ReadonlySet<number>;
  /** Sets one row; with `extend`, every shown row from the last one set to this one. */
  toggle(id: number, on: boolean, extend?: boolean): void;
  setAll(ids: number[]): void;
  clear(): void;
  /** The ids shown, in their order, for ranges (SelectAllShown keeps it current). */
  setShown(ids: number[]): void;
}

const byItself = (id: number) => id;

export function useSelection(): Selection {
  const { chosen, toggle, setAll, clear } = useRangeSelection<number, number>(byItself);
  const shown = useRef<number[]>([]);
  // One function over the ids shown now, so a range runs in the list as it is.
  const shownAt = useCallback((position: number) => shown.current[position], []);
  const selected = useMemo(() => new Set(chosen.keys()), [chosen]);
  return {
    selected,
    toggle: (id, on, extend = false) => {
      toggle(shownAt, shown.current.indexOf(id), on, extend);
    },
    setAll,
    clear,
    setShown: (ids) => {
      shown.current = ids;
    },
  };
}

/** The class of a tab's bar of actions on selected rows: it sticks in view while any row is selected. */
export function bulkBarClassName(selectedCount: number): string {
  return selectedCount > 0 ? 'collection-bulk collection-bulk--picked' : 'collection-bulk';
}

/** The "Select all shown" checkbox: on when every row shown is chosen. */
export function SelectAllShown({ ids, selection }: { ids: number[]; selection: Selection }) {
  useEffect(() => selection.setShown(ids));
  const all = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return (
    <label className="collection-bulk__all">
      <input type="checkbox" checked={all} onChange={(event) => selection.setAll(event.target.checked ? ids : [])} />
      Select all shown
    </label>
  );
}

/** A row's checkbox, named after the row so a screen reader says which. */
export function SelectRow({ id, title, selection }: { id: number; title: string; selection: Selection }) {
  return (
    <label className="collection-item__select">
      <input
        type="checkbox"
        checked={selection.selected.has(id)}
        // The click (not the change) carries the Shift key, by mouse and by Space alike.
        onClick={(event: MouseEvent<HTMLInputElement>) => selection.toggle(id, event.currentTarget.checked, event.shiftKey)}
        onChange={() => undefined}
      />
      <span className="visually-hidden">Select {title}</span>
    </label>
  );
}

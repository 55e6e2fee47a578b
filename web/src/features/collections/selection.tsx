// Picking rows of a collection's list to act on many at once: which are chosen, a checkbox per row
// (a shift-click, or Shift+Space, sets every row from the last one clicked to this one) and one that
// chooses every row shown. Rows are known by their numeric id.
import { useEffect, useRef, useState, type MouseEvent } from 'react';

export interface Selection {
  selected: ReadonlySet<number>;
  /** Sets one row; with `extend`, every shown row from the last one set to this one. */
  toggle(id: number, on: boolean, extend?: boolean): void;
  setAll(ids: number[]): void;
  clear(): void;
  /** The ids shown, in their order, for ranges (SelectAllShown keeps it current). */
  setShown(ids: number[]): void;
}

/** The ids from `from` to `to` (either order) in `shown`; just `to` when either is not shown. */
export function idsBetween(shown: readonly number[], from: number | undefined, to: number): number[] {
  const start = from === undefined ? -1 : shown.indexOf(from);
  const end = shown.indexOf(to);
  if (start < 0 || end < 0) return [to];
  return shown.slice(Math.min(start, end), Math.max(start, end) + 1);
}

export function useSelection(): Selection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const anchor = useRef<number>();
  const shown = useRef<number[]>([]);
  return {
    selected,
    toggle: (id, on, extend = false) => {
      const ids = extend ? idsBetween(shown.current, anchor.current, id) : [id];
      anchor.current = id;
      setSelected((current) => {
        const next = new Set(current);
        for (const each of ids) {
          if (on) next.add(each);
          else next.delete(each);
        }
        return next;
      });
    },
    setAll: (ids) => setSelected(new Set(ids)),
    clear: () => setSelected(new Set()),
    setShown: (ids) => {
      shown.current = ids;
    },
  };
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

// Picking rows of a collection's list to act on many at once: which are chosen, a checkbox per row
// and one that chooses every row shown. Rows are known by their numeric id.
import { useState } from 'react';

export interface Selection {
  selected: ReadonlySet<number>;
  toggle(id: number, on: boolean): void;
  setAll(ids: number[]): void;
  clear(): void;
}

export function useSelection(): Selection {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return {
    selected,
    toggle: (id, on) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (ids) => setSelected(new Set(ids)),
    clear: () => setSelected(new Set()),
  };
}

/** The "Select all shown" checkbox: on when every row shown is chosen. */
export function SelectAllShown({ ids, selection }: { ids: number[]; selection: Selection }) {
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
      <input type="checkbox" checked={selection.selected.has(id)} onChange={(event) => selection.toggle(id, event.target.checked)} />
      <span className="visually-hidden">Select {title}</span>
    </label>
  );
}

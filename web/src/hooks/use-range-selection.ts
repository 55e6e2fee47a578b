// Picking many rows of a list to act on at once, for any list: which are chosen (by key, each with
// its row, since a virtualised list may no longer draw it), set one at a time or, with `extend` (a
// shift-click), every row from the last one set to this one. A range runs by position in the list
// the rows were set in, and only while that list still has the last row set where it was.
import { useCallback, useRef, useState } from 'react';

/** A list's rows by position; undefined where it has none (yet): a virtualised list loads pages as it scrolls. */
export type RowsAt<Row> = (position: number) => Row | undefined;

export interface RangeSelection<Key, Row> {
  chosen: ReadonlyMap<Key, Row>;
  /**
   * Sets the row at `position` of `rows` on or off ('flip': the opposite of what it is); with
   * `extend`, every row of `rows` from the last one set to this one follows it. Returns how many
   * positions of that range had no row (not loaded yet), which were passed over.
   */
  toggle(rows: RowsAt<Row>, position: number, on: boolean | 'flip', extend: boolean): number;
  /** Chooses exactly these rows. */
  setAll(rows: readonly Row[]): void;
  /** Unsets these rows (those an action is done with), keeping the rest. */
  drop(keys: Iterable<Key>): void;
  clear(): void;
}

/** Positions from `from` to `to`, either way round; just `to` without a `from`. */
export function positionsBetween(from: number | undefined, to: number): number[] {
  if (from === undefined) return [to];
  const [start, end] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
}

/** The last row set: where, in which list, and which it was. */
export interface RangeAnchor<Key, Row> {
  rows: RowsAt<Row>;
  position: number;
  key: Key;
}

/**
 * Where a range starts: the last row set, when `extend` asks for a range and that list still has
 * that row where it was; undefined otherwise (the row alone).
 */
export function rangeStart<Key, Row>(anchor: RangeAnchor<Key, Row> | undefined, rows: RowsAt<Row>, extend: boolean, keyOf: (row: Row) => Key): number | undefined {
  if (!extend || anchor === undefined || anchor.rows !== rows) return undefined;
  const then = rows(anchor.position);
  return then !== undefined && keyOf(then) === anchor.key ? anchor.position : undefined;
}

/**
 * The choice after setting the rows at positions `from`..`to` of `rows` on or off ('flip': the
 * opposite of what the row at `to` is); positions with no row are passed over.
 */
export function toggled<Key, Row>(current: ReadonlyMap<Key, Row>, rows: RowsAt<Row>, from: number | undefined, to: number, on: boolean | 'flip', keyOf: (row: Row) => Key): ReadonlyMap<Key, Row> {
  const clicked = rows(to);
  if (clicked === undefined) return current;
  const setOn = on === 'flip' ? !current.has(keyOf(clicked)) : on;
  const next = new Map(current);
  for (const row of positionsBetween(from, to).map(rows)) {
    if (row === undefined) continue;
    if (setOn) next.set(keyOf(row), row);
    else next.delete(keyOf(row));
  }
  return next;
}

/** `keyOf` must be the same function on every render (a module's), so the callbacks stay the same. */
export function useRangeSelection<Key, Row>(keyOf: (row: Row) => Key): RangeSelection<Key, Row> {
  const [chosen, setChosen] = useState<ReadonlyMap<Key, Row>>(new Map());
  const anchor = useRef<RangeAnchor<Key, Row>>();
  // The same functions on every render, so rows memoised on them keep their props.
  const toggle = useCallback(
    (rows: RowsAt<Row>, position: number, on: boolean | 'flip', extend: boolean) => {
      const row = rows(position);
      if (row === undefined) return 0;
      const from = rangeStart(anchor.current, rows, extend, keyOf);
      anchor.current = { rows, position, key: keyOf(row) };
      setChosen((current) => toggled(current, rows, from, position, on, keyOf));
      return positionsBetween(from, position).filter((each) => rows(each) === undefined).length;
    },
    [keyOf],
  );
  const setAll = useCallback((rows: readonly Row[]) => setChosen(new Map(rows.map((row) => [keyOf(row), row]))), [keyOf]);
  const drop = useCallback((keys: Iterable<Key>) => {
    const done = new Set(keys);
    setChosen((current) => new Map([...current].filter(([key]) => !done.has(key))));
  }, []);
  const clear = useCallback(() => {
    anchor.current = undefined;
    setChosen(new Map());
  }, []);
  return { chosen, toggle, setAll, drop, clear };
}

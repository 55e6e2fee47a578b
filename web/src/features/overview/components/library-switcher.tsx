// The library picker (the service's movie and show libraries) and the order the library is shown in.
import { useId } from 'react';
import type { Library } from '../../../api/media.ts';
import type { LibrarySort } from '../../../api/media-wire.ts';

export interface LibrarySwitcherProps {
  libraries: readonly Library[];
  chosenKey: string;
  onChoose: (key: string) => void;
}

export function LibrarySwitcher({ libraries, chosenKey, onChoose }: LibrarySwitcherProps) {
  const selectId = useId();
  return (
    <div className="library-switcher">
      <label htmlFor={selectId}>Library</label>
      <select id={selectId} value={chosenKey} onChange={(event) => onChoose(event.target.value)}>
        {libraries.map((library) => (
          <option key={library.id} value={library.id}>
            {library.title}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface LibrarySortPickerProps {
  /** The orders the service offers besides its own (by title). */
  sorts: readonly LibrarySort[];
  /** The chosen key; undefined for the service's own order. */
  chosen: string | undefined;
  onChoose: (key: string | undefined) => void;
}

export function LibrarySortPicker({ sorts, chosen, onChoose }: LibrarySortPickerProps) {
  const selectId = useId();
  return (
    <div className="library-switcher">
      <label htmlFor={selectId}>Sort</label>
      <select id={selectId} value={chosen ?? ''} onChange={(event) => onChoose(event.target.value || undefined)}>
        <option value="">Title, A to Z</option>
        {sorts.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}

// The Overview's header pickers: the library (the service's movie and show libraries) and the
// order it is shown in.
import { useId } from 'react';
import type { Library } from '../../../api/media.ts';
import type { LibrarySort } from '../../../api/media-wire.ts';

interface HeaderSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select of the Overview's header. */
function HeaderSelect({ label, value, options, onChange }: HeaderSelectProps) {
  const selectId = useId();
  return (
    <div className="library-switcher">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface LibrarySwitcherProps {
  libraries: readonly Library[];
  chosenKey: string;
  onChoose: (key: string) => void;
}

export function LibrarySwitcher({ libraries, chosenKey, onChoose }: LibrarySwitcherProps) {
  const options = libraries.map((library) => ({ value: library.id, label: library.title }));
  return <HeaderSelect label="Library" value={chosenKey} options={options} onChange={onChoose} />;
}

export interface LibrarySortPickerProps {
  /** The orders the service offers besides its own (by title). */
  sorts: readonly LibrarySort[];
  /** The chosen key; undefined for the service's own order. */
  chosen: string | undefined;
  onChoose: (key: string | undefined) => void;
}

export function LibrarySortPicker({ sorts, chosen, onChoose }: LibrarySortPickerProps) {
  const options = [{ value: '', label: 'Title, A to Z' }, ...sorts.map((sort) => ({ value: sort.key, label: sort.label }))];
  return <HeaderSelect label="Sort" value={chosen ?? ''} options={options} onChange={(value) => onChoose(value || undefined)} />;
}

// The library picker: the service's movie and show libraries.
import { useId } from 'react';
import type { Library } from '../../../api/media.ts';

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

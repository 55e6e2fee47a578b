// "Library: All libraries / <one>" above a list, kept in the URL (?library=<id>) so a reload or a
// shared link shows the same narrowed list. Hidden when there is only one library to choose.
import { useId } from 'react';
import { useLibraries } from '../api/media.ts';
import { useQueryParams } from '../hooks/use-query-params.ts';
import { useSettledWithin } from '../hooks/use-settled-within.ts';
import './library-filter.css';

/** The library chosen in the URL ("" = all) and a setter that keeps the rest of the query. */
export function useLibraryFilter(): [string, (id: string) => void] {
  const [params, changeParams] = useQueryParams();
  const choose = (id: string) =>
    changeParams((next) => {
      if (id) next.set('library', id);
      else next.delete('library');
    }, { replace: true });
  return [params.get('library') ?? '', choose];
}

/**
 * True once the libraries are in (or failed), or after a short wait (a slow media server must not
 * hold the list for long). A list shows when this is true, so the filter, which only shows once the
 * libraries are known, does not appear above cards already shown and push them from under the
 * user's pointer. Calling it also asks for the libraries alongside the list's own data.
 */
export function useLibrariesSettled(): boolean {
  const { isLoading } = useLibraries();
  return useSettledWithin(!isLoading);
}

export function LibraryFilter() {
  const { libraries } = useLibraries();
  const [library, chooseLibrary] = useLibraryFilter();
  const selectId = useId();
  if (libraries.length < 2) return null;
  return (
    <div className="library-filter">
      <label htmlFor={selectId}>Library</label>
      <select id={selectId} className="form-control" value={library} onChange={(event) => chooseLibrary(event.target.value)}>
        <option value="">All libraries</option>
        {libraries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.title}
          </option>
        ))}
      </select>
    </div>
  );
}

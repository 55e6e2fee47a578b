// The search box: placeholder 'Search'; keeps what is typed lower-cased; reports it to
// the shared search text 1000 ms after the last keystroke; a non-blank term takes the user to
// /overview (asking first, as the menu does, when a form has unsaved edits); it empties itself when
// the shared text is emptied or cleared. While a search waits to be reported a small spinner shows in the box.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { mayLeave } from '../lib/leave-guard.ts';
import { paths } from '../lib/paths.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useSearch } from '../hooks/use-search.tsx';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants.ts';
import { Icon } from './icon.tsx';
import { normalizeSearchInput, searchReport } from './search.ts';

export function SearchBox() {
  const { text, setText, clearCount } = useSearch();
  const [value, setValue] = useState(text);
  const [debounced, settleDebounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const lastReported = useRef(text);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useRef({ pathname, navigate, setText, settleDebounced });
  current.current = { pathname, navigate, setText, settleDebounced };

  useEffect(() => {
    const report = searchReport(debounced, lastReported.current);
    if (!report) return;
    const { pathname, navigate, setText, settleDebounced } = current.current;
    const leaving = report.goToOverview && pathname !== paths.overview;
    if (leaving && !mayLeave()) {
      // Staying keeps the form; the search is dropped (the box empties), and the same term typed
      // again asks again.
      setValue('');
      settleDebounced('');
      return;
    }
    lastReported.current = report.text;
    setText(report.text);
    if (leaving) navigate(paths.overview);
  }, [debounced]);

  useEffect(() => {
    if (text !== '') return;
    // The box and its debounced copy empty together, so the same term typed again within
    // SEARCH_DEBOUNCE_MS is a change and gets reported.
    lastReported.current = '';
    setValue('');
    settleDebounced('');
  }, [text, clearCount, settleDebounced]);

  return (
    <div className="search-box">
      <Icon name="search" size={18} />
      <input
        type="search"
        className="search-box__input"
        placeholder="Search"
        aria-label="Search"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(normalizeSearchInput(event.target.value))}
      />
      {/* The search waits SEARCH_DEBOUNCE_MS after the last key: a sign that it is coming (seen, not read out). */}
      {value.trim() !== text && <span className="spinner spinner--sm search-box__waiting" aria-hidden="true" />}
    </div>
  );
}

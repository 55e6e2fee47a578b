// The page's query parameters, and a change that edits them in place. Each change starts from the
// URL as it is now (window.location), not as the last render saw it: react-router hands
// setSearchParams' updater the parameters of the last render, and its navigations are transitions,
// so two changes made before the page renders again (a log type, then an order) kept only the second.
// A change asked for while the user is leaving the screen (a search's pause ending after a click on
// another menu entry) is dropped: the address bar already shows the next screen, and the router
// would put this screen's path back over it.
import { useCallback } from 'react';
import { useHref, useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

export type QueryEdit = (params: URLSearchParams) => void;

export function useQueryParams(): [URLSearchParams, (edit: QueryEdit, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // This screen's path as the address bar shows it (with the base path).
  const shownPath = useHref({ pathname });
  const change = useCallback(
    (edit: QueryEdit, options?: NavigateOptions) => {
      if (decodeURI(window.location.pathname) !== decodeURI(shownPath)) return;
      const next = new URLSearchParams(window.location.search);
      edit(next);
      setParams(next, options);
    },
    [setParams, shownPath],
  );
  return [params, change];
}

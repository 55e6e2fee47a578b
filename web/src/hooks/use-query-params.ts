// The page's query parameters, and a change that edits them in place. Each change starts from the
// URL as it is now (window.location), not as the last render saw it: react-router hands
// setSearchParams' updater the parameters of the last render, and its navigations are transitions,
// so two changes made before the page renders again (a log type, then an order) kept only the second.
import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

export type QueryEdit = (params: URLSearchParams) => void;

export function useQueryParams(): [URLSearchParams, (edit: QueryEdit, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (edit: QueryEdit, options?: NavigateOptions) => {
      const next = new URLSearchParams(window.location.search);
      edit(next);
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change];
}

// What a screen adds to the document title once it knows it: the name of the collection shown, say.
// The route alone gives "Maintainerr - Collections - Media" for every collection, and several
// browser tabs (or the history list) could not be told apart. The shell sets the route's title in a
// layout effect, before this effect runs, so the detailed title is the one that stays.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '../lib/page-title.ts';

/** While the calling screen is shown, `value` (once known) names what it shows in the document title. */
export function usePageTitleDetail(value: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (value !== undefined) document.title = pageTitle(pathname, value);
  }, [pathname, value]);
}

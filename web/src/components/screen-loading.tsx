// What the screen's place in the shell shows while the first page's screen code loads: nothing for
// SCREEN_LOADING_DELAY_MS, then, on a slow link, the spinner every loading state uses, so the page
// does not look finished while it is not. Navigations never show it: they keep the screen shown
// until the next one's code is there (app/router.tsx).
import { useEffect, useState } from 'react';
import { SCREEN_LOADING_DELAY_MS } from '../lib/constants.ts';
import { Spinner } from './spinner.tsx';

export function ScreenLoading() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SCREEN_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className="screen-loading">
      <Spinner label="Loading the screen" size="lg" />
    </div>
  );
}

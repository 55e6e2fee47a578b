// What the screen's place in the shell shows while the first page's screen code loads. Nothing for
// the first 300 ms: a local load is over by then, and a spinner shown for a frame or two reads as a
// flicker. After that, on a slow link, the spinner every loading state uses, so the page does not
// look finished while it is not. Navigations never show it: they keep the screen shown until the
// next one's code is there (app/router.tsx).
import { useEffect, useState } from 'react';
import { Spinner } from './spinner.tsx';

export const SCREEN_LOADING_DELAY_MS = 300;

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

// Where the page is scrolled, per history entry. A new screen opens at its top; Back and Forward
// return to where the user was on that entry (the Overview's row among 1,500 posters, a long
// collection). The browser's own restoration cannot do it for an app that draws the screen after
// the step: it scrolls at once, while the page still shows the shorter screen being left, and the
// position is cut to that height. So the app keeps the positions itself.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a returning entry waits for its screen to grow tall enough for its position. */
const RESTORE_WAIT_MS = 3000;
/** Any of these means the user scrolls by themselves: a pending return gives way. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scroll positions by the router's entry key; entries live as long as the tab's history. */
const positions = new Map<string, number>();

/** The furthest the page can be scrolled now. */
const scrollLimit = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Scrolls to `top` as soon as the page is tall enough, or as far as it goes after RESTORE_WAIT_MS;
 * stops early if the user scrolls. Returns the canceller.
 */
function scrollWhenTallEnough(top: number): () => void {
  if (scrollLimit() >= top) {
    window.scrollTo(0, top);
    return () => undefined;
  }
  const growth = new ResizeObserver(() => {
    if (scrollLimit() < top) return;
    window.scrollTo(0, top);
    stop();
  });
  const giveUp = window.setTimeout(() => {
    window.scrollTo(0, top);
    stop();
  }, RESTORE_WAIT_MS);
  function stop() {
    growth.disconnect();
    window.clearTimeout(giveUp);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  }
  growth.observe(document.body);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(location.key);
  const shownPath = useRef(location.pathname);

  // Recorded as the user scrolls, not when leaving: by the time the router reports the step the
  // next screen is drawn and the position already cut to its height.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => positions.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    const samePage = shownPath.current === location.pathname;
    shownKey.current = location.key;
    shownPath.current = location.pathname;
    if (navigationType === 'POP') return scrollWhenTallEnough(positions.get(location.key) ?? 0);
    // A new screen opens at its top; a change of the query only (a search typed, a dialog opened
    // over the Overview) keeps the page where it is.
    if (!samePage) window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.pathname, navigationType]);
}

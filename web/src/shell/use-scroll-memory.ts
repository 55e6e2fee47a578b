// Where the page is scrolled, per history entry. A new screen opens at its top; Back and Forward
// return to where the user was on that entry (the Overview's row among 1,500 posters, a long
// collection), and so does a reload. The browser's own restoration cannot do it for an app that
// draws the screen after the step: it scrolls at once, while the page still shows the shorter
// screen being left, and the position is cut to that height. So the app keeps the positions itself,
// in the tab's session storage so that they outlive a reload as the history entries do.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a returning entry waits for its screen to grow tall enough for its position. */
const RESTORE_WAIT_MS = 3000;
/** Any of these means the user scrolls by themselves: a pending return gives way. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Where the positions are kept across reloads (sessionStorage: one tab's history). */
const STORAGE_KEY = 'maintainerr-scroll-positions';
/** Positions kept: the newest entries; older ones are dropped as the history grows. */
const MAX_POSITIONS = 100;

/** Scroll positions by the router's entry key, oldest first. */
const positions = readStoredPositions();

function readStoredPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      return new Map(stored.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])));
    }
  } catch {
    // Storage refused (private mode) or not ours: start with none.
  }
  return new Map();
}

function storePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage full or refused: positions still work until the page is left.
  }
}

function remember(key: string, top: number): void {
  positions.delete(key);
  positions.set(key, top);
  if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value!);
}

/**
 * Gives the history entry the page was loaded into a key of its own, before the router starts. The
 * router keys the entries it adds itself; an entry made by the browser (the address bar, a bookmark,
 * a new tab) has none, and the router calls every such entry "default": all of them would then share
 * one remembered position, and a page typed in would open scrolled to where another one was left. The
 * key lives in the entry's state, so a reload of that entry keeps it, and its position with it.
 */
export function keyThisHistoryEntry(): void {
  const state = (window.history.state ?? {}) as { key?: unknown };
  if (!state.key) window.history.replaceState({ ...state, key: Math.random().toString(36).slice(2, 10) }, '');
}

/** The furthest the page can be scrolled now. */
const scrollLimit = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Scrolls to `top`, or as far towards it as the page goes, following the page as it grows for up to
 * RESTORE_WAIT_MS (a screen drawn before its data is short); stops as soon as the user scrolls.
 * Returns the canceller.
 */
function scrollTowards(top: number): () => void {
  window.scrollTo(0, Math.min(top, scrollLimit()));
  if (scrollLimit() >= top) return () => undefined;
  const growth = new ResizeObserver(() => {
    window.scrollTo(0, Math.min(top, scrollLimit()));
    if (scrollLimit() >= top) stop();
  });
  const giveUp = window.setTimeout(stop, RESTORE_WAIT_MS);
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
    const record = () => remember(shownKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', storePositions);
    };
  }, []);

  useLayoutEffect(() => {
    const samePage = shownPath.current === location.pathname;
    shownKey.current = location.key;
    shownPath.current = location.pathname;
    if (navigationType === 'POP') return scrollTowards(positions.get(location.key) ?? 0);
    // A new screen opens at its top; a change of the query only (the Overview's detail dialog, a
    // library chosen, the collection log's filters) keeps the page where it is. Either way the new
    // entry has its position from the start, for a Back or Forward to it before any scrolling.
    if (!samePage) window.scrollTo(0, 0);
    remember(location.key, samePage ? window.scrollY : 0);
    return undefined;
  }, [location.key, location.pathname, navigationType]);
}

// Where the keyboard focus goes when what held it has left the page (a deleted row's button, the
// Save of an editor the app has just left): the page's main heading, so that the next Tab starts
// from the page shown rather than from the top of the document. (Within a list, the row that took a
// removed one's place: hooks/use-focus-after-row-leaves.ts.)

/**
 * Whether the keyboard focus is lost: on the page itself, or on a button disabled while it held it
 * (Chromium 156 keeps the focus there until its next rendering step, then drops it to the page).
 */
export function isFocusLost(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled);
}

/** Focuses the page's main heading (made focusable by script only) when the focus was lost; the page does not scroll. */
export function focusPageHeadingIfLost(): void {
  if (!isFocusLost()) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) focusByScript(heading, { preventScroll: true });
}

/** Focuses the page's main heading, or the main region while the screen shows none (the skip link's target). */
export function focusMainContent(): void {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target) focusByScript(target, {});
}

/** Focuses an element that is not a control (a heading), made focusable by script only. */
export function focusByScript(element: HTMLElement, options: FocusOptions): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus(options);
}

/**
 * Focuses the page's main heading once a screen shows one, if the focus is lost by then: after
 * signing in the sign-in form leaves the page and the screen behind it loads its code first. Gives
 * up after `timeoutMs`.
 */
export function focusPageHeadingWhenShown(timeoutMs = 5000): void {
  // The sign-in screen's own heading may still be shown for a moment: the screen's is another main's.
  const ready = () => document.querySelector('main:not(.auth-screen) h1') !== null;
  if (ready()) {
    focusPageHeadingIfLost();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    stop();
    focusPageHeadingIfLost();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

// Where the keyboard focus goes when what held it has left the page (a deleted row's button, the
// Save of an editor the app has just left): the page's main heading, so that the next Tab starts
// from the page shown rather than from the top of the document.

/** Focuses the page's main heading (made focusable by script only) when the focus was lost; the page does not scroll. */
export function focusPageHeadingIfLost(): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

// Where the focus goes when a control's list row leaves the page with the focus in it (Remove, Delete,
// a Postpone that moves the item off the page): the row that took its place, else the page heading.
import { useCallback, useEffect, useRef } from 'react';
import { focusByScript, focusPageHeadingIfLost, isFocusLost } from '../lib/page-heading-focus.ts';

/**
 * For a control in a list row: call the returned function with the control's element when it is
 * used (a question opened, a form sent); the rows beside its row are then noted, and if the control
 * goes from the page while the focus is lost, the first of them still there takes it.
 */
export function useFocusAfterRowLeaves(): (usedControl: Element) => void {
  const rowsAround = useRef<Element[] | undefined>(undefined);
  useEffect(
    () => () => {
      const rows = rowsAround.current;
      // After the removal is painted: the focus is known lost only once the row is gone.
      if (rows) requestAnimationFrame(() => focusRowOrHeadingIfLost(rows));
    },
    [],
  );
  return useCallback((usedControl: Element) => {
    rowsAround.current = rowsBeside(usedControl);
  }, []);
}

/** The list items beside the one holding `element`, the next first: where the focus goes if its row leaves the list. */
function rowsBeside(element: Element | null): Element[] {
  const row = element?.closest('li');
  return [row?.nextElementSibling, row?.previousElementSibling].filter((entry): entry is Element => entry instanceof Element);
}

/**
 * When the focus was lost (its row left the list): the heading of the first of `rows` still on the
 * page, brought into view, so the user goes on from the item that took the removed one's place (on a
 * phone the page's heading is screens away). The heading, not a control: a row's first control may
 * be a link that leaves the page, which a second Enter would follow. With no such row, the page's heading.
 */
function focusRowOrHeadingIfLost(rows: readonly Element[]): void {
  if (!isFocusLost()) return;
  const heading = rows.find((row) => row.isConnected)?.querySelector<HTMLElement>('h2, h3, h4');
  if (!heading) {
    focusPageHeadingIfLost();
    return;
  }
  focusByScript(heading, { preventScroll: true });
  heading.scrollIntoView({ block: 'nearest' });
}

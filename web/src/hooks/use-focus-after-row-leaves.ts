// Where the focus goes when a control's list row leaves the page with the focus in it (Remove, Delete,
// a Postpone that moves the item off the page): the row that took its place, else the page heading.
import { useCallback, useEffect, useRef } from 'react';
import { focusRowOrHeadingIfLost, rowsBeside } from '../lib/page-heading-focus.ts';

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

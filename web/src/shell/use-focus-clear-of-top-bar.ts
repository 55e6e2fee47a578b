// The top bar stays over the page (sticky), and the browser does not know it: a control of the
// page the keyboard reaches going up (Shift+Tab) was scrolled just to the window's top, under the
// bar. CSS cannot say it: scroll-padding on the document also moved the page when focus went back
// to a button of the bar itself (the menu's opener), and scroll-margin on the controls is not used
// for one already partly in view. So a focused control of the page under the bar is scrolled clear.

import { useEffect } from 'react';

/** Room left between the bar and a control brought out from under it, in px. */
const CLEARANCE_PX = 8;

export function useFocusClearOfTopBar(): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.closest('main')) return;
      // After the browser's own scroll for the focus, which comes first or within this frame.
      requestAnimationFrame(() => {
        const barBottom = document.querySelector('.top-bar')?.getBoundingClientRect().bottom ?? 0;
        const top = target.getBoundingClientRect().top;
        if (top < barBottom) window.scrollBy(0, top - barBottom - CLEARANCE_PX);
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
}

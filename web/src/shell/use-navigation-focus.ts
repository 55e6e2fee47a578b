// After the app moves to another screen by itself (an editor saved, a deleted item's page left),
// the button that was pressed is gone and the keyboard focus with it. The new screen's heading then
// takes the focus, so that Tab goes on from the screen shown. Where the focus is still on the page
// (a menu link, the search box), it stays.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusPageHeadingIfLost } from '../lib/page-heading-focus.ts';

export function useNavigationFocus(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    // The page as loaded keeps the browser's own start.
    if (key === firstKey.current) return undefined;
    const frame = requestAnimationFrame(focusPageHeadingIfLost);
    return () => cancelAnimationFrame(frame);
  }, [key]);
}

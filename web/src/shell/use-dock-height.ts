// The phone's progress panels float over the bottom of the page; the page keeps that much room
// below its end so its last row can be scrolled clear of them. Their height depends on the panels
// shown (one or both handlers, a queue line, a long group name), so it is measured, not guessed:
// the dock's height goes to the shell as --dock-height, which shell.css pads the page with.
import { useLayoutEffect, type RefObject } from 'react';

export function useDockHeight(shell: RefObject<HTMLElement | null>, dock: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const shellElement = shell.current;
    const dockElement = dock.current;
    if (!active || !shellElement || !dockElement) return undefined;
    const observer = new ResizeObserver(() => shellElement.style.setProperty('--dock-height', `${dockElement.offsetHeight}px`));
    observer.observe(dockElement);
    return () => {
      observer.disconnect();
      shellElement.style.removeProperty('--dock-height');
    };
  }, [shell, dock, active]);
}

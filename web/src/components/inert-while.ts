// A button that cannot act for now (its request is out, a run is going) but keeps the keyboard
// focus: aria-disabled, so assistive technology says it is unavailable, and its clicks (a form's
// submit too) ignored. A disabled button would drop the focus to the page the moment Enter is pressed.
import type { MouseEvent } from 'react';

/** The props that make a button inert while `inert` holds; `onClick` runs otherwise. */
export function inertWhile(inert: boolean, onClick?: (event: MouseEvent<HTMLButtonElement>) => void) {
  return {
    'aria-disabled': inert || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (inert) event.preventDefault();
      else onClick?.(event);
    },
  };
}

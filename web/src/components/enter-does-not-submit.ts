// A box that filters a list inside a form (a property's "Find…", the community rules' search):
// pressing Enter in a form's text box submits the form (the browser's implicit submission), which
// there saved a half-made edit and left the page. Enter in such a box does what `onEnter` says
// instead, or nothing.
import type { KeyboardEvent } from 'react';

export function enterDoesNotSubmit(onEnter?: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>): void => {
    // Enter that ends an input method's composition (Japanese, Chinese …) only confirms the text.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter?.();
  };
}

// Whether the page may be left now: the shell's ways out (the menu, the logo, the version badge, the
// Back button) and the settings tabs call mayLeave, which asks when a form has edits not saved yet
// (hooks/use-leave-guard.ts counts them in and out). Kept apart from that hook so that the shell,
// which every page loads, carries only this. The app's router is the declarative one, which has no
// blocker, so the browser's own Back button is not asked.
import type { MouseEvent } from 'react';

export const LEAVE_QUESTION = 'Leave this page? The changes you have not saved will be lost.';

/** How many mounted forms have unsaved edits (a settings tab may show two). */
let formsWithUnsavedEdits = 0;

/** Counts a form with unsaved edits in (1) or out (-1). */
export function countUnsavedForm(change: 1 | -1): void {
  formsWithUnsavedEdits += change;
}

/** True when nothing unsaved would be lost, or the user chose to leave anyway. */
export function mayLeave(): boolean {
  return formsWithUnsavedEdits === 0 || window.confirm(LEAVE_QUESTION);
}

/** A link's onClick: stays on the page when the user keeps their unsaved edits, else runs `then`. */
export function leaveOnClick(then?: () => void) {
  return (event: MouseEvent) => {
    if (!mayLeave()) {
      event.preventDefault();
      return;
    }
    then?.();
  };
}

// Whether the page may be left now: the shell's ways out (the menu, the logo, the version badge, the
// Back button) and the settings tabs call mayLeave, which asks when a form has edits not saved yet
// (hooks/use-leave-guard.ts counts them in and out, and asks on the browser's own Back and Forward).
// Kept apart from that hook so that the shell, which every page loads, carries only this.
import type { MouseEvent } from 'react';

export const LEAVE_QUESTION = 'Leave this page? The changes you have not saved will be lost.';

/** How many mounted forms have unsaved edits (a settings tab may show two). */
let formsWithUnsavedEdits = 0;

/**
 * Set when the user answered "leave": the Back button then steps back in the browser's history,
 * which the hook's history guard would otherwise ask about a second time.
 */
let leaveChosen = false;

/** Counts a form with unsaved edits in (1) or out (-1); returns how many are left. */
export function countUnsavedForm(change: 1 | -1): number {
  formsWithUnsavedEdits += change;
  if (formsWithUnsavedEdits === 0) leaveChosen = false;
  return formsWithUnsavedEdits;
}

/** True when nothing unsaved would be lost, or the user chose to leave anyway. */
export function mayLeave(): boolean {
  if (formsWithUnsavedEdits === 0) return true;
  leaveChosen = window.confirm(LEAVE_QUESTION);
  return leaveChosen;
}

/**
 * What a step in the browser's history (Back, Forward, a swipe) does while a form has unsaved edits:
 * set by hooks/use-leave-guard.ts. The listener is added here because this module loads before the
 * router mounts, and a window's listeners run in the order they were added (capture or not), so
 * this one runs before the router's and can keep the step from it. (No window in tests under Node.)
 */
let historyStepGuard: ((event: PopStateEvent) => void) | undefined;
globalThis.window?.addEventListener('popstate', (event) => historyStepGuard?.(event));

/** Sets (or, with none, removes) what a step in the browser's history does. */
export function guardHistorySteps(guard?: (event: PopStateEvent) => void): void {
  historyStepGuard = guard;
}

/** Whether the user has just chosen to leave (asked once: the next question is asked again). */
export function takeLeaveChoice(): boolean {
  const chosen = leaveChosen;
  leaveChosen = false;
  return chosen;
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

// Whether the page may be left now: the shell's ways out (the menu, the logo, the version badge, the
// Back button), the settings tabs and the rule editor's Cancel call mayLeave, which asks when a form
// has edits not saved yet (hooks/use-leave-guard.ts counts them in and out, and asks on the
// browser's own Back and Forward).
// Kept apart from that hook so that the shell, which every page loads, carries only this.
import type { MouseEvent } from 'react';

export const LEAVE_QUESTION = 'Leave this page? The changes you have not saved will be lost.';

/** How many mounted forms have unsaved edits (a settings tab may show two). */
let formsWithUnsavedEdits = 0;

/**
 * Set by the shell's Back button once the user said "leave": it steps back in the browser's
 * history, which the hook's history guard would otherwise ask about a second time.
 */
let historyStepAllowed = false;

/** Counts a form with unsaved edits in (1) or out (-1); returns how many are left. */
export function countUnsavedForm(change: 1 | -1): number {
  formsWithUnsavedEdits += change;
  if (formsWithUnsavedEdits === 0) historyStepAllowed = false;
  return formsWithUnsavedEdits;
}

/** True when nothing unsaved would be lost, or the user chose to go on anyway (asked `question`). */
export function mayLeave(question: string = LEAVE_QUESTION): boolean {
  return formsWithUnsavedEdits === 0 || window.confirm(question);
}

/** The router's index of a history entry (react-router keeps it in history.state.idx); undefined for an entry not the app's. */
export function routerIndexOf(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/** Lets the next step in the browser's history through unasked (the user has just said "leave"). */
export function allowNextHistoryStep(): void {
  historyStepAllowed = formsWithUnsavedEdits > 0;
}

/**
 * What a step in the browser's history (Back, Forward, a swipe) does while a form has unsaved edits:
 * set by hooks/use-leave-guard.ts. It must run before the router's own listener to keep the step
 * from it: it is added before the router mounts (this module loads first) and as a capture
 * listener, so it comes first whether the browser orders a window's listeners by when they were
 * added or puts capture listeners first. (No window in tests under Node.)
 */
let historyStepGuard: ((event: PopStateEvent) => void) | undefined;
globalThis.window?.addEventListener('popstate', (event) => historyStepGuard?.(event), true);

/** Sets (or, with none, removes) what a step in the browser's history does. */
export function guardHistorySteps(guard?: (event: PopStateEvent) => void): void {
  historyStepGuard = guard;
}

/** Whether this history step was allowed through unasked (once: the next one is asked again). */
export function takeHistoryStepAllowance(): boolean {
  const allowed = historyStepAllowed;
  historyStepAllowed = false;
  return allowed;
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

// A form's part of the leave guard (lib/leave-guard.ts): while it has unsaved edits, leaving through
// the shell, the settings tabs or the browser's own Back and Forward asks first, and reloading or
// closing the tab gets the browser's own question.
import { useEffect } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';
import { countUnsavedForm, guardHistorySteps, LEAVE_QUESTION, routerIndexOf, takeHistoryStepAllowance } from '../lib/leave-guard.ts';

/** The history entry of the page with the unsaved form, gone back to when the user stays. */
let guardedEntry: { url: string; state: unknown } = { url: '', state: null };
/** Set while the step that undoes a declined one is under way: it too is kept from the router. */
let undoing = false;

/**
 * Asks before a step in the browser's history (Back, Forward, a swipe, a jump from the Back
 * button's list) leaves unsaved edits. The app's router is the declarative one, which has no
 * blocker, so this runs before the router's own listener (see guardHistorySteps). Staying hides
 * the step from the router and steps back to the form's entry by as many entries as the user moved,
 * so the history keeps its entries before and after; the address bar then matches what is shown.
 */
function askOnHistoryStep(event: PopStateEvent): void {
  if (undoing) {
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  if (takeHistoryStepAllowance() || window.confirm(LEAVE_QUESTION)) return;
  event.stopImmediatePropagation();
  const from = routerIndexOf(event.state);
  const to = routerIndexOf(guardedEntry.state);
  if (from !== undefined && to !== undefined && from !== to) {
    undoing = true;
    window.history.go(to - from);
  } else {
    // An entry without the router's index (not the app's): put the form's page back on top instead.
    window.history.pushState(guardedEntry.state, '', guardedEntry.url);
  }
}

function askBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

/** While `unsaved` is true, leaving asks first. */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    // One set of listeners however many forms are unsaved (a settings tab may show two), so one question.
    if (countUnsavedForm(1) === 1) {
      guardedEntry = { url: window.location.href, state: window.history.state };
      guardHistorySteps(askOnHistoryStep);
      window.addEventListener('beforeunload', askBeforeUnload);
    }
    return () => {
      if (countUnsavedForm(-1) > 0) return;
      undoing = false;
      guardHistorySteps();
      window.removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [unsaved]);
}

/**
 * The guard of a react-hook-form form: its edits are unsaved while it is dirty, a save under way
 * included. Until the service has answered they may not be saved at all, and a form left then comes
 * back with the old values.
 */
export function useFormLeaveGuard(formState: Pick<FormState<FieldValues>, 'isDirty'>): void {
  useLeaveGuard(formState.isDirty);
}

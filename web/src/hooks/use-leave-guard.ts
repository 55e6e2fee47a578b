// Asks before a screen with edits not yet saved is left: by the shell's ways out (the menu, the logo,
// the version badge, the Back button) and the settings tabs, each of which calls mayLeave, or by
// reloading or closing the tab (the browser's own question). The app's router is the declarative one, which has no blocker,
// so the browser's own Back button is not asked.
import { useEffect, type MouseEvent } from 'react';

export const LEAVE_QUESTION = 'Leave this page? The changes you have not saved will be lost.';

/** How many mounted forms have unsaved edits (a settings tab may show two). */
let formsWithUnsavedEdits = 0;

/** While `unsaved` is true, leaving through the shell or reloading the page asks first. */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    formsWithUnsavedEdits += 1;
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      formsWithUnsavedEdits -= 1;
      window.removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [unsaved]);
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

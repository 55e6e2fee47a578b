// A form's part of the leave guard (lib/leave-guard.ts): while it has unsaved edits, leaving through
// the shell or the settings tabs asks first, and reloading or closing the tab gets the browser's own
// question.
import { useEffect } from 'react';
import { countUnsavedForm } from '../lib/leave-guard.ts';

/** While `unsaved` is true, leaving asks first. */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    countUnsavedForm(1);
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      countUnsavedForm(-1);
      window.removeEventListener('beforeunload', askBeforeUnload);
    };
  }, [unsaved]);
}

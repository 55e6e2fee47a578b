// Escape on an inline settings editor (a Radarr/Sonarr server, a notification agent) closes it as
// Cancel does, and goes no further than the editor; nothing happens while its save is out. Escape
// is easily pressed by mistake, so with edits not saved it asks first (Cancel does not).
import type { KeyboardEvent } from 'react';
import { mayLeave } from '../../../lib/leave-guard.ts';

/** Asked where only an inline editor closes (Escape, or opening another), not the page. */
export const CLOSE_EDITOR_QUESTION = 'Close this editor? The changes you have not saved will be lost.';

/** The editor's keydown handler; `form` is react-hook-form's formState, read when the key is pressed. */
export function closeOnEscape(form: { isDirty: boolean; isSubmitting: boolean }, onClose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || form.isSubmitting) return;
    event.stopPropagation();
    if (form.isDirty && !mayLeave(CLOSE_EDITOR_QUESTION)) return;
    onClose();
  };
}

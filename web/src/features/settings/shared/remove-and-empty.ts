// The removal of stored settings from a form that shows them: the same steps for every such form.
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { describeFailure } from './save-errors.ts';

/**
 * The removal of stored settings (`subject`, e.g. "Tautulli settings"): `remove` asks the service;
 * then the form empties, the last test's outcome goes (it spoke of the removed values), and a toast
 * says it, or why not.
 */
export function removeAndEmpty<Values extends FieldValues>(subject: string, remove: () => Promise<void>, form: UseFormReturn<Values>, empty: Values, clearOutcome: () => void) {
  return async () => {
    try {
      await remove();
      form.reset(empty, { keepDirtyValues: false, keepFieldsRef: true });
      clearOutcome();
      toast.success(`${subject.charAt(0).toUpperCase()}${subject.slice(1)} removed`);
    } catch (failure) {
      toast.error(describeFailure(`Removing the ${subject}`, failure));
    }
  };
}

// Shared glue for settings forms: run a write, toast the outcome, and on a 400 `Validation
// failed` put the service's messages on the named fields. Values the user typed are never reset
// on failure (react-hook-form keeps them; nothing here touches them).
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { validationMessagesByField } from '../../../api/save-answer.ts';
import { describeFailure } from './save-errors.ts';

export interface SaveFeedback {
  /** Toast after success, e.g. "Overseerr settings saved". */
  success: string;
  /** What was attempted, for the failure sentence, e.g. "Saving the Overseerr settings". */
  action: string;
}

/**
 * Returns run(write): true when the write succeeded. Validation issues on `fields` land on
 * those fields; issues on other paths and every other failure go to an error toast.
 */
export function useSaveFeedback<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]) {
  return useCallback(
    async (write: () => Promise<void>, feedback: SaveFeedback): Promise<boolean> => {
      try {
        await write();
        toast.success(feedback.success);
        return true;
      } catch (error) {
        const byField = validationMessagesByField(error);
        if (!byField) {
          toast.error(describeFailure(feedback.action, error));
          return false;
        }
        const elsewhere: string[] = [];
        for (const [field, messages] of byField) {
          if ((fields as readonly string[]).includes(field)) {
            setError(field as FieldPath<T>, { type: 'server', message: messages[0], types: { server: messages } });
          } else {
            elsewhere.push(...messages);
          }
        }
        toast.error(
          elsewhere.length
            ? `${feedback.action} failed: ${elsewhere.join('; ')}`
            : `${feedback.action} failed: the service rejected the values marked below.`,
        );
        return false;
      }
    },
    [setError, fields],
  );
}

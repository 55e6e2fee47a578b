// The form glue every settings form shares: react-hook-form checked by the form's zod schema (every
// message of a field, not only the first), loaded values that never overwrite what the user is
// typing, and a submit that saves, toasts the outcome, puts a service 400's messages on the fields
// it names, and marks the form clean only after a successful save. A failed save keeps every typed
// value.
import '../../../api/zod-messages.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { revealFirstMessageOfSubmit } from '../../../components/form-field.tsx';
import { useFormLeaveGuard } from '../../../hooks/use-leave-guard.ts';
import type * as z from 'zod/mini';
import { useSaveFeedback, type SaveFeedback } from './use-save-feedback.ts';

export interface SettingsFormOptions<Values extends FieldValues> {
  /** The form's schema, a module-level constant. */
  schema: z.ZodMiniType<Values, Values>;
  /** Fields a service 400 may name; a module-level constant so the submit handler stays stable. */
  fields: readonly FieldPath<Values>[];
  /** Values before anything has loaded (a new item's empty form). */
  defaultValues?: DefaultValues<Values>;
  /** The loaded values; undefined while loading. */
  values?: Values;
  /** Sends the valid values to the service; throws when it refuses them. */
  save(values: Values): Promise<void>;
  /** Toast texts of one save. */
  feedback(values: Values): SaveFeedback;
  /** Called after a successful save (e.g. to close an editor). */
  onSaved?(values: Values): void;
}

/** The form and its submit handler (pass it to <form onSubmit>). */
export function useSettingsForm<Values extends FieldValues>(options: SettingsFormOptions<Values>) {
  const form = useForm<Values>({
    resolver: zodResolver(options.schema),
    criteriaMode: 'all',
    defaultValues: options.defaultValues,
    values: options.values,
    resetOptions: { keepDirtyValues: true },
  });
  // Typed values not saved yet: leaving the tab or the page asks first.
  useFormLeaveGuard(form.formState);
  const runSave = useSaveFeedback(form.setError, options.fields);
  const submit = form.handleSubmit(
    async (values) => {
      const saved = await runSave(() => options.save(values), options.feedback(values));
      if (!saved) return;
      form.reset(values, { keepDirtyValues: false, keepFieldsRef: true });
      options.onSaved?.(values);
    },
    revealFirstMessageOfSubmit,
  );
  return { form, submit };
}

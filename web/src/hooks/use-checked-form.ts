// A small form without react-hook-form (which the first screen should not have to load): values by
// field, a schema checked on submit with its messages by field, a form-level message for what the
// server said, and a busy flag while the action runs. Used by the sign-in screens and Security tab.
import '../api/zod-messages.ts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldError } from 'react-hook-form';
import { revealFirstMessage } from '../components/form-field.tsx';
import type * as z from '../../../wire/zod-mini.ts';

/** The first message for each field of a failed check, by field name. */
function messagesByField(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[String(issue.path[0] ?? '')] ??= issue.message;
  return messages;
}

export function useCheckedForm<Values extends Record<string, string | boolean>, Parsed>(schema: z.ZodMiniType<Parsed>, initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The form last submitted: a message the service gives a field afterwards takes the keyboard there too.
  const submitted = useRef<HTMLFormElement | null>(null);
  /** Moves the keyboard to a field, once its message is on screen to be read with it; `select` selects its text to be typed over. */
  const focusField = (name: string, { select = false } = {}) => {
    const field = submitted.current?.elements.namedItem(name);
    if (!(field instanceof HTMLElement)) return;
    requestAnimationFrame(() => {
      field.focus();
      if (select && field instanceof HTMLInputElement) field.select();
    });
  };

  /** Props for a text input: its value and change handler. */
  const text = (name: keyof Values & string) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  /** Props for a checkbox. */
  const checkbox = (name: keyof Values & string) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.checked })),
  });
  /** A field's message in the shape the form components take. */
  const errorOf = (name: keyof Values & string): FieldError | undefined =>
    errors[name] ? { type: 'manual', message: errors[name] } : undefined;

  /** The submit handler: checks the values, then runs `action`; nothing is sent while they are invalid. */
  const onSubmit = (action: (parsed: Parsed) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = event.currentTarget as HTMLFormElement;
    const parsed = schema.safeParse(values);
    setMessage(undefined);
    if (!parsed.success) {
      const messages = messagesByField(parsed.error);
      setErrors(messages);
      // The keyboard goes to the first field to mend.
      focusField(Object.keys(messages)[0] ?? '');
      revealFirstMessage(submitted.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await action(parsed.data);
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    text,
    checkbox,
    errorOf,
    message,
    busy,
    onSubmit,
    reset: () => setValues(initial),
    /** After a refused submit whose message is the form's, takes the keyboard to the field to try again, its text selected. */
    retypeField: (name: keyof Values & string) => focusField(name, { select: true }),
    /** Puts the service's message on a field after a submit, and the keyboard with it (as the form's own checks do). */
    setFieldError: (name: keyof Values & string, text: string) => {
      setErrors((current) => ({ ...current, [name]: text }));
      focusField(name);
    },
  };
}

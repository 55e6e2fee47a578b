// A labelled form field: label, the control, a hint and every message for the field (messages
// show beside the field they are about). One field can carry several messages, e.g. both url rules.
// Its styles (form.css) come with the page: main.tsx.
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

/** Every message of a react-hook-form field error, in order, without repeats (criteriaMode 'all'). */
export function fieldErrorMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : typeof value === 'string' ? [value] : [],
  );
  const all = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(all.map(String))];
}

export interface FormFieldProps {
  /** The id of the control; the label, hint and messages hang off it. */
  id: string;
  label: string;
  hint?: ReactNode;
  messages?: string[];
  /** Renders the control; gets the aria attributes to spread onto it. */
  children: (aria: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
  /** Put the label after the control (checkboxes). */
  inline?: boolean;
  /**
   * Whether a screen reader says the messages as they appear (default). A form with a summary of
   * its own that is said (the rule editor's) turns it off, so that nothing is said twice.
   */
  announce?: boolean;
}

/**
 * After a refused submit, brings the form's first message into view once it is drawn. A submit by
 * Enter leaves the focus, and so the scroll, on the field; on a phone with its keyboard open the
 * message under it was off screen, and Enter seemed to do nothing.
 */
export function revealFirstMessage(form: Element | null | undefined, framesLeft = 3): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector('.form-field__errors');
    if (first) first.scrollIntoView({ block: 'nearest' });
    else if (framesLeft > 1) revealFirstMessage(form, framesLeft - 1);
  });
}

export function FormField({ id, label, hint, messages = [], children, inline = false, announce = true }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control = children({ id, 'aria-describedby': describedBy, 'aria-invalid': messages.length > 0 || undefined });
  return (
    <div className={`form-field${inline ? ' form-field--inline' : ''}${messages.length ? ' form-field--invalid' : ''}`}>
      {inline ? (
        <label className="form-field__label" htmlFor={id}>
          {control}
          <span>{label}</span>
        </label>
      ) : (
        <>
          <label className="form-field__label" htmlFor={id}>
            {label}
          </label>
          {control}
        </>
      )}
      {messages.length > 0 && (
        // Said as it appears: a submit by Enter leaves the focus on the field, where its new
        // aria-describedby is not read again.
        <div role={announce ? 'alert' : undefined}>
          <ul className="form-field__errors" id={errorId}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

// A labelled form field: label, the control, a hint and every message for the field (messages
// show beside the field they are about). One field can carry several messages, e.g. both url rules.
// Its styles (form.css) come with the page: main.tsx.
import type { BaseSyntheticEvent, ReactNode } from 'react';
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
}

/**
 * How long a refused submit's words stay in the live region once said. A screen reader says them
 * when they change; left there, they were still found on later pages, after the field was mended and
 * the form saved, where they no longer spoke of anything.
 */
const REFUSAL_SAID_MS = 5000;
let refusalClearing: number | undefined;

/** The page's one polite live region for refused submits, made on first use. */
function refusalRegion(): HTMLElement {
  const existing = document.getElementById('form-refusal-said');
  if (existing) return existing;
  const region = document.createElement('p');
  region.id = 'form-refusal-said';
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  document.body.append(region);
  return region;
}

/**
 * After a refused submit, once the messages are drawn: brings the form's first message into view,
 * and has a screen reader say which field to mend (and how many more). A submit by Enter leaves the
 * focus, and so the scroll, on the field: on a phone with its keyboard open the message under it
 * was off screen, and the field's new aria-describedby is not read again. Said once per submit,
 * politely, rather than each message as it appears (the form checks again at every key); the
 * message itself stays the field's description, read with it, not written twice on the page.
 */
export function revealFirstMessage(form: Element | null | undefined, framesLeft = 3): void {
  const region = refusalRegion();
  region.textContent = '';
  requestAnimationFrame(() => {
    const all = form?.querySelectorAll('.form-field__errors') ?? [];
    const first = all[0];
    if (!first) {
      if (framesLeft > 1) revealFirstMessage(form, framesLeft - 1);
      return;
    }
    first.scrollIntoView({ block: 'nearest' });
    const label = first.closest('.form-field')?.querySelector('.form-field__label')?.textContent?.trim() || 'A field';
    const others = all.length - 1;
    region.textContent = `Not sent: ${label} needs a change${others > 0 ? `, and ${others} more field${others > 1 ? 's' : ''}` : ''}`;
    window.clearTimeout(refusalClearing);
    refusalClearing = window.setTimeout(() => {
      region.textContent = '';
    }, REFUSAL_SAID_MS);
  });
}

/** revealFirstMessage as react-hook-form's handleSubmit calls a refused submit back: the event's target is the form. */
export function revealFirstMessageOfSubmit(_errors: unknown, event?: BaseSyntheticEvent): void {
  revealFirstMessage(event?.target as Element | undefined);
}

export function FormField({ id, label, hint, messages = [], children, inline = false }: FormFieldProps) {
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
        <ul className="form-field__errors" id={errorId}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

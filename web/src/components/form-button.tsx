// A form button that shows a small spinner and ignores clicks while its action runs. Its styles
// (form.css) come with the page: main.tsx.
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

export interface FormButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the form's main action (Save); danger: destructive; default: secondary. */
  variant?: 'primary' | 'secondary' | 'danger';
  /** True while the action runs: the button ignores clicks and shows a spinner. */
  busy?: boolean;
}

export function FormButton({ variant = 'secondary', busy = false, disabled, children, type = 'button', onClick, ...rest }: FormButtonProps) {
  return (
    <button
      type={type}
      className={`form-button form-button--${variant}`}
      disabled={disabled}
      // Busy, it is aria-disabled and ignores clicks (a form's submit too) but stays focusable: a
      // disabled button would drop the keyboard focus to the page, and the user's place with it.
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {busy && <Spinner size="sm" label="Working" />}
      {children}
    </button>
  );
}

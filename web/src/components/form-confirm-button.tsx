// A destructive button that asks first: the first click shows the question with Confirm and
// Cancel in place, so nothing is removed by a stray click (the service's own UI deletes in two steps too).
// The question opens with the focus on Cancel, so a second Enter removes nothing; Escape cancels.
// The question's buttons leave the page when it closes; the focus then goes back to the first
// button; when that is disabled (the settings it removed are gone, the selection it acted on is
// cleared), to the first field of its form or group;
// when it is gone (the thing was deleted), to the row that took its place in its list, else to the
// page's heading. A keyboard user does not start again from the top of the page.
import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { focusPageHeadingIfLost } from '../lib/page-heading-focus.ts';
import { useFocusAfterRowLeaves } from '../hooks/use-focus-after-row-leaves.ts';
import { FormButton } from './form-button.tsx';

export interface FormConfirmButtonProps {
  /** Text of the first button, e.g. "Remove". */
  children: ReactNode;
  /** The question shown after the first click. */
  question: string;
  /** Text of the confirming button, e.g. "Yes, remove". */
  confirmLabel: string;
  /** Runs after confirmation; the buttons show busy until it settles. */
  onConfirm: () => Promise<void> | void;
  disabled?: boolean;
  /** Accessible name of the first button when its text alone is ambiguous (several "Remove" on a page); must contain the text. */
  label?: string;
}

export function FormConfirmButton({ children, question, confirmLabel, onConfirm, disabled, label }: FormConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [focusBack, setFocusBack] = useState(false);
  const firstButtonId = useId();
  // Gone after its question was opened (a list re-read after the write took the row away): the
  // focus was on its buttons and is now lost.
  const noteRow = useFocusAfterRowLeaves();
  useEffect(() => {
    if (asking || !focusBack) return;
    setFocusBack(false);
    const first = document.getElementById(firstButtonId) as HTMLButtonElement | null;
    if (first && !first.disabled) first.focus();
    // Disabled now (the settings it removed are gone, or the selection it acted on is cleared): the
    // first field of its form or of its group of controls (a list's "Select all shown"), where the
    // user would start again, rather than the page's heading at the top.
    else (first?.closest('form') ?? first?.closest('[role="group"]'))?.querySelector<HTMLElement>('input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])')?.focus();
    focusPageHeadingIfLost();
  }, [asking, focusBack, firstButtonId]);

  const close = () => {
    setAsking(false);
    setFocusBack(true);
  };
  if (!asking) {
    return (
      <FormButton
        id={firstButtonId}
        variant="danger"
        disabled={disabled}
        onClick={(event) => {
          noteRow(event.currentTarget);
          setAsking(true);
        }}
        aria-label={label}
      >
        {children}
      </FormButton>
    );
  }
  // Escape answers No, and goes no further: an editor around the question stays open.
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || busy) return;
    event.stopPropagation();
    close();
  };
  const confirm = async (event: MouseEvent<HTMLButtonElement>) => {
    // The rows around as they are at the answer: the list may have changed while it was asked.
    noteRow(event.currentTarget);
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      // Unmounted already, these do nothing (React drops them) and the cleanup above has moved the focus.
      setBusy(false);
      close();
    }
  };
  return (
    <span className="form-confirm" role="group" aria-label={question} onKeyDown={cancelOnEscape}>
      <span className="form-confirm__question">{question}</span>
      <FormButton variant="danger" busy={busy} onClick={confirm}>
        {confirmLabel}
      </FormButton>
      <FormButton disabled={busy} onClick={close} autoFocus>
        Cancel
      </FormButton>
    </span>
  );
}

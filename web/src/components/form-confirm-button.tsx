// A destructive button that asks first: the first click shows the question with Confirm and
// Cancel in place, so nothing is removed by a stray click (the service's own UI deletes in two steps too).
import { useState, type ReactNode } from 'react';
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
  if (!asking) {
    return (
      <FormButton variant="danger" disabled={disabled} onClick={() => setAsking(true)} aria-label={label}>
        {children}
      </FormButton>
    );
  }
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <span className="form-confirm" role="group" aria-label={question}>
      <span className="form-confirm__question">{question}</span>
      <FormButton variant="danger" busy={busy} onClick={confirm} autoFocus>
        {confirmLabel}
      </FormButton>
      <FormButton disabled={busy} onClick={() => setAsking(false)}>
        Cancel
      </FormButton>
    </span>
  );
}

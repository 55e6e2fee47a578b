// Postponing one item of a collection: its clock restarts a number of days from today, so the
// handler acts on it later. A wrong number is said at the field and nothing is sent.
import { useId, useState, type FormEvent } from 'react';
import type { CollectionMedia, MediaActionOutcome } from '../../api/collections.ts';
import { FormButton } from '../../components/form-button.tsx';
import { toast } from '../../lib/toast.ts';
import { MAX_POSTPONE_DAYS as MAX_DAYS, POSTPONE_DAYS_MESSAGE, titleOfRow } from './media-actions.ts';


export interface PostponeFormProps {
  row: CollectionMedia;
  disabled: boolean;
  postpone: (row: CollectionMedia, days: number) => Promise<MediaActionOutcome>;
  /** After the service answered, whatever it said. */
  onDone: () => Promise<unknown>;
}

export function PostponeForm({ row, disabled, postpone, onDone }: PostponeFormProps) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState('30');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const title = titleOfRow(row);

  if (!open) {
    return (
      <FormButton disabled={disabled} onClick={() => setOpen(true)} aria-label={`Postpone: ${title}`}>
        Postpone
      </FormButton>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days);
    if (!/^\d+$/.test(days.trim()) || value < 1 || value > MAX_DAYS) {
      setError(POSTPONE_DAYS_MESSAGE);
      return;
    }
    setError(undefined);
    setBusy(true);
    const outcome = await postpone(row, value);
    if (outcome.ok) toast.success(`Postponed “${title}” by ${value} ${value === 1 ? 'day' : 'days'}`);
    else toast.error(`Could not postpone “${title}”: ${outcome.reason ?? 'the service refused'}`);
    setBusy(false);
    setOpen(false);
    await onDone();
  };
  return (
    <form className="collection-item__postpone" onSubmit={submit} noValidate aria-label={`Postpone ${title}`}>
      <label htmlFor={inputId}>Days from today</label>
      <input
        id={inputId}
        className="form-control"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_DAYS}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus
      />
      {error && (
        <p id={errorId} className="collection-item__postpone-error" role="alert">
          {error}
        </p>
      )}
      <FormButton type="submit" variant="primary" busy={busy}>
        Postpone
      </FormButton>
      <FormButton disabled={busy} onClick={() => setOpen(false)}>
        Cancel
      </FormButton>
    </form>
  );
}

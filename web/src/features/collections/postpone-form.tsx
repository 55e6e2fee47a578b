// Postponing one item of a collection by a number of days, so the handler acts on it later. The
// service moves the date the item's clock counts from; the toast says the day it now leaves, from
// the service's answer, rather than restating the number typed. A wrong number is said at the field
// and nothing is sent.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CollectionMedia } from '../../api/collections.ts';
import type { PostponeOutcome } from '../../api/collection-pages.ts';
import { FormButton } from '../../components/form-button.tsx';
import { focusPageHeadingIfLost } from '../../lib/page-heading-focus.ts';
import { useFocusAfterRowLeaves } from '../../hooks/use-focus-after-row-leaves.ts';
import { userTimeZone } from '../../lib/time-zone.ts';
import { toast } from '../../lib/toast.ts';
import { MAX_POSTPONE_DAYS as MAX_DAYS, POSTPONE_DAYS_MESSAGE, titleOfRow } from './media-actions.ts';
import { leaveDate, leaveDayText } from './time.ts';


export interface PostponeFormProps {
  row: CollectionMedia;
  /** The collection's days before handling, to tell the day the item now leaves. */
  deleteAfterDays: number | null;
  /** The service's time zone when known: the leave day is told as the row's "Leaves on" tells it. */
  serverZone: string | undefined;
  disabled: boolean;
  postpone: (row: CollectionMedia, days: number) => Promise<PostponeOutcome>;
  /** After the service answered, whatever it said. */
  onDone: () => Promise<unknown>;
}

export function PostponeForm({ row, deleteAfterDays, serverZone, disabled, postpone, onDone }: PostponeFormProps) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState('30');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const openerId = useId();
  const title = titleOfRow(row);
  /** Set when the form closes: the focus it held goes back to the Postpone button that opened it. */
  const focusBack = useRef(false);
  useEffect(() => {
    if (open || !focusBack.current) return;
    focusBack.current = false;
    const opener = document.getElementById(openerId) as HTMLButtonElement | null;
    if (opener && !opener.disabled) opener.focus();
    // Disabled (another action on the row is out): the page's heading, not the top of the document.
    else focusPageHeadingIfLost();
  }, [open, openerId]);
  // The row left the list (postponed out of the page shown, a refresh) with the focus in it: the row
  // that took its place takes the focus; where the focus is elsewhere, this does nothing.
  const noteRow = useFocusAfterRowLeaves();
  const close = () => {
    focusBack.current = true;
    setOpen(false);
  };

  if (!open) {
    return (
      <FormButton
        id={openerId}
        disabled={disabled}
        onClick={(event) => {
          noteRow(event.currentTarget);
          setOpen(true);
        }}
        aria-label={`Postpone: ${title}`}
      >
        Postpone
      </FormButton>
    );
  }
  // Escape answers Cancel, and goes no further; nothing happens while the request is out.
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || busy) return;
    event.stopPropagation();
    close();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    noteRow(event.currentTarget);
    const value = Number(days);
    if (!/^\d+$/.test(days.trim()) || value < 1 || value > MAX_DAYS) {
      setError(POSTPONE_DAYS_MESSAGE);
      return;
    }
    setError(undefined);
    setBusy(true);
    const outcome = await postpone(row, value);
    const leaves = outcome.addDate ? leaveDate(outcome.addDate, deleteAfterDays) : undefined;
    if (outcome.ok) toast.success(leaves ? `Postponed “${title}”: it now leaves on ${leaveDayText(leaves, userTimeZone(), serverZone)}` : `Postponed “${title}”`);
    else toast.error(`Could not postpone “${title}”: ${outcome.reason ?? 'the service refused'}`);
    setBusy(false);
    close();
    await onDone();
  };
  return (
    <form className="collection-item__postpone" onSubmit={submit} onKeyDown={cancelOnEscape} noValidate aria-label={`Postpone ${title}`}>
      <label htmlFor={inputId}>Postpone by (days)</label>
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
        // The days offered are a suggestion: typing replaces them ("10", not "3010").
        onFocus={(event) => event.currentTarget.select()}
      />
      {error && (
        <p id={errorId} className="collection-item__postpone-error" role="alert">
          {error}
        </p>
      )}
      <FormButton type="submit" variant="primary" busy={busy}>
        Postpone
      </FormButton>
      <FormButton disabled={busy} onClick={close}>
        Cancel
      </FormButton>
    </form>
  );
}

// One item of a collection: title, year, type, when it was added, days left, whether it was added
// by hand, a checkbox to pick it, its two actions, each asking first, and Postpone where the service has it.
import type { CollectionMedia, MediaActionOutcome } from '../../api/collections.ts';
import { FormConfirmButton } from '../../components/form-confirm-button.tsx';
import { daysLeftLabel, mediaYear } from './labels.ts';
import { actionQuestion, titleOfRow, type MediaAction } from './media-actions.ts';
import { PostponeForm } from './postpone-form.tsx';
import { SelectRow, type Selection } from './selection.tsx';
import { daysLeft, formatDay } from './time.ts';

export interface MediaRowProps {
  item: CollectionMedia;
  deleteAfterDays: number | null;
  /** The moment days left are counted from. */
  now: Date;
  selection: Selection;
  /** True while an action runs: the row's buttons wait. */
  busy: boolean;
  onAction: (action: MediaAction) => Promise<void>;
  /** Where the service can postpone an item (v3.x): how, and what to do once it answered. */
  postpone?: { run: (row: CollectionMedia, days: number) => Promise<MediaActionOutcome>; onDone: () => Promise<unknown> };
}

export function MediaRow({ item, deleteAfterDays, now, selection, busy, onAction, postpone }: MediaRowProps) {
  const left = daysLeft(item.addDate, deleteAfterDays, now);
  const year = item.item ? mediaYear(item.item) : undefined;
  const title = titleOfRow(item);
  return (
    <li className="collection-item">
      <SelectRow id={item.id} title={title} selection={selection} />
      <h2 className="collection-item__title">{title}</h2>
      <p className="collection-item__meta">
        {year !== undefined && <span>{year}</span>}
        <span>Added {formatDay(item.addDate)}</span>
      </p>
      <p className="collection-item__pills">
        {left !== undefined && <span className={`pill${left < 0 ? ' pill--overdue' : ''}`}>{daysLeftLabel(left)}</span>}
        {item.isManual && <span className="pill">Manual</span>}
      </p>
      <div className="collection-item__actions">
        <FormConfirmButton
          label={`Remove: ${title}`}
          disabled={busy}
          question={actionQuestion('remove', [item])}
          confirmLabel="Yes, remove"
          onConfirm={() => onAction('remove')}
        >
          Remove
        </FormConfirmButton>
        <FormConfirmButton
          label={`Exclude everywhere: ${title}`}
          disabled={busy}
          question={actionQuestion('exclude', [item])}
          confirmLabel="Yes, exclude"
          onConfirm={() => onAction('exclude')}
        >
          Exclude everywhere
        </FormConfirmButton>
        {postpone && <PostponeForm row={item} disabled={busy} postpone={postpone.run} onDone={postpone.onDone} />}
      </div>
    </li>
  );
}

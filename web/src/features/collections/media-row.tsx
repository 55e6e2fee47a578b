// One item of a collection: its poster (in the grid view), title, year, when it was added and when
// it leaves, its size on disk where the service counts it (v3.x; a show's is its episodes'), days
// left, whether it was added by hand, a checkbox to pick it, its two actions, each asking first, and
// Postpone and Handle now where the service has them.
import type { Collection, CollectionMedia } from '../../api/collections.ts';
import type { PostponeOutcome } from '../../api/collection-pages.ts';
import { FormConfirmButton } from '../../components/form-confirm-button.tsx';
import { DaysLeftPill } from './days-left-pill.tsx';
import { handleNowQuestion, mediaYear } from './labels.ts';
import { ItemPoster } from './item-poster.tsx';
import type { MediaView } from './media-view.tsx';
import { actionQuestion, titleOfRow, type MediaAction } from './media-actions.ts';
import { PostponeForm } from './postpone-form.tsx';
import { SelectRow, type Selection } from './selection.tsx';
import { formatDay } from '../../lib/day-label.ts';
import { formatBytes } from '../../lib/size-label.ts';
import { leaveDate, leavesLabel } from './time.ts';
import { userTimeZone } from '../../lib/time-zone.ts';

export interface MediaRowProps {
  item: CollectionMedia;
  collection: Pick<Collection, 'deleteAfterDays' | 'arrAction' | 'kind' | 'isActive'>;
  view: MediaView;
  /** The service's time zone, shown beside the user's when it differs; undefined when unknown. */
  serverZone: string | undefined;
  /** The moment days left are counted from. */
  now: Date;
  selection: Selection;
  /** True while an action runs: the row's buttons wait. */
  busy: boolean;
  onAction: (action: MediaAction) => Promise<void>;
  /** Where the service can postpone an item (v3.x): how, and what to do once it answered. */
  postpone?: { run: (row: CollectionMedia, days: number) => Promise<PostponeOutcome>; onDone: () => Promise<unknown> };
  /** Where the service can act on one item now (v3.x). */
  handleNow?: (row: CollectionMedia) => Promise<void>;
}

export function MediaRow({ item, collection, view, serverZone, now, selection, busy, onAction, postpone, handleNow }: MediaRowProps) {
  // An inactive collection is never handled: its items leave on no day until it is switched on again.
  const leavesWhenActive = leaveDate(item.addDate, collection.deleteAfterDays);
  const leaves = collection.isActive ? leavesWhenActive : undefined;
  const heldByInactive = !collection.isActive && leavesWhenActive !== undefined;
  const year = item.item ? mediaYear(item.item) : undefined;
  const title = titleOfRow(item);
  const counting = Date.parse(item.addDate) > now.getTime();
  // The day is the service's: it keeps it as midnight of its own zone.
  const addedDay = formatDay(item.addDate, { timeZone: serverZone });
  return (
    <li className={`collection-item collection-item--${view}`}>
      {view === 'grid' && <ItemPoster file={item.imageFile} item={item.item} title={title} />}
      <SelectRow id={item.id} title={title} selection={selection} />
      <h2 className="collection-item__title">{title}</h2>
      <p className="collection-item__meta">
        {year !== undefined && <span>{year}</span>}
        {/* A postponed item's clock counts from a day to come: that is no day it was added. */}
        <span>{counting ? `Postponed: its countdown starts ${addedDay}` : `Added ${addedDay}`}</span>
        {leaves && <span>{leavesLabel(leaves, userTimeZone(), serverZone)}</span>}
        {heldByInactive && <span>Stays while the collection is inactive</span>}
        {/* A size of 0 would say the file is empty, which no media file is: shown only when counted. */}
        {item.sizeBytes !== undefined && item.sizeBytes > 0 && <span>{formatBytes(item.sizeBytes)}</span>}
      </p>
      <p className="collection-item__pills">
        {collection.isActive && <DaysLeftPill addDate={item.addDate} deleteAfterDays={collection.deleteAfterDays} now={now} />}
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
        {handleNow && (
          <FormConfirmButton
            label={`Handle now: ${title}`}
            disabled={busy}
            question={handleNowQuestion(title, collection)}
            confirmLabel="Yes, handle now"
            onConfirm={() => handleNow(item)}
          >
            Handle now
          </FormConfirmButton>
        )}
        {postpone && <PostponeForm row={item} deleteAfterDays={collection.deleteAfterDays} serverZone={serverZone} disabled={busy} postpone={postpone.run} onDone={postpone.onDone} />}
      </div>
    </li>
  );
}

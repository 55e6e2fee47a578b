// One item of a collection: title, year, type, when it was added, days left, and whether it was added by hand.
import type { CollectionMedia } from '../../api/collections.ts';
import { daysLeftLabel, mediaTitle, mediaYear } from './labels.ts';
import { daysLeft, formatDay } from './time.ts';

export interface MediaRowProps {
  item: CollectionMedia;
  deleteAfterDays: number | null;
  /** The moment days left are counted from. */
  now: Date;
}

export function MediaRow({ item, deleteAfterDays, now }: MediaRowProps) {
  const left = daysLeft(item.addDate, deleteAfterDays, now);
  const year = item.item ? mediaYear(item.item) : undefined;
  return (
    <li className="collection-item">
      <h2 className="collection-item__title">{item.item ? mediaTitle(item.item) : `Item ${item.itemId}`}</h2>
      <p className="collection-item__meta">
        {year !== undefined && <span>{year}</span>}
        <span>Added {formatDay(item.addDate)}</span>
      </p>
      <p className="collection-item__pills">
        {left !== undefined && <span className={`pill${left < 0 ? ' pill--overdue' : ''}`}>{daysLeftLabel(left)}</span>}
        {item.isManual && <span className="pill">Manual</span>}
      </p>
    </li>
  );
}

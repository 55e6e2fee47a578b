// How long an item has left before the handler acts on it, as a pill: "3 days left", "Leaves
// today", "2 days overdue" (in red). Nothing where the collection is never handled.
import { daysLeftLabel } from './labels.ts';
import { daysLeft } from './time.ts';

export function DaysLeftPill({ addDate, deleteAfterDays, now }: { addDate: string; deleteAfterDays: number | null; now: Date }) {
  const left = daysLeft(addDate, deleteAfterDays, now);
  if (left === undefined) return null;
  return <span className={`pill${left < 0 ? ' pill--overdue' : ''}`}>{daysLeftLabel(left)}</span>;
}

// The words of the media actions of a collection: what each does, asked before it happens, and the
// summary of what the service did, naming the items it refused.
import type { CollectionMedia } from '../../api/collections.ts';
import type { MediaActionOutcome } from '../../api/collection-pages.ts';
import { refusedNames } from '../../lib/refused-names.ts';
import { toast } from '../../lib/toast.ts';
import { mediaTitle } from './labels.ts';

export type MediaAction = 'remove' | 'exclude';

/** The most a postponement may be: ten years, well past any collection's "delete after" days. */
export const MAX_POSTPONE_DAYS = 3650;
export const POSTPONE_DAYS_MESSAGE = `Enter whole days from 1 to ${MAX_POSTPONE_DAYS}`;

export const titleOfRow = (row: CollectionMedia) => (row.item ? mediaTitle(row.item) : `Item ${row.itemId}`);

/** The items a question is about, as its first words: a title, or "These N items" (capitalised: it opens the sentence). */
const named = (rows: CollectionMedia[]) => (rows.length === 1 ? `“${titleOfRow(rows[0]!)}”` : `These ${rows.length} items`);

/** The question before an action: removing also keeps the rules from adding the items back. */
export function actionQuestion(action: MediaAction, rows: CollectionMedia[]): string {
  return action === 'remove'
    ? `${named(rows)} leave${rows.length === 1 ? 's' : ''} this collection and ${rows.length === 1 ? 'is' : 'are'} excluded from its rules, so the next run does not add ${rows.length === 1 ? 'it' : 'them'} back. Remove?`
    : `${named(rows)} will be excluded from every collection's rules and leave${rows.length === 1 ? 's' : ''} this one. Exclude?`;
}

const DONE: Record<MediaAction, [string, string]> = { remove: ['Removed', 'from this collection'], exclude: ['Excluded', 'from every collection'] };

/** One toast for what went and one naming what the service refused, with its reason. */
export function reportMediaAction(action: MediaAction, outcomes: MediaActionOutcome[]) {
  const [verb, where] = DONE[action];
  const done = outcomes.filter((outcome) => outcome.ok);
  const refused = outcomes.filter((outcome) => !outcome.ok);
  if (done.length) toast.success(`${verb} ${done.length === 1 ? `“${titleOfRow(done[0]!.row)}”` : `${done.length} items`} ${where}`);
  if (refused.length) {
    toast.error(`${refused.length} of ${outcomes.length} could not be ${action === 'remove' ? 'removed' : 'excluded'}: ${refusedNames(refused, titleOfRow)}`);
  }
}

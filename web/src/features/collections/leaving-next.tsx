// "Leaving next" on the Collections list: the items the collection handler acts on soonest, across
// the collections shown, each with its collection, what will be done to it and when; the last
// chance to keep something, without opening every collection. Built from the cards' own previews
// (each holds its collection's items leaving soonest: from the list on v2.21, one small sorted page
// on v3.x), so it costs no read of its own but the titles v2.21's list leaves out. The k items
// leaving soonest overall are each among their own collection's k soonest, so k = the previews' size.
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { PREVIEW_SIZE } from '../../api/collection-pages.ts';
import type { CollectionPreviewItem, CollectionWithMedia } from '../../api/collection-types.ts';
import { useMediaItem } from '../../api/media.ts';
import { paths } from '../../lib/paths.ts';
import { DaysLeftPill } from './days-left-pill.tsx';
import { actionInWords, collectionTitle, handlerActsOn, mediaTitle } from './labels.ts';
import { leaveDate } from './time.ts';

/** Each collection's preview once known (null: its read failed), by collection id (a card reports its own). */
export type PreviewsByCollection = ReadonlyMap<number, readonly CollectionPreviewItem[] | null>;

export interface LeavingItem {
  collection: CollectionWithMedia;
  entry: CollectionPreviewItem;
  leaves: Date;
}

/**
 * The items leaving soonest among the collections the handler acts on; undefined until every one
 * of those with items has its preview (a list that reorders as previews come would mislead), and
 * 'unknown' when one of them could not be read (the soonest might be among its items).
 */
export function leavingNext(collections: readonly CollectionWithMedia[], previews: PreviewsByCollection): LeavingItem[] | 'unknown' | undefined {
  const acting = actingWithItems(collections);
  if (acting.some((collection) => previews.get(collection.id) === null)) return 'unknown';
  if (acting.some((collection) => !previews.has(collection.id))) return undefined;
  return acting
    .flatMap((collection) =>
      (previews.get(collection.id) ?? []).flatMap((entry) => {
        const leaves = leaveDate(entry.addDate, collection.deleteAfterDays);
        return leaves ? [{ collection, entry, leaves }] : [];
      }),
    )
    .sort((a, b) => a.leaves.getTime() - b.leaves.getTime() || a.collection.id - b.collection.id)
    .slice(0, PREVIEW_SIZE);
}

/**
 * How many rows "Leaving next" will hold, known with the list before any preview: its place is kept
 * from the start, so the cards below never move when the previews come.
 */
export function leavingNextRows(collections: readonly CollectionWithMedia[]): number {
  const items = actingWithItems(collections).reduce((sum, collection) => sum + collection.mediaCount, 0);
  return Math.min(PREVIEW_SIZE, items);
}

/** The collections with items that the handler acts on: those "Leaving next" draws from. */
function actingWithItems(collections: readonly CollectionWithMedia[]): CollectionWithMedia[] {
  return collections.filter((collection) => handlerActsOn(collection) && collection.mediaCount > 0);
}

export function LeavingNext({ collections, previews, now = new Date() }: { collections: readonly CollectionWithMedia[]; previews: PreviewsByCollection; now?: Date }) {
  const rows = leavingNextRows(collections);
  const items = leavingNext(collections, previews);
  if (rows === 0) return null;
  return (
    <section className="leaving-next" aria-labelledby="leaving-next-title" aria-busy={!items || undefined}>
      <h2 id="leaving-next-title">Leaving next</h2>
      {items === 'unknown' ? (
        // In the place held for the rows, so the cards below stay where they are.
        <p className="leaving-next__unknown" style={{ '--rows': rows } as CSSProperties}>
          Not known: the items of a collection could not be read (its card says which).
        </p>
      ) : (
        // While the previews load, the rows only hold their place: nothing to read out yet.
        <ol aria-hidden={!items || undefined}>
          {items
            ? items.map((each) => <LeavingRow key={`${each.collection.id}:${each.entry.itemId}`} item={each} now={now} />)
            : Array.from({ length: rows }, (_, index) => <li key={index} />)}
        </ol>
      )}
    </section>
  );
}

function LeavingRow({ item: { collection, entry }, now }: { item: LeavingItem; now: Date }) {
  // v2.21's list names the item by id alone: its title is one look-up, cached with the Overview's.
  const { data, error } = useMediaItem(entry.item === undefined ? entry.itemId : undefined);
  const media = entry.item ?? data;
  const title = media ? mediaTitle(media) : media === null ? 'An item the media server no longer has' : error ? `Item ${entry.itemId}` : undefined;
  // What will be done first: on a narrow screen the line is cut at its end, and the collection's
  // name is on its card below.
  const where = `${actionInWords(collection.arrAction, collection.kind, collection.viaSportarr)}, in ${collectionTitle(collection)}`;
  return (
    <li>
      {/* The item leads to its collection, where it can be kept (excluded) or handled. */}
      <Link className="leaving-next__title" to={paths.collection(collection.id)}>
        {title ?? (
          <>
            <span aria-hidden="true">…</span>
            <span className="visually-hidden">Title loading</span>
          </>
        )}
      </Link>
      <span className="leaving-next__where">{where}</span>
      <DaysLeftPill addDate={entry.addDate} deleteAfterDays={collection.deleteAfterDays} now={now} />
    </li>
  );
}

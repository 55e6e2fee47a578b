// One collection in the list: the posters of its items leaving soonest (or, where its settings give
// the handler no day to act, of those added earliest), their place held while they load; then its
// title, which links to its detail view (the link's hit area covers the whole card, but it stays one
// real <a>), and its facts, with when the handler next acts on it where that can be known.
import { createContext, useContext, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { type CollectionWithMedia } from '../../api/collections.ts';
import type { CollectionPreviewItem } from '../../api/collection-types.ts';
import { useCollectionPreview } from '../../api/collection-pages.ts';
import { CollectionFacts } from './collection-facts.tsx';
import { ItemPoster } from './item-poster.tsx';
import { countLabel } from '../../lib/count-label.ts';
import { collectionDescription, collectionTitle, handlerActsOn, hasHandlingDay, mediaTitle } from './labels.ts';
import { leaveDate } from './time.ts';

/**
 * Where a card tells the list its preview: the items once known (a failed read again keeps those
 * already read, as the card does), null when the first read failed, undefined while it loads.
 */
export const PreviewReport = createContext<((id: number, items: readonly CollectionPreviewItem[] | null | undefined) => void) | undefined>(undefined);

export function CollectionCard({ collection }: { collection: CollectionWithMedia }) {
  const preview = useCollectionPreview(collection);
  const report = useContext(PreviewReport);
  const state = preview.expected === 0 ? preview.items : preview.error !== undefined ? null : undefined;
  // The items are a new array on every render: the report goes out when what they are changes
  // (stateKey stands for state in the effect's dependencies).
  const stateKey = state ? state.map((entry) => `${entry.itemId}@${entry.addDate}`).join(' ') : String(state);
  useEffect(() => {
    report?.(collection.id, state);
  }, [report, collection.id, stateKey]);
  // The first preview item is the one leaving soonest: its time being up is the next handling.
  // None where the handler passes the collection over (inactive, "Do nothing", never handled).
  const acts = handlerActsOn(collection);
  const oldest = preview.items[0];
  const nextHandling = acts && oldest ? leaveDate(oldest.addDate, collection.deleteAfterDays) : undefined;
  return (
    <li className="card collection-card">
      {preview.items.length > 0 && (
        <div
          className="collection-card__posters"
          role="img"
          aria-label={`Posters of ${countLabel(preview.items.length, 'item')} ${hasHandlingDay(collection) ? 'leaving soonest' : 'added earliest'}`}
        >
          {preview.items.map((entry) => (
            <ItemPoster key={entry.itemId} file={entry.imageFile} item={entry.item} title={entry.item ? mediaTitle(entry.item) : ''} />
          ))}
        </div>
      )}
      {/* Empty tiles hold the posters' place until they come (and for good if their read failed): a
          card growing then would move the cards after it from under the user's pointer. */}
      {preview.expected > 0 && (
        <div className="collection-card__posters" aria-hidden="true">
          {Array.from({ length: preview.expected }, (_, index) => (
            <div key={index} className="item-poster" />
          ))}
        </div>
      )}
      <h2>
        <Link className="collection-card__link" to={paths.collection(collection.id)}>
          {collectionTitle(collection)}
        </Link>
      </h2>
      <p>{collectionDescription(collection)}</p>
      <CollectionFacts
        collection={collection}
        itemCount={collection.mediaCount}
        nextHandling={nextHandling}
        nextHandlingUnknown={acts && preview.expected > 0 ? (preview.error ? 'failed' : 'loading') : undefined}
      />
    </li>
  );
}

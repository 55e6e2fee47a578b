// /collections/:id/media: the collection's items, newest first, with the days each has left
// before the collection handler acts on it.
import { useShownCollection } from './shown-collection.ts';
import { useCollectionMedia } from '../../api/collections.ts';
import { PagedListView } from './paged-list-view.tsx';
import { MediaRow } from './media-row.tsx';

export function MediaTab() {
  const collection = useShownCollection();
  const media = useCollectionMedia(collection.id);
  const now = new Date();
  return (
    <PagedListView list={media} what="the media" noun={['item', 'items']} empty="This collection holds no media yet.">
      {(items) => (
        <ul className="collection-items" aria-label="Media">
          {items.map((item) => (
            <MediaRow key={item.id} item={item} deleteAfterDays={collection.deleteAfterDays} now={now} />
          ))}
        </ul>
      )}
    </PagedListView>
  );
}

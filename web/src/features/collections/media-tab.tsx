// /collections/:id/media: the collection's items, newest first, with the days each has left before
// the collection handler acts on it. Each can be removed (and kept out by its rules) or excluded
// everywhere, one at a time or many selected; a long action on v2.21 (one call per item) shows how
// far it got.
import { useState } from 'react';
import { useShownCollection } from './shown-collection.ts';
import { useCollectionMedia, useCollectionMediaActions, type CollectionMedia } from '../../api/collections.ts';
import { FormConfirmButton } from '../../components/form-confirm-button.tsx';
import { toast } from '../../lib/toast.ts';
import { actionQuestion, reportMediaAction, type MediaAction } from './media-actions.ts';
import { PagedListView } from './paged-list-view.tsx';
import { MediaRow } from './media-row.tsx';
import { SelectAllShown, useSelection } from './selection.tsx';

export function MediaTab() {
  const collection = useShownCollection();
  const media = useCollectionMedia(collection.id);
  const actions = useCollectionMediaActions(collection.id);
  const selection = useSelection();
  const [progress, setProgress] = useState<string | undefined>();
  const now = new Date();

  const act = async (action: MediaAction, rows: CollectionMedia[]) => {
    const verb = action === 'remove' ? 'Removing' : 'Excluding';
    const onProgress = (done: number, total: number) => setProgress(`${verb} ${done} of ${total}…`);
    setProgress(`${verb} ${rows.length === 1 ? '1 item' : `${rows.length} items`}…`);
    try {
      const run = action === 'remove' ? actions.removeFromCollection : actions.excludeEverywhere;
      reportMediaAction(action, await run(rows, onProgress));
    } catch (error) {
      toast.error(`Could not act on the items: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setProgress(undefined);
      selection.clear();
      await media.refresh();
    }
  };

  return (
    <PagedListView list={media} what="the media" noun={['item', 'items']} empty="This collection holds no media yet.">
      {(items) => {
        const chosen = items.filter((item) => selection.selected.has(item.id));
        return (
          <>
            <div className="collection-bulk" role="group" aria-label="Selected media">
              <SelectAllShown ids={items.map((item) => item.id)} selection={selection} />
              <FormConfirmButton
                disabled={chosen.length === 0 || progress !== undefined}
                question={chosen.length ? actionQuestion('remove', chosen) : ''}
                confirmLabel="Yes, remove"
                onConfirm={() => act('remove', chosen)}
              >
                Remove selected ({chosen.length})
              </FormConfirmButton>
              <FormConfirmButton
                disabled={chosen.length === 0 || progress !== undefined}
                question={chosen.length ? actionQuestion('exclude', chosen) : ''}
                confirmLabel="Yes, exclude"
                onConfirm={() => act('exclude', chosen)}
              >
                Exclude selected everywhere ({chosen.length})
              </FormConfirmButton>
              <p className="collection-bulk__progress" role="status">
                {progress}
              </p>
            </div>
            <ul className="collection-items" aria-label="Media">
              {items.map((item) => (
                <MediaRow
                  key={item.id}
                  item={item}
                  deleteAfterDays={collection.deleteAfterDays}
                  now={now}
                  selection={selection}
                  busy={progress !== undefined}
                  onAction={(action) => act(action, [item])}
                  postpone={actions.postpone && { run: actions.postpone, onDone: media.refresh }}
                />
              ))}
            </ul>
          </>
        );
      }}
    </PagedListView>
  );
}

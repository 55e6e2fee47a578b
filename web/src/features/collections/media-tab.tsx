// /collections/:id/media: the collection's items as posters or a dense list (the user's choice), in
// the orders the service can sort by (v3.x; v2.21 sends newest first only), each with the days it
// has left and the day it leaves. Each can be removed (and kept out by its rules) or excluded
// everywhere, one at a time or many selected; a long action on v2.21 (one call per item) shows how
// far it got. Items can be added by hand, and on v3.x handled at once (unless the collection's action
// is "Do nothing").
import { useId, useState } from 'react';
import { useShownCollection } from './shown-collection.ts';
import { useCollectionMembers, type CollectionMedia, type MediaOrder } from '../../api/collections.ts';
import { useServerTimeZone } from '../../api/about.ts';
import { useCollectionMedia, useCollectionMediaActions, useMediaOrders } from '../../api/collection-pages.ts';
import { AddMedia } from './add-media.tsx';
import { actionInWords, handlerActsOn } from './labels.ts';
import { DO_NOTHING_ACTION } from '../../api/collection-types.ts';
import { MediaViewToggle, useMediaView } from './media-view.tsx';
import { FormConfirmButton } from '../../components/form-confirm-button.tsx';
import { toast } from '../../lib/toast.ts';
import { actionQuestion, reportMediaAction, titleOfRow, type MediaAction } from './media-actions.ts';
import { PagedListView } from './paged-list-view.tsx';
import { MediaRow } from './media-row.tsx';
import { bulkBarClassName, SelectAllShown, useSelection } from './selection.tsx';
import { messageOf } from '../../lib/api-error.ts';

export function MediaTab() {
  const collection = useShownCollection();
  const orders = useMediaOrders();
  const [order, setOrder] = useState<MediaOrder>('newest');
  const media = useCollectionMedia(collection.id, order);
  // Every member, not only the pages loaded, so a search result already in it is marked as such.
  const members = useCollectionMembers()?.find((entry) => entry.id === collection.id)?.ids;
  const actions = useCollectionMediaActions(collection.id);
  const [view, setView] = useMediaView();
  const serverZone = useServerTimeZone();
  const orderId = useId();
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
      toast.error(`Could not act on the items: ${messageOf(error)}`);
    } finally {
      setProgress(undefined);
      selection.clear();
      await media.refresh();
    }
  };

  // Postponing moves the day the handler acts: where there is no such day (Do nothing, no days
  // set, a switched-off collection) the row would say "postponed" for nothing.
  const postpone = actions.postpone && handlerActsOn(collection)
    ? { run: actions.postpone, onDone: media.refresh }
    : undefined;
  // A "Do nothing" collection gives the service nothing to do at once: it refuses (409), so the
  // button is not offered there.
  const handleNow = actions.handleNow && collection.arrAction !== DO_NOTHING_ACTION
    ? async (row: CollectionMedia) => {
        const outcome = await actions.handleNow!(row);
        const title = titleOfRow(row);
        if (outcome.ok) toast.success(`Handled “${title}”: ${actionInWords(collection.arrAction, collection.kind, collection.viaSportarr)}`);
        else toast.error(`Could not handle “${title}” now. The service says: ${outcome.reason ?? 'refused'}`);
        await media.refresh();
      }
    : undefined;

  return (
    <>
      <div className="media-toolbar">
        <MediaViewToggle view={view} onChange={setView} />
        {orders.length > 1 && (
          <div className="media-toolbar__order">
            <label htmlFor={orderId}>Order</label>
            <select id={orderId} className="form-control" value={order} onChange={(event) => setOrder(event.target.value as MediaOrder)}>
              {orders.map((option) => (
                <option key={option} value={option}>
                  {ORDER_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        )}
        {collection.kind && (
          <AddMedia
            kind={collection.kind}
            libraryId={collection.libraryId}
            present={new Set([...(members ?? []), ...media.items.map((row) => row.itemId)])}
            add={actions.addByHand}
            onDone={media.refresh}
          />
        )}
      </div>
    <PagedListView list={media} what="the media" noun={['item', 'items']} empty="This collection holds no media yet.">
      {(items) => {
        const chosen = items.filter((item) => selection.selected.has(item.id));
        return (
          <>
            <div className={bulkBarClassName(chosen.length)} role="group" aria-label="Selected media">
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
            <ul className={`collection-items collection-items--${view}`} aria-label="Media">
              {items.map((item) => (
                <MediaRow
                  key={item.id}
                  item={item}
                  collection={collection}
                  view={view}
                  serverZone={serverZone}
                  handleNow={handleNow}
                  now={now}
                  selection={selection}
                  busy={progress !== undefined}
                  onAction={(action) => act(action, [item])}
                  postpone={postpone}
                />
              ))}
            </ul>
          </>
        );
      }}
    </PagedListView>
    </>
  );
}

const ORDER_LABELS: Record<MediaOrder, string> = {
  newest: 'Newest first',
  leavingSoonest: 'Leaving soonest',
  bestRated: 'Best rated',
  manualFirst: 'Added by hand first',
};

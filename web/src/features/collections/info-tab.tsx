// /collections/:id/info: the facts the collection object carries and the collection's log.
import { useShownCollection } from './shown-collection.ts';
import { CollectionLogTable } from './collection-log-table.tsx';
import { formatDay, formatDuration } from './time.ts';

export function InfoTab() {
  const collection = useShownCollection();
  return (
    <div className="collection-info">
      <dl className="collection-facts collection-info__facts">
        <dt>Date added</dt>
        <dd>{collection.addDate ? formatDay(collection.addDate) : 'Unknown'}</dd>
        <dt>Handled media items</dt>
        <dd>{collection.handledMediaAmount}</dd>
        <dt>Last run took</dt>
        <dd>{formatDuration(collection.lastDurationInSeconds)}</dd>
        <dt>Logs kept for</dt>
        <dd>{collection.keepLogsForMonths === 0 ? 'Forever' : `${collection.keepLogsForMonths} months`}</dd>
      </dl>
      <h2 className="collection-info__heading">Logs</h2>
      <CollectionLogTable id={collection.id} />
    </div>
  );
}

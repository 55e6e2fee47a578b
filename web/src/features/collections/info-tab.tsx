// /collections/:id/info: the facts the collection object carries, its own poster (v3.x), the
// collection's log, and Test media for the rule group that fills it.
import { useShownCollection } from './shown-collection.ts';
import { CollectionLogTable } from './collection-log-table.tsx';
import { formatDay } from '../../lib/day-label.ts';
import { formatDuration } from '../../lib/duration.ts';
import { formatBytes } from '../../lib/size-label.ts';
import { actionKeepsFiles } from '../../api/collection-types.ts';
import { useRuleGroups } from '../../api/rules.ts';
import { TestMedia } from '../../components/test-media/test-media.tsx';
import { usePostersOffered } from '../../api/collection-poster.ts';
import { CollectionPoster } from './collection-poster.tsx';

export function InfoTab() {
  const collection = useShownCollection();
  // The rule group that fills this collection: Test media explains its verdict on any item.
  const group = useRuleGroups().groups.find((entry) => entry.collectionId === collection.id);
  const postersOffered = usePostersOffered();
  return (
    <div className="collection-info">
      <dl className="collection-facts collection-info__facts">
        <dt>Date added</dt>
        <dd>{collection.addDate ? formatDay(collection.addDate) : 'Unknown'}</dd>
        <dt>Handled media items</dt>
        <dd>{collection.handledMediaAmount}</dd>
        {/* v3.x counts the space its deletions freed; an action that keeps the files frees none. */}
        {collection.freedBytes !== undefined && (
          <>
            <dt>Space freed</dt>
            <dd>{collection.freedBytes === 0 && actionKeepsFiles(collection.arrAction) ? 'None: the action keeps the files' : formatBytes(collection.freedBytes)}</dd>
          </>
        )}
        <dt>Last run took</dt>
        <dd>{formatDuration(collection.lastDurationInSeconds)}</dd>
        <dt>Logs kept for</dt>
        <dd>{collection.keepLogsForMonths === 0 ? 'Forever' : `${collection.keepLogsForMonths} months`}</dd>
      </dl>
      {postersOffered && <CollectionPoster collection={collection} />}
      <h2 className="collection-info__heading">Logs</h2>
      <CollectionLogTable id={collection.id} />
      {group?.useRules && <TestMedia groupId={group.id} kind={group.kind ?? collection.kind ?? 'movie'} libraryId={group.libraryId} groupName={group.name} />}
    </div>
  );
}

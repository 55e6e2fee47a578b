// /rules: every rule group with what it selects, where its matches go and what it does to them;
// narrowed to one library from the URL. From here a group is created, edited, copied or deleted,
// and run: all groups at once on both generations, one group (and stopping it) on v3.x, where the
// service runs groups one by one from a queue whose state each card shows.
import { Link } from 'react-router-dom';
import { useCollections, type CollectionWithMedia } from '../../api/collections.ts';
import { useLibraries } from '../../api/media.ts';
import { useRuleGroups, type RuleGroupSummary, type RuleQueue } from '../../api/rules.ts';
import { HandlerRunButton } from '../../components/handler-run-button.tsx';
import { LibraryFilter, useLibrariesSettled, useLibraryFilter } from '../../components/library-filter.tsx';
import { LoadState } from '../../components/load-state.tsx';
import { useHandlerStatus } from '../../events/use-handler-status.ts';
import { formatDuration } from '../../lib/duration.ts';
import { paths } from '../../lib/paths.ts';
import { DeleteGroupButton } from './delete-group-button.tsx';
import { GroupRunButtons, type QueueState } from './group-run-buttons.tsx';
import { KIND_PLURAL } from './labels.ts';
import '../../components/page-content.css';
import './rules.css';

/** "Running", "Queued" or nothing, from the rule handler's queue. */
function queueState(queue: RuleQueue | undefined, groupId: number): QueueState {
  if (!queue) return undefined;
  if (queue.executingRuleGroupId === groupId) return 'Running';
  return queue.waitingRuleGroupIds.includes(groupId) ? 'Queued' : undefined;
}

function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

function RuleGroupCard({ group, collection, state }: { group: RuleGroupSummary; collection: CollectionWithMedia | undefined; state: QueueState }) {
  const { libraryTitle } = useLibraries();
  return (
    <li className="card rule-group-card">
      <h2>{group.name}</h2>
      {group.description && <p>{group.description}</p>}
      <dl>
        <dt>Status</dt>
        <dd className="rule-group-card__pills">
          <span className={`pill${group.isActive ? ' pill--on' : ''}`}>{group.isActive ? 'Active' : 'Inactive'}</span>
          {state && <span className="pill pill--on">{state}</span>}
        </dd>
        <dt>Library</dt>
        <dd>{libraryTitle(group.libraryId)}</dd>
        {group.kind && (
          <>
            <dt>Media type</dt>
            <dd>{KIND_PLURAL[group.kind]}</dd>
          </>
        )}
        <dt>Rules</dt>
        <dd>{group.useRules ? group.ruleCount : 'None (filled by hand)'}</dd>
        {group.collectionId !== null && (
          <>
            <dt>Collection</dt>
            <dd>
              <Link to={paths.collection(group.collectionId)}>{collection ? `${collection.title}, ${itemCount(collection.mediaCount)}` : 'Open'}</Link>
            </dd>
          </>
        )}
        {collection && collection.lastDurationInSeconds > 0 && (
          <>
            <dt>Last run took</dt>
            <dd>{formatDuration(collection.lastDurationInSeconds)}</dd>
          </>
        )}
        {group.schedule !== undefined && (
          <>
            <dt>Schedule</dt>
            <dd>{group.schedule ?? 'With all rules'}</dd>
          </>
        )}
      </dl>
      <div className="rule-group-card__actions">
        <Link className="form-button form-button--secondary" to={paths.ruleEdit(group.id)} aria-label={`Edit ${group.name}`}>
          Edit
        </Link>
        <Link className="form-button form-button--secondary" to={paths.ruleClone(group.id)} aria-label={`Copy ${group.name}`}>
          Copy
        </Link>
        <GroupRunButtons group={group} state={state} />
        <DeleteGroupButton group={group} collection={collection} />
      </div>
    </li>
  );
}

export function RulesList() {
  const { groups, data, error, mutate } = useRuleGroups();
  const { collections } = useCollections();
  const { queue } = useHandlerStatus('ruleHandler');
  const [library] = useLibraryFilter();
  const librariesSettled = useLibrariesSettled();
  const shown = library ? groups.filter((group) => group.libraryId === library) : groups;
  return (
    <section>
      <header className="page-header">
        <h1>Rules</h1>
        <div className="page-header__actions">
          <Link className="form-button form-button--primary" to={paths.ruleNew}>
            New rule group
          </Link>
          <HandlerRunButton handler="ruleHandler" />
        </div>
      </header>
      <LoadState what="rules" hasData={data !== undefined && librariesSettled} error={error} retry={() => mutate()}>
        <LibraryFilter />
        {groups.length === 0 && <p className="page-message">There are no rule groups yet. Make one with “New rule group”.</p>}
        {groups.length > 0 && shown.length === 0 && <p className="page-message">No rule group in this library.</p>}
        <ul className="card-grid" aria-label="Rule groups">
          {shown.map((group) => (
            <RuleGroupCard
              key={group.id}
              group={group}
              collection={collections.find((entry) => entry.id === group.collectionId)}
              state={queueState(queue, group.id)}
            />
          ))}
        </ul>
      </LoadState>
    </section>
  );
}

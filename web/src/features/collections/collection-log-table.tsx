// A collection's log (GET /api/collections/logs/:id/content/:page): date, type, message and, where
// the service recorded it, why the rules added or removed the item. A search in the messages, the order and one type
// narrow it, as the service offers; they live in the URL, so a reload or a shared link keeps them.
import { useEffect, useId, useRef, useState } from 'react';
import { type CollectionLogType } from '../../api/collections.ts';
import { useCollectionLogs, type LogQuery } from '../../api/collection-pages.ts';
import { useQueryParams } from '../../hooks/use-query-params.ts';
import { logTypeLabel } from './labels.ts';
import { PagedListView } from './paged-list-view.tsx';
import { formatDateTime } from './time.ts';
import type { TestVerdict } from '../../api/rule-editor-types.ts';
import { VerdictSections } from '../../components/test-media/verdict-sections.tsx';

/** How long typing pauses before the search is sent: one request per pause, not per key. */
const SEARCH_PAUSE_MS = 300;
const LOG_TYPES: CollectionLogType[] = [0, 1, 2];

/** The log query the URL holds (?logSearch=, ?logOrder=oldest, ?logType=1). */
function useLogQuery(): [LogQuery, (change: Partial<Record<'logSearch' | 'logOrder' | 'logType', string>>) => void] {
  const [params, changeParams] = useQueryParams();
  const type = Number(params.get('logType'));
  const query: LogQuery = {
    search: params.get('logSearch') ?? undefined,
    order: params.get('logOrder') === 'oldest' ? 'oldest' : 'newest',
    type: params.get('logType') !== null && LOG_TYPES.includes(type as CollectionLogType) ? (type as CollectionLogType) : undefined,
  };
  const change = (values: Partial<Record<'logSearch' | 'logOrder' | 'logType', string>>) =>
    changeParams((next) => {
      for (const [key, value] of Object.entries(values)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
    }, { replace: true });
  return [query, change];
}

/**
 * Why the rules added or removed the entry's item, as the service recorded it: each section and
 * rule, what was found and whether it held. Folded, as a long log is read by its messages.
 */
function EntryVerdict({ verdict }: { verdict: TestVerdict | undefined }) {
  if (!verdict) return null;
  return (
    <details className="collection-log__details">
      <summary>{verdict.matches ? 'Why: the rules matched' : 'Why: the rules no longer matched'}</summary>
      <VerdictSections verdict={verdict} />
    </details>
  );
}

export function CollectionLogTable({ id }: { id: number }) {
  const [query, changeQuery] = useLogQuery();
  const [typed, setTyped] = useState(query.search ?? '');
  /** The search this box last put in the URL: any other change of it came from elsewhere. */
  const written = useRef(query.search ?? '');
  const logs = useCollectionLogs(id, query);
  const ids = { search: useId(), order: useId(), type: useId() };

  useEffect(() => {
    if (typed === (query.search ?? '')) return;
    const timer = setTimeout(() => {
      written.current = typed.trim();
      changeQuery({ logSearch: written.current });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // changeQuery is new each render; the pause restarts only when the text changes.
  }, [typed]);

  // The URL's search changed by other means (a tab link without it, Back): the box shows it, so
  // what is typed and what is listed never differ.
  useEffect(() => {
    const inUrl = query.search ?? '';
    if (inUrl === written.current) return;
    written.current = inUrl;
    setTyped(inUrl);
  }, [query.search]);

  const narrowed = Boolean(query.search) || query.type !== undefined;
  return (
    <>
      <div className="collection-log__query" role="search" aria-label="Narrow the log">
        <div className="collection-log__field">
          <label htmlFor={ids.search}>Search the log</label>
          <input id={ids.search} className="form-control" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder="Text in a message" />
        </div>
        <div className="collection-log__field">
          <label htmlFor={ids.order}>Order</label>
          <select id={ids.order} className="form-control" value={query.order} onChange={(event) => changeQuery({ logOrder: event.target.value === 'oldest' ? 'oldest' : '' })}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </div>
        <div className="collection-log__field">
          <label htmlFor={ids.type}>Type</label>
          <select id={ids.type} className="form-control" value={query.type ?? ''} onChange={(event) => changeQuery({ logType: event.target.value })}>
            <option value="">All types</option>
            {LOG_TYPES.map((type) => (
              <option key={type} value={type}>
                {logTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PagedListView
        list={logs}
        what="the logs"
        noun={['log entry', 'log entries']}
        empty={narrowed ? 'No log entry matches.' : 'Nothing has been logged for this collection.'}
      >
        {(entries) => (
          <table className="collection-log">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Event</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="collection-log__date">{formatDateTime(entry.timestamp)}</td>
                  <td>
                    <span className={`pill pill--log-${entry.type ?? 'other'}`}>{logTypeLabel(entry.type)}</span>
                  </td>
                  <td className="collection-log__message">
                    {entry.message}
                    <EntryVerdict verdict={entry.verdict} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedListView>
    </>
  );
}

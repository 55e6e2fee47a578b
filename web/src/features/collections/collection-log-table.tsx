// A collection's log (GET /api/collections/logs/:id/content/:page), newest first: date, type, message.
import { useCollectionLogs } from '../../api/collections.ts';
import { logTypeLabel } from './labels.ts';
import { PagedListView } from './paged-list-view.tsx';
import { formatDateTime } from './time.ts';

export function CollectionLogTable({ id }: { id: number }) {
  const logs = useCollectionLogs(id);
  return (
    <PagedListView list={logs} what="the logs" noun={['log entry', 'log entries']} empty="Nothing has been logged for this collection.">
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
                <td className="collection-log__message">{entry.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PagedListView>
  );
}

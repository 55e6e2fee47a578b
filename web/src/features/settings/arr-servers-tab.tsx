// /settings/radarr and /settings/sonarr: the stored servers (API.md §2.4), read-only.
import useSWR from 'swr';
import { LoadState } from '../../components/load-state.tsx';
import { NotEditableNote } from './not-editable-note.tsx';

interface ArrServer {
  id: number;
  serverName: string;
  url: string;
}

/** Radarr or Sonarr servers (GET /settings/radarr|sonarr), read-only. */
export function ArrServersTab({ kind }: { kind: 'radarr' | 'sonarr' }) {
  const name = kind === 'radarr' ? 'Radarr' : 'Sonarr';
  const { data, error, mutate } = useSWR<ArrServer[]>(`/settings/${kind}`);
  const servers = Array.isArray(data) ? data : [];
  return (
    <section className="settings-panel" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{name}</h2>
      <NotEditableNote what={`${name} servers`} />
      <LoadState what={`the ${name} servers`} hasData={data !== undefined} error={error} retry={() => mutate()}>
        {servers.length === 0 ? (
          <p className="settings-muted">No {name} server is set up.</p>
        ) : (
          <ul className="settings-list">
            {servers.map((server) => (
              <li key={server.id}>
                <strong>{server.serverName}</strong> <span className="settings-muted">{server.url}</span>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

// /settings/radarr, /settings/sonarr and (v3.x) /settings/sportarr: the stored servers of one kind
// (a list: the service holds several), each with Edit and Delete, and an Add button; on v3.x below
// Radarr's and Sonarr's, the tag excluded items get there (Sportarr has no such setting). One
// editor is open at a time, inline where it applies; when it closes, focus goes back to the button
// that opened it.
import { LoadState } from '../../../components/load-state.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { ARR_NAMES, useArrServers, type ServerListKind } from '../../../api/arr-servers.ts';
import { useMainSettings } from '../../../api/settings.ts';
import { ExclusionTagForm } from './exclusion-tag-form.tsx';
import { ArrServerForm } from './arr-server-form.tsx';
import { ArrServerItem } from './arr-server-item.tsx';
import { useInlineEditor } from '../shared/use-inline-editor.ts';
import '../settings.css';
import './arr-servers.css';


/** What the servers of each kind are for, under the tab's heading. */
const INTROS: Record<ServerListKind, string> = {
  radarr: "The Radarr servers that manage your movie files. A collection's rules pick one of them to unmonitor or delete what the collection handles.",
  sonarr: "The Sonarr servers that manage your TV show files. A collection's rules pick one of them to unmonitor or delete what the collection handles.",
  sportarr: 'The Sportarr servers that manage your sports leagues and events. A rule group of a TV show library can act through one of them instead of Sonarr.',
};

/** The Radarr, Sonarr or Sportarr tab: the server list with add, edit and delete. */
export function ArrServersTab({ kind }: { kind: ServerListKind }) {
  const name = ARR_NAMES[kind];
  const { data, error, mutate, servers } = useArrServers(kind);
  const addButtonId = `${kind}-add-server`;
  const editButtonId = (id: number) => `${kind}-server-${id}-edit`;
  const { editing, open, close, focusAddButton } = useInlineEditor({ items: servers, addButtonId, editButtonId });
  // Tagging excluded items in Radarr or Sonarr is a v3.x setting; v2.21's row has no such fields.
  const tagging = useMainSettings().data?.exclusionTagging;

  return (
    <section className="settings-panel" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{name}</h2>
      <p className="settings-panel__intro">{INTROS[kind]}</p>
      <LoadState what={`the ${name} servers`} hasData={data !== undefined} error={error} retry={() => mutate()}>
        {servers.length === 0 ? (
          <p className="settings-muted">No {name} server is set up.</p>
        ) : (
          <ul className="arr-servers" aria-label={`${name} servers`}>
            {servers.map((server) =>
              editing === server.id ? (
                <li key={server.id} className="arr-server">
                  <ArrServerForm kind={kind} name={name} server={server} onClose={close} />
                </li>
              ) : (
                <ArrServerItem
                  key={server.id}
                  kind={kind}
                  name={name}
                  server={server}
                  editButtonId={editButtonId(server.id)}
                  onEdit={() => open(server.id)}
                  onDeleted={focusAddButton}
                />
              ),
            )}
          </ul>
        )}
        {editing === 'new' ? (
          <div className="arr-server">
            <ArrServerForm kind={kind} name={name} onClose={close} />
          </div>
        ) : (
          <div className="form-actions">
            <FormButton id={addButtonId} variant="primary" onClick={() => open('new')}>
              Add a {name} server
            </FormButton>
          </div>
        )}
      </LoadState>
      {tagging && kind !== 'sportarr' && <ExclusionTagForm kind={kind} />}
    </section>
  );
}

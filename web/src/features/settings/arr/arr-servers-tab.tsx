// /settings/radarr and /settings/sonarr: the stored servers of one kind (a list: the service holds several), each with
// Edit and Delete, and an Add button. One editor is open at a time, inline where it applies; when
// it closes, focus goes back to the button that opened it.
import { useEffect, useState } from 'react';
import type { ArrKind } from '../../../api/settings-forms.ts';
import { LoadState } from '../../../components/load-state.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { useArrServers } from '../../../api/arr-servers.ts';
import { ArrServerForm } from './arr-server-form.tsx';
import { ArrServerItem } from './arr-server-item.tsx';
import { mayLeave } from '../../../lib/leave-guard.ts';
import '../settings.css';
import './arr-servers.css';

const NAMES: Record<ArrKind, string> = { radarr: 'Radarr', sonarr: 'Sonarr' };
const ROLES: Record<ArrKind, string> = { radarr: 'movie', sonarr: 'TV show' };

/** Which editor is open: a new server, or the stored server with this id. */
type Editing = 'new' | number | undefined;

/** The Radarr or Sonarr tab: the server list with add, edit and delete. */
export function ArrServersTab({ kind }: { kind: ArrKind }) {
  const name = NAMES[kind];
  const { data, error, mutate, servers } = useArrServers(kind);
  const [editing, setEditing] = useState<Editing>();
  const [focusAfter, setFocusAfter] = useState<string>();
  const addButtonId = `${kind}-add-server`;
  const editButtonId = (id: number) => `${kind}-server-${id}-edit`;

  useEffect(() => {
    const target = focusAfter ? document.getElementById(focusAfter) : null;
    if (!target) return;
    target.focus();
    setFocusAfter(undefined);
  }, [focusAfter, servers]);

  // Opening another editor closes the one open: its unsaved edits are not dropped without asking.
  const open = (which: Editing) => {
    if (editing !== undefined && !mayLeave()) return;
    setFocusAfter(undefined);
    setEditing(which);
  };
  // The edited row may have gone meanwhile (deleted elsewhere); the Add button is always there.
  const close = () => {
    const id = typeof editing === 'number' && servers.some((server) => server.id === editing) ? editButtonId(editing) : addButtonId;
    setEditing(undefined);
    setFocusAfter(id);
  };

  return (
    <section className="settings-panel" aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{name}</h2>
      <p className="settings-panel__intro">
        The {name} servers that manage your {ROLES[kind]} files. A collection's rules pick one of them to unmonitor or delete
        what the collection handles.
      </p>
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
                  onDeleted={() => setFocusAfter(addButtonId)}
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
    </section>
  );
}

// One stored Radarr / Sonarr / Sportarr server in the list: its name, its url as a link, Edit, and
// Delete after confirmation. A delete the service refuses because collections use the server lists them here,
// so the user knows what to change first.
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { ArrServer } from '../../../api/settings-forms.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { FormConfirmButton } from '../../../components/form-confirm-button.tsx';
import { useRevalidate } from '../../../api/settings.ts';
import { ArrServerInUseError, deleteArrServer, type ServerListKind } from '../../../api/arr-servers.ts';
import { describeFailure } from '../shared/save-errors.ts';
import '../settings.css';
import './arr-servers.css';

export interface ArrServerItemProps {
  kind: ServerListKind;
  /** "Radarr", "Sonarr" or "Sportarr". */
  name: string;
  server: ArrServer;
  /** The id given to the Edit button, so the tab can move focus back to it. */
  editButtonId: string;
  onEdit: () => void;
  /** Called once the service has deleted the server. */
  onDeleted: () => void;
}

// The service stores any string as the url; only web addresses become links (never javascript:).
const WEB_ADDRESS = /^https?:\/\//i;

/** A server's row: name, link, Edit and Delete, and the collections that block a delete. */
export function ArrServerItem({ kind, name, server, editButtonId, onEdit, onDeleted }: ArrServerItemProps) {
  const revalidate = useRevalidate();
  const [heldBy, setHeldBy] = useState<string[]>();

  const remove = async () => {
    setHeldBy(undefined);
    try {
      await deleteArrServer(revalidate, kind, server.id);
      toast.success(`${name} server ${server.serverName} deleted`);
      onDeleted();
    } catch (failure) {
      if (failure instanceof ArrServerInUseError) setHeldBy(failure.collections);
      else toast.error(describeFailure(`Deleting the ${name} server ${server.serverName}`, failure));
    }
  };

  return (
    <li className="arr-server" aria-label={server.serverName}>
      <div className="arr-server__head">
        <div className="arr-server__what">
          <strong className="arr-server__name">{server.serverName}</strong>
          {WEB_ADDRESS.test(server.url) ? (
            <a className="arr-server__url" href={server.url} target="_blank" rel="noreferrer">
              {server.url}
            </a>
          ) : (
            <span className="arr-server__url">{server.url}</span>
          )}
        </div>
        <div className="form-actions">
          <FormButton id={editButtonId} aria-label={`Edit ${server.serverName}`} onClick={onEdit}>
            Edit
          </FormButton>
          <FormConfirmButton question={`Delete ${server.serverName}?`} confirmLabel="Yes, delete" onConfirm={remove}>
            Delete
          </FormConfirmButton>
        </div>
      </div>
      {heldBy && (
        <div className="settings-result settings-result--failed" role="alert">
          <p className="arr-server__blocked">
            {server.serverName} was not deleted: {heldBy.length === 1 ? 'a collection uses' : 'these collections use'} it.
            Pick another {name} server (or none) in the rules of {heldBy.length === 1 ? 'that collection' : 'each'}, then
            delete again.
          </p>
          <ul className="arr-server__holders">
            {heldBy.map((title, index) => (
              <li key={`${index}-${title}`}>{title}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

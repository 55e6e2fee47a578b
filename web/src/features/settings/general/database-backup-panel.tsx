// Settings > General, on v3.x: a copy of Maintainerr's database (rule groups, collections, their
// logs and the settings) saved to this device, as the service's own UI offers it. The file is
// fetched first, so a failure is said here (which service, what went wrong) instead of the browser
// saving an error page under the database's name.
import { useState } from 'react';
import { fetchDatabaseBackup, useDatabaseBackupOffered } from '../../../api/database-backup.ts';
import { FormButton } from '../../../components/form-button.tsx';
import { formatBytes } from '../../../lib/size-label.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { ApiError, messageOf } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import '../settings.css';

export function DatabaseBackupPanel() {
  const offered = useDatabaseBackupOffered();
  const [busy, setBusy] = useState(false);
  if (!offered) return null;

  const download = async () => {
    setBusy(true);
    try {
      const { file, name } = await fetchDatabaseBackup();
      saveFile(file, name);
      toast.success(`Backup saved as ${name} (${formatBytes(file.size)})`);
    } catch (failure) {
      toast.error(backupFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-panel" aria-labelledby="backup-title">
      <h2 id="backup-title">Backup</h2>
      <p className="settings-panel__intro">
        Maintainerr keeps its rule groups, collections, their logs and its settings in one database. Save a copy to this device before an upgrade or a
        media-server switch.
      </p>
      <div>
        <FormButton busy={busy} onClick={() => void download()}>
          Download the database
        </FormButton>
      </div>
    </section>
  );
}

/** Why the backup did not come, in one sentence. */
function backupFailure(error: unknown): string {
  if (error instanceof ApiError && error.isUnreachable) return `Downloading the backup failed: Maintainerr could not be reached (${error.message}).`;
  if (error instanceof ApiError) return `Downloading the backup failed: ${error.message} (HTTP ${error.status}).`;
  return `Downloading the backup failed: ${messageOf(error)}.`;
}

// The service's log files (GET /api/logs/files) with their size and a download link.
import { gatewayMeta } from '../../lib/gateway-meta.ts';
import { useLogFiles } from './api.ts';
import { LoadState } from '../../components/load-state.tsx';
import { formatFileSize } from './log-lines.ts';

export function LogFilesTable() {
  const { data, error, mutate } = useLogFiles();
  const files = Array.isArray(data) ? [...data].reverse() : [];
  return (
    <section className="settings-panel" aria-labelledby="log-files-title">
      <h3 id="log-files-title">Log files</h3>
      <LoadState what="the log files" hasData={data !== undefined} error={error} retry={() => mutate()}>
        {files.length === 0 ? (
          <p className="settings-muted">No log files found.</p>
        ) : (
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Size</th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.name}>
                  <td>
                    <a href={`${gatewayMeta.basePath}/api/logs/files/${encodeURIComponent(file.name)}`} download={file.name}>
                      {file.name}
                    </a>
                  </td>
                  <td>{formatFileSize(file.size)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </section>
  );
}

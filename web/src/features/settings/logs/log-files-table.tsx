// The service's log files (GET /api/logs/files, ascending by name) newest first, ten to a page,
// with their size and a download link.
import { useState } from 'react';
import { logFileUrl, useLogFiles } from '../../../api/logs.ts';
import { LoadState } from '../../../components/load-state.tsx';
import { FormButton } from '../../../components/form-button.tsx';
import { formatFileSize, pageOf } from './log-lines.ts';

export const LOG_FILES_PAGE_SIZE = 10;

export function LogFilesTable() {
  const { data, error, mutate } = useLogFiles();
  const [requestedPage, setRequestedPage] = useState(1);
  const files = Array.isArray(data) ? [...data].reverse() : [];
  const { items, page, pageCount } = pageOf(files, requestedPage, LOG_FILES_PAGE_SIZE);
  return (
    <section className="settings-panel" aria-labelledby="log-files-title">
      <h3 id="log-files-title">Log files</h3>
      <LoadState what="the log files" hasData={data !== undefined} error={error} retry={() => mutate()}>
        {files.length === 0 ? (
          <p className="settings-muted">No log files found.</p>
        ) : (
          <>
            <table className="settings-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Size</th>
                </tr>
              </thead>
              <tbody>
                {items.map((file) => (
                  <tr key={file.name}>
                    <td>
                      <a href={logFileUrl(file.name)} download={file.name}>
                        {file.name}
                      </a>
                    </td>
                    <td>{formatFileSize(file.size)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {pageCount > 1 && (
              <nav className="form-actions" aria-label="Log file pages">
                <FormButton disabled={page === 1} onClick={() => setRequestedPage(page - 1)}>
                  Previous
                </FormButton>
                <span className="settings-muted">
                  Page {page} of {pageCount} ({files.length} files)
                </span>
                <FormButton disabled={page === pageCount} onClick={() => setRequestedPage(page + 1)}>
                  Next
                </FormButton>
              </nav>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}

// What a settings form shows around its data: a spinner while the first load runs, a clear
// error with a retry when it fails, and a notice (form kept) when a later reload fails.
import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner.tsx';
import { FormButton } from '../../components/form-button.tsx';

export interface LoadStateProps {
  /** What is loading, e.g. "the log settings". */
  what: string;
  hasData: boolean;
  error: unknown;
  retry: () => void;
  children: ReactNode;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function LoadState({ what, hasData, error, retry, children }: LoadStateProps) {
  if (!hasData && !error) {
    return (
      <div className="settings-loading">
        <Spinner label={`Loading ${what}`} /> <span>Loading {what}…</span>
      </div>
    );
  }
  if (!hasData) {
    return (
      <div className="settings-notice settings-notice--error" role="alert">
        <p>
          Could not load {what}: {errorText(error)}
        </p>
        <FormButton onClick={retry}>Try again</FormButton>
      </div>
    );
  }
  return (
    <>
      {error != null && (
        <div className="settings-notice settings-notice--warning" role="alert">
          Could not refresh {what} ({errorText(error)}); showing the last values loaded.
        </div>
      )}
      {children}
    </>
  );
}

// What a screen shows around data it loads: a spinner while the first load runs, the error with
// a retry when it fails, and, once there is data, that data even after a later failure, with a
// notice: a failed refresh never blanks data the user could still read.
import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import { FormButton } from './form-button.tsx';
import './load-state.css';
import { messageOf } from '../lib/api-error.ts';

export interface LoadStateProps {
  /** What is loading, e.g. "the log settings"; names the spinner and the error line. */
  what: string;
  hasData: boolean;
  error: unknown;
  retry: () => void;
  children: ReactNode;
}

export function LoadState({ what, hasData, error, retry, children }: LoadStateProps) {
  if (!hasData && !error) {
    return (
      <div className="load-state">
        <Spinner label={`Loading ${what}`} /> <span>Loading {what}…</span>
      </div>
    );
  }
  if (!hasData) {
    return (
      <div className="notice notice--error" role="alert">
        <p>
          Could not load {what}: {messageOf(error)}
        </p>
        <FormButton onClick={retry}>Try again</FormButton>
      </div>
    );
  }
  return (
    <>
      {error != null && (
        <div className="notice notice--warning" role="alert">
          Could not refresh {what} ({messageOf(error)}); showing the last values loaded.
        </div>
      )}
      {children}
    </>
  );
}

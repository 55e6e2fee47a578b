// What a list shows before it has data: a spinner while loading, or the error when loading failed
// and there is nothing to show. With data, the list is shown even after a later failure
// (STYLE.md: keep the last good data).
import { Spinner } from './spinner.tsx';

export interface LoadStateProps {
  isLoading: boolean;
  error: unknown;
  /** What is being loaded, for the spinner's name and the error line, e.g. "rules". */
  what: string;
}

export function LoadState({ isLoading, error, what }: LoadStateProps) {
  if (isLoading) return <Spinner size="lg" label={`Loading ${what}`} />;
  if (error) return <p className="page-message" role="alert">Could not load the {what}: {(error as Error).message}</p>;
  return null;
}

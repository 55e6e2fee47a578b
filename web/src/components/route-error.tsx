// What a page shows when it throws while rendering (or its chunk fails to load): the error, a way to
// try again and a way home, inside the shell. A small error boundary stands in for the data router's
// errorElement (the declarative router saves about 14 KB brotli of first load); it clears when the
// location changes, or on Try again, which renders the page afresh (a screen whose code failed to
// load then asks for it again: lib/retrying-lazy.ts).
import { Component, type ReactNode } from 'react';
import { Link, useLocation, type Location } from 'react-router-dom';
import { paths } from '../lib/paths.ts';
import { failedLoadsShown } from '../lib/retrying-lazy.ts';
import { messageOf } from '../lib/api-error.ts';

export function RouteError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = messageOf(error);
  return (
    <section role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      {onRetry && (
        <>
          <button type="button" className="form-button" onClick={onRetry}>
            Try again
          </button>{' '}
        </>
      )}
      <Link to={paths.overview}>Go to the overview</Link>
    </section>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  /** The location the error was caught at; another one shows the children again. */
  location: Location;
  failed: boolean;
  error: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, failed: false, error: undefined };
  }

  private readonly retry = () => this.setState({ failed: false, error: undefined });

  override componentDidCatch(): void {
    // Now shown: a screen whose code failed to load asks for it again on its next render.
    failedLoadsShown();
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // A screen whose code failed after the user had moved on was never shown failing: its next
    // visit loads it again rather than show an old error.
    if (previous.location !== this.props.location) failedLoadsShown();
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}

/** Shows RouteError in place of `children` when they throw, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}

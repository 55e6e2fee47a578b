// A component loaded on first render, like React.lazy, that loads again after a failure has been
// shown. React.lazy keeps a failed load for good, so one dropped connection would show a screen's
// error until the page was reloaded. Here a failed load stays failed until an error boundary has
// shown it, or the user has moved on to another page meanwhile (components/route-error.tsx calls
// failedLoadsShown for both); the next render after that (Try again, or coming back to the screen)
// swaps in a fresh lazy component, which asks for the code again. Chromium fetches a failed module
// afresh (checked); a browser that kept the failure would show the error again, as before. Swapping
// any earlier would retry in a loop: React renders a failed lazy component once more before it
// reaches the boundary.
import { createElement, lazy, type FunctionComponent, type LazyExoticComponent } from 'react';

type LoadState = 'loading or loaded' | 'failed' | 'failure shown';

const failedLoads = new Set<{ state: LoadState }>();

/** Marks every failed load as done with: an error boundary has shown it, or the user has moved on. */
export function failedLoadsShown(): void {
  for (const load of failedLoads) load.state = 'failure shown';
  failedLoads.clear();
}

/** The component `load` resolves to, loaded when first rendered, and again after a shown failure. */
export function retryingLazy<Props extends object>(load: () => Promise<FunctionComponent<Props>>): FunctionComponent<Props> {
  const status = { state: 'loading or loaded' as LoadState };
  const fresh = (): LazyExoticComponent<FunctionComponent<Props>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          status.state = 'failed';
          failedLoads.add(status);
          throw error;
        },
      ),
    );
  let current = fresh();
  return function Lazily(props: Props) {
    if (status.state === 'failure shown') {
      status.state = 'loading or loaded';
      current = fresh();
    }
    // lazy()'s type adds a ref the components do not take; the one it wraps takes exactly Props.
    return createElement(current as unknown as FunctionComponent<Props>, props);
  };
}

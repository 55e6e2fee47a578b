// A component loaded on first render, like React.lazy, that loads again after a failure has been
// shown. React.lazy keeps a failed load for good, so one dropped connection would show a screen's
// error until the page was reloaded. Here a failed load stays failed until an error boundary has
// shown it, or the user has moved on to another page meanwhile (components/route-error.tsx calls
// failedLoadsShown for both); the next render after that (Try again, or coming back to the screen)
// swaps in a fresh lazy component, which asks for the code again. Swapping any earlier would retry
// in a loop: React renders a failed lazy component once more before it reaches the boundary.
// Some browsers keep a failed module for the life of the page (Debian's Chromium 150 does; newer
// ones fetch it afresh), so asking again gives back the old failure without a request. When a
// retry fails and the gateway answers, the page is reloaded instead: a reload has a fresh module
// map, and the address, with the screen it names, stays. With the gateway still unreachable the
// error is shown again, rather than the browser's own offline page.
import { createElement, lazy, type FunctionComponent, type LazyExoticComponent } from 'react';

type LoadState = 'loading or loaded' | 'failed' | 'failure shown';

const failedLoads = new Set<{ state: LoadState }>();

/** Marks every failed load as done with: an error boundary has shown it, or the user has moved on. */
export function failedLoadsShown(): void {
  for (const load of failedLoads) load.state = 'failure shown';
  failedLoads.clear();
}

/** Whether the gateway that serves the page answers at all (any status): the network is back. */
async function gatewayAnswers(): Promise<boolean> {
  try {
    await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** Never settles: the page is being reloaded (a leave question that keeps the page leaves the spinner shown). */
const reloading = () => new Promise<never>(() => window.location.reload());

/** The component `load` resolves to, loaded when first rendered, and again after a shown failure. */
export function retryingLazy<Props extends object>(load: () => Promise<FunctionComponent<Props>>): FunctionComponent<Props> {
  const status = { state: 'loading or loaded' as LoadState };
  const fresh = (retry: boolean): LazyExoticComponent<FunctionComponent<Props>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        async (error: unknown) => {
          if (retry && (await gatewayAnswers())) return reloading();
          status.state = 'failed';
          failedLoads.add(status);
          throw error;
        },
      ),
    );
  let current = fresh(false);
  return function Lazily(props: Props) {
    if (status.state === 'failure shown') {
      status.state = 'loading or loaded';
      current = fresh(true);
    }
    // lazy()'s type adds a ref the components do not take; the one it wraps takes exactly Props.
    return createElement(current as unknown as FunctionComponent<Props>, props);
  };
}

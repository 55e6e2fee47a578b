// The sign-in gate around the app (the gateway guards the service, which has no login of its own). It asks the gateway who this browser is, then shows
// the first-run form, the sign-in form, or the app. When any call later answers 401 (the session
// ended) the app gives way to the sign-in form; the address bar keeps the page the user was on, so
// after signing in the app opens there again, with its data fetched afresh.
import { Component, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../components/spinner.tsx';
import { signInEvents } from '../lib/sign-in-events.ts';
import { focusPageHeadingWhenShown } from '../lib/page-heading-focus.ts';
import { clearDataCache } from '../lib/swr.ts';
import { fetchAuthStatus, signOut, type AuthStatus } from './auth-api.ts';
import { authPhase } from './auth-phase.ts';
import { AuthScreen } from './auth-screen.tsx';
import { SessionContext, type Session } from './session-context.tsx';
import { failedLoadsShown, retryingLazy } from '../lib/retrying-lazy.ts';

// The forms load only for a browser that needs them: a signed-in one (or AUTH=off) never does.
const SetupForm = retryingLazy(() => import('./setup-form.tsx').then((module) => module.SetupForm));
const SignInForm = retryingLazy(() => import('./sign-in-form.tsx').then((module) => module.SignInForm));

type GateState = { status: AuthStatus } | { failure: string } | undefined;

export function AuthGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>(undefined);
  // Raised at each sign-in: the app below mounts afresh, so no screen keeps the errors of the 401s.
  const [generation, setGeneration] = useState(0);
  const [sessionEnded, setSessionEnded] = useState(false);
  const loading = useRef<Promise<void> | undefined>(undefined);

  const load = useCallback(() => {
    // Many calls fail at once when a session ends; one status request answers them all.
    loading.current ??= fetchAuthStatus()
      .then((status) => setState({ status }), (error: Error) => setState({ failure: error.message }))
      .finally(() => (loading.current = undefined));
    return loading.current;
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(
    () =>
      signInEvents.onSignInRequired(() => {
        clearDataCache();
        setSessionEnded(true);
        void load();
      }),
    [load],
  );

  const signedIn = useCallback(async () => {
    clearDataCache();
    setSessionEnded(false);
    setGeneration((value) => value + 1);
    await load();
    // The form that held the focus is gone: the screen's heading takes it, as after any screen change.
    focusPageHeadingWhenShown();
  }, [load]);

  const status = state && 'status' in state ? state.status : undefined;
  const session = useMemo<Session | undefined>(
    () =>
      status && {
        status,
        refresh: load,
        signOut: async () => {
          await signOut();
          clearDataCache();
          await load();
        },
      },
    [status, load],
  );

  if (state === undefined) return <GateLoading />;
  if ('failure' in state) {
    return (
      <AuthScreen title="Cannot reach the gateway">
        <p role="alert">{state.failure}</p>
        <button type="button" className="form-button form-button--primary" onClick={() => void load()}>
          Try again
        </button>
      </AuthScreen>
    );
  }
  switch (authPhase(state.status)) {
    case 'setup':
      return (
        <FormLoad title="Cannot load the first-run page">
          <SetupForm onDone={signedIn} />
        </FormLoad>
      );
    case 'sign-in':
      return (
        <FormLoad title="Cannot load the sign-in page">
          <SignInForm onDone={signedIn} sessionEnded={sessionEnded} />
        </FormLoad>
      );
    case 'proxy-unidentified':
      return (
        <AuthScreen title="Sign in through your auth proxy">
          <p>This gateway trusts an auth proxy to sign users in, and this request came without it. Open the app through the proxy's address.</p>
        </AuthScreen>
      );
    case 'signed-in':
      return (
        <SessionContext.Provider value={session}>
          <GenerationBoundary key={generation}>{children}</GenerationBoundary>
        </SessionContext.Provider>
      );
  }
}

/**
 * A form whose code loads on its own: a spinner meanwhile, and if it cannot load, say so with Try
 * again, which asks for it again (lib/retrying-lazy.ts reloads the page instead once the gateway
 * answers: a fresh page also knows the new names a gateway upgraded meanwhile serves the code under).
 */
class FormLoad extends Component<{ title: string; children: ReactNode }, { showing: boolean }> {
  override state = { showing: false };

  static getDerivedStateFromError() {
    return { showing: true };
  }

  override componentDidCatch(): void {
    // Shown: the next render asks for the code again.
    failedLoadsShown();
  }

  private readonly retry = () => this.setState({ showing: false });

  override render() {
    if (!this.state.showing) return <Suspense fallback={<GateLoading />}>{this.props.children}</Suspense>;
    return (
      <AuthScreen title={this.props.title}>
        <p role="alert">Its code could not be loaded. Check the connection to this server, then try again.</p>
        <button type="button" className="form-button form-button--primary" onClick={this.retry}>
          Try again
        </button>
      </AuthScreen>
    );
  }
}

function GateLoading() {
  return (
    <div className="auth-loading">
      <Spinner label="Loading" />
    </div>
  );
}

/** Only its key matters: a new key mounts the app afresh. */
function GenerationBoundary({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

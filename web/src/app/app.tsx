// The app: the sign-in gate, then providers around the router. The gate stands outside the
// providers so that, signed out, no event stream or data request is left running.
import { AuthGate } from '../auth/auth-gate.tsx';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <AuthGate>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </AuthGate>
  );
}

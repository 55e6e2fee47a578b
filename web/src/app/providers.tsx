// Providers every screen relies on: the SWR cache policy, the shared search text and the live
// handler state (one event stream for the app).
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { LiveStatusProvider } from '../events/live-status.tsx';
import { SearchProvider } from '../hooks/use-search.tsx';
import { swrConfig } from '../lib/swr.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <LiveStatusProvider>
        <SearchProvider>{children}</SearchProvider>
      </LiveStatusProvider>
    </SWRConfig>
  );
}

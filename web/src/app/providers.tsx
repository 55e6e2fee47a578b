// Providers every screen relies on: the SWR cache policy and the shared search text.
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SearchProvider } from '../hooks/use-search.tsx';
import { swrConfig } from '../lib/swr.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <SearchProvider>{children}</SearchProvider>
    </SWRConfig>
  );
}

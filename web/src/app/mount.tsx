// Mounts the app and its providers. The entry (main.tsx) loads this module once the first reads are on
// their way, so that evaluating React, the router and the shell does not hold them back.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keyThisHistoryEntry } from '../shell/use-scroll-memory.ts';
import { App } from './app.tsx';

export function mountApp(root: HTMLElement): void {
  // Before the router reads the entry's key: see keyThisHistoryEntry.
  keyThisHistoryEntry();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

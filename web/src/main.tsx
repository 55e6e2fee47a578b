// The page's script: starts the first page's reads (app/early-reads-start.ts), then loads React and
// the app and mounts it (app/mount.tsx). The build counts app/mount.tsx with its chunks as part of
// the entry (build.mjs), so the page preloads them with this script.
import './app/early-reads-start.ts';
import './styles/base.css';

const root = document.getElementById('root')!;
import('./app/mount.tsx').then(
  ({ mountApp }) => mountApp(root),
  () => {
    // Nothing of the app could run: say so where it would have been, in words a reload can fix.
    root.textContent = 'The app could not be loaded. Check the connection to this server and reload the page.';
  },
);

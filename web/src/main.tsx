// The page's script: starts the first page's reads (app/early-reads-start.ts), then loads React's DOM
// renderer, the router, the shell and the rest of the app and mounts it (app/mount.tsx). The build counts app/mount.tsx with its chunks as part of
// the entry (build.mjs), so the page preloads them with this script.
import './app/early-reads-start.ts';
import './styles/base.css';
// Every form's styles are the page's: the sign-in and first-run forms load on their own (auth-gate.tsx)
// and a screen's stylesheet applies with its screen only. Imported here alone, once: a stylesheet
// imported from modules of several chunks becomes an empty chunk of its own, one request more.
import './components/form.css';

const root = document.getElementById('root')!;
import('./app/mount.tsx').then(
  ({ mountApp }) => mountApp(root),
  (error: unknown) => {
    // Nothing of the app could run: say so where it would have been, in words a reload can fix, and
    // keep the cause for the console (a module that threw as it loaded lands here too).
    console.error(error);
    root.textContent = 'The app could not be loaded. Check the connection to this server and reload the page.';
  },
);

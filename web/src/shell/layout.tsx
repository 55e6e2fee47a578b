// The shell around every page (SPEC.md §2). Placeholder: the shell issue fills it in.
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../app/paths.ts';

export function Layout() {
  return (
    <div className="shell">
      <nav aria-label="Main">
        <Link to={paths.overview}>Overview</Link> <Link to={paths.rules}>Rules</Link>{' '}
        <Link to={paths.collections}>Collections</Link> <Link to={paths.settings}>Settings</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

// Any path the app does not know.
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>Nothing lives at {pathname}.</p>
      <Link to={paths.root}>Go to the overview</Link>
    </section>
  );
}

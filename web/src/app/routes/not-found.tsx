import { Link } from 'react-router-dom';
import { paths } from '../paths.ts';

export function NotFoundRoute() {
  return (
    <section>
      <h1>Page not found</h1>
      <Link to={paths.root}>Go to the overview</Link>
    </section>
  );
}

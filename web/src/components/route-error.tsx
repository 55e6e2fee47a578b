// What a route shows when it throws while rendering: the error and a way home, inside the shell.
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '../lib/paths.ts';

export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <Link to={paths.overview}>Go to the overview</Link>
    </section>
  );
}

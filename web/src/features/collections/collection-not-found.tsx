// What /collections/:id shows when the service has no such collection.
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';

export function CollectionNotFound({ id }: { id: string }) {
  return (
    <section className="collection-detail" role="alert">
      <h1>Collection not found</h1>
      <p className="page-message">The service has no collection with the id “{id}”. It may have been removed.</p>
      <p>
        <Link to={paths.collections}>Back to the collections</Link>
      </p>
    </section>
  );
}

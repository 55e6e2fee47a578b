// One collection in the list (PEER-UI "/collections"): its title links to its detail view; the
// link's hit area covers the whole card, but it stays one real <a>.
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import type { CollectionWithMedia } from '../../api/collections.ts';
import { CollectionFacts } from './collection-facts.tsx';
import { collectionDescription, collectionTitle } from './labels.ts';

export function CollectionCard({ collection }: { collection: CollectionWithMedia }) {
  return (
    <li className="card collection-card">
      <h2>
        <Link className="collection-card__link" to={paths.collection(collection.id)}>
          {collectionTitle(collection)}
        </Link>
      </h2>
      <p>{collectionDescription(collection)}</p>
      <CollectionFacts collection={collection} itemCount={collection.mediaCount} />
    </li>
  );
}

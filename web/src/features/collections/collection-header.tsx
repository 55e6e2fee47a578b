// The top of a collection's detail view: its title, description and facts.
import type { Collection } from '../../api/collections.ts';
import { CollectionFacts } from './collection-facts.tsx';
import { collectionDescription, collectionTitle } from './labels.ts';

export function CollectionHeader({ collection }: { collection: Collection }) {
  return (
    <header className="collection-header">
      <h1>{collectionTitle(collection)}</h1>
      <p className="collection-header__description">{collectionDescription(collection)}</p>
      <CollectionFacts collection={collection} />
    </header>
  );
}

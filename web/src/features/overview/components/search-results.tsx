// The results of the shared search text across all libraries.
import { Spinner } from '../../../components/spinner.tsx';
import { countLabel } from '../../../lib/count-label.ts';
import { useCollectedIds, useSearchResults } from '../../../api/media.ts';
import { useExcludedIds } from '../../../api/exclusions.ts';
import { MediaCard } from './media-card.tsx';
import { VirtualGrid } from './virtual-grid.tsx';

export interface SearchResultsProps {
  text: string;
  onOpen: (itemId: string) => void;
}

export function SearchResults({ text, onOpen }: SearchResultsProps) {
  const { items, itemsFor, isLoading, error } = useSearchResults(text);
  const collected = useCollectedIds();
  const excluded = useExcludedIds();

  // The results of the text before stay while this search runs (useSearchResults): a spinner only
  // when there is nothing yet.
  if (isLoading && items.length === 0) return <Spinner label="Searching" size="lg" />;
  if (error) {
    return (
      <p className="overview__message" role="alert">
        The search for “{text}” failed.
      </p>
    );
  }
  if (items.length === 0) return <p className="overview__message">Nothing matches “{text}”.</p>;
  // Under the heading of the new text, the cards of the text before say so (a slow service may take
  // a minute to answer).
  const earlier = itemsFor !== text;
  return (
    <>
      <p className="overview__count" aria-live="polite">
        {earlier ? `Searching for “${text}”. Meanwhile, ${countLabel(items.length, 'result')} for “${itemsFor}”:` : countLabel(items.length, 'result')}
      </p>
      <VirtualGrid
        count={items.length}
        label={`Results for ${itemsFor}`}
        renderCell={(index) => (
          <MediaCard
            item={items[index]!}
            index={index}
            inCollection={collected.has(items[index]!.id)}
            excluded={excluded.has(items[index]!.id)}
            onOpen={onOpen}
          />
        )}
      />
    </>
  );
}

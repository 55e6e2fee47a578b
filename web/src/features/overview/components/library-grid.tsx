// The chosen library as a virtualised grid whose pages load as the user scrolls
// (the service pages a library by page number and size and says how many items there are).
import { useCallback } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { countLabel } from '../../../lib/count-label.ts';
import { toast } from '../../../lib/toast.ts';
import { useCollectedIds, type Library } from '../../../api/media.ts';
import { useLibraryItems } from '../api.ts';
import { useExcludedIds } from '../../../api/exclusions.ts';
import { watchCountLabel } from '../media-info.ts';
import { MediaCard, MediaCardPlaceholder } from './media-card.tsx';
import { VirtualGrid } from './virtual-grid.tsx';
import type { ItemSelection } from '../item-selection.ts';
import { SelectionBar } from './selection-bar.tsx';

export interface LibraryGridProps {
  library: Library;
  /** The order it is shown in (a key of the wire's librarySorts); undefined: the service's own. */
  sort: string | undefined;
  onOpen: (itemId: string) => void;
  /** Whether the user is picking items to act on at once: the cards are then checkboxes. */
  picking: boolean;
  /** The items picked (the screen's, so they outlast a search or another order). */
  selection: ItemSelection;
}

export function LibraryGrid({ library, sort, onOpen, picking, selection }: LibraryGridProps) {
  const items = useLibraryItems(library, sort);
  const collected = useCollectedIds();
  const excluded = useExcludedIds();
  const want = useCallback((first: number, last: number) => items.want(first, last), [items]);
  // A card turns by its position in this grid's order: a range runs within it.
  const itemAt = useCallback((index: number) => items.itemAt(index), [items]);
  const { toggle } = selection;
  const toggleCard = useCallback(
    (index: number, extend: boolean) => {
      // A range over pages not loaded yet (a jump far down the grid) takes only what has loaded: said, not hidden.
      const passedOver = toggle(itemAt, index, 'flip', extend);
      if (passedOver) toast.info(`${countLabel(passedOver, library.kind)} of that range had not loaded yet and ${passedOver === 1 ? 'was' : 'were'} left as ${passedOver === 1 ? 'it was' : 'they were'}: scroll to them to pick them.`);
    },
    [toggle, itemAt, library.kind],
  );
  // Ordered by how often items were watched, each card says it: the order then explains itself.
  const detailOf = sort?.startsWith('watchCount-') ? watchCountLabel : undefined;

  if (items.totalSize === undefined) {
    if (items.error) {
      return (
        <div className="overview__message" role="alert">
          <p>The items of {library.title} could not be loaded.</p>
          <button type="button" onClick={() => items.retry()}>
            Try again
          </button>
        </div>
      );
    }
    return <Spinner label={`Loading ${library.title}`} size="lg" />;
  }
  if (items.totalSize === 0) return <p className="overview__message">{library.title} is empty.</p>;

  // The bar comes before the grid in the page, so Tab reaches it from Select without passing every
  // card; its styles show it at the grid's foot (CSS order), where it stays in view while it scrolls.
  return (
    <div className="library-grid">
      {/* An action under way keeps its bar, with its progress, until it ends. */}
      {(picking || selection.progress !== undefined) && <SelectionBar library={library} selection={selection} />}
      <p className="overview__count" aria-live="polite">
        {countLabel(items.totalSize, 'item')}
      </p>
      {items.error !== undefined && (
        <div className="overview__message" role="alert">
          <p>Some items could not be loaded.</p>
          <button type="button" onClick={() => items.retry()}>
            Try again
          </button>
        </div>
      )}
      <VirtualGrid
        count={items.totalSize}
        label={library.title}
        onRangeChange={want}
        renderCell={(index) => {
          const item = items.itemAt(index);
          if (!item) return <MediaCardPlaceholder />;
          return (
            <MediaCard
              item={item}
              inCollection={collected.has(item.id)}
              excluded={excluded.has(item.id)}
              detail={detailOf?.(item)}
              onOpen={onOpen}
              picking={picking}
              picked={selection.chosen.has(item.id)}
              index={index}
              onToggle={toggleCard}
            />
          );
        }}
      />
    </div>
  );
}

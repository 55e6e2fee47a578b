// One card of the grid: poster, title, year, type and what the service knows about the item. The
// whole card is one button, so a click, a tap or Enter opens the detail view (Maintainerr's own UI only
// opens it from a hover state that touch screens never reach). While the user picks items to act on
// at once, the card is a checkbox instead, turned by the same click, tap, Enter or Space.
import { memo } from 'react';
import type { MediaItem } from '../../../api/media.ts';
import { typeLabel } from '../media-info.ts';
import { Poster } from './poster.tsx';

export interface MediaCardProps {
  item: MediaItem;
  inCollection: boolean;
  excluded: boolean;
  /** A fact the grid is ordered by ("Watched 3 times"), shown beside the year; none in the service's own order. */
  detail?: string;
  onOpen: (itemId: string) => void;
  /** The card's position in the grid. */
  index: number;
  /** Whether the user is picking items (the card is then a checkbox), and whether this one is picked. */
  picking?: boolean;
  picked?: boolean;
  /** Turns the card at `index`; `extend` (Shift held) takes every card from the last one turned. */
  onToggle?: (index: number, extend: boolean) => void;
}

// Memoised: while scrolling, the cards already on screen keep their props and skip rendering.
export const MediaCard = memo(function MediaCard({ item, inCollection, excluded, detail, onOpen, index, picking, picked = false, onToggle }: MediaCardProps) {
  return (
    <button
      type="button"
      className={picking ? `media-card media-card--picking${picked ? ' media-card--picked' : ''}` : 'media-card'}
      {...(picking
        ? // Named by its words alone: the poster's text would say the title twice.
          { role: 'checkbox', 'aria-checked': picked, 'aria-label': [item.title, item.year, inCollection && 'in collection', excluded && 'excluded'].filter(Boolean).join(', ') }
        : { 'aria-haspopup': 'dialog' as const })}
      onClick={(event) => (picking ? onToggle?.(index, event.shiftKey) : onOpen(item.id))}
    >
      {picking && <span className="media-card__check" aria-hidden="true" />}
      <Poster item={item} />
      <span className="media-card__caption">
        <span className="media-card__title">{item.title}</span>
        <span className="media-card__meta">
          {item.year !== undefined && <span>{item.year}</span>}
          {/* In the fact's place, the kind: a library's cards are all of one kind, and the card's height is fixed. */}
          {detail ? <span className="media-card__detail">{detail}</span> : <span className={`pill pill--${item.kind}`}>{typeLabel(item.kind)}</span>}
        </span>
      </span>
      {(inCollection || excluded) && (
        <span className="media-card__flags">
          {inCollection && <span className="pill pill--collection">In collection</span>}
          {excluded && <span className="pill pill--excluded">Excluded</span>}
        </span>
      )}
    </button>
  );
});

/** The stand-in for an item whose page has not arrived yet. */
export function MediaCardPlaceholder() {
  return (
    <div className="media-card media-card--pending" aria-busy="true" aria-label="Loading">
      <div className="poster">
        <div className="poster__placeholder" />
      </div>
    </div>
  );
}

// The detail view of one item: a modal <dialog> (Escape, the Close button, a click outside and the
// browser's Back button all close it) with the item's metadata, its backdrop and its actions.
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { RetryButton } from './retry-button.tsx';
import { useCollectionsHolding, useMediaItem, type MediaItem, type Rating } from '../../../api/media.ts';
import { useItemExcluded } from '../../../api/exclusions.ts';
import { formatDay } from '../../../lib/day-label.ts';
import { filesLabel, typeLabel, watchedLabel } from '../media-info.ts';
import { Backdrop } from './backdrop.tsx';
import { MediaActions } from './media-actions.tsx';
import { DialogToasts } from '../../../components/dialog-toasts.tsx';

export interface MediaDetailDialogProps {
  itemId: string;
  onClose: () => void;
}

/** "IMDb 7.9", "Rotten Tomatoes critics 85%", as Maintainerr's own UI shows them; "Critics 9.3" when the source is unknown. */
export function ratingLabel(rating: Rating): string {
  if (rating.source === 'IMDb') return `IMDb ${rating.value}`;
  if (rating.source === 'Rotten Tomatoes') return `Rotten Tomatoes ${rating.kind === 'critic' ? 'critics' : 'audience'} ${Math.round(rating.value * 10)}%`;
  if (rating.source === 'TMDB') return `TMDB ${Math.round(rating.value * 10)}%`;
  return `${rating.kind === 'critic' ? 'Critics' : 'Audience'} ${rating.value}`;
}

function ItemDetails({ item }: { item: MediaItem }) {
  const holding = useCollectionsHolding(item.id);
  const excluded = useItemExcluded(item.id);
  const parent = item.grandparentTitle ?? item.parentTitle;
  const tmdbId = item.providerIds.tmdb;
  return (
    <>
      <Backdrop item={item} />
      <div className="media-dialog__body">
        <h2 id="media-dialog-title">
          {item.title}
          {item.year !== undefined && ` (${item.year})`}
        </h2>
        {parent && <p className="media-dialog__parent">{parent}</p>}
        <p className="media-card__meta">
          <span className={`pill pill--${item.kind}`}>{typeLabel(item.kind)}</span>
          {item.contentRating && <span>Rated: {item.contentRating}</span>}
          {holding.length > 0 && <span className="pill pill--collection">In collection</span>}
          {excluded === true && <span className="pill pill--excluded">Excluded</span>}
        </p>
        {/* What deciding to keep or let it go rests on: when it came, whether anyone watches it, what it takes. */}
        <p className="media-dialog__facts">
          {item.addedAt && <span>Added {formatDay(item.addedAt)}</span>}
          <span>{watchedLabel(item)}</span>
          {item.files && <span>{filesLabel(item.files)}</span>}
          {holding.length > 0 && <span>In {holding.map((title) => `“${title}”`).join(', ')}</span>}
        </p>
        {item.ratings.length > 0 && (
          <ul className="media-dialog__chips" aria-label="Ratings">
            {item.ratings.map((rating) => (
              <li key={`${rating.source}-${rating.kind}`}>{ratingLabel(rating)}</li>
            ))}
          </ul>
        )}
        {item.genres.length > 0 && (
          <ul className="media-dialog__chips" aria-label="Genres">
            {item.genres.map((genre) => (
              <li key={genre}>{genre}</li>
            ))}
          </ul>
        )}
        <p className="media-dialog__summary">{item.summary || 'No summary available.'}</p>
        {tmdbId !== undefined && (
          <a
            className="media-dialog__link"
            href={`https://www.themoviedb.org/${item.kind === 'movie' ? 'movie' : 'tv'}/${tmdbId}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            View on TMDB
          </a>
        )}
        <MediaActions item={item} excluded={excluded} />
      </div>
    </>
  );
}

export function MediaDetailDialog({ itemId, onClose }: MediaDetailDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { data: item, error, isLoading, isValidating, mutate: reload } = useMediaItem(itemId);

  useEffect(() => {
    const dialog = dialogRef.current!;
    // The browser would give the focus back to the opener itself, but the dialog leaves the DOM
    // before it is closed here, which drops the focus on <body>: give it back by hand.
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="media-dialog"
      aria-labelledby="media-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="media-dialog__frame">
        <div>
          {/* The failure before the spinner: it stays while the read retries, rather than blinking away under a click. */}
          {item ? (
            <ItemDetails item={item} />
          ) : isLoading && error === undefined ? (
            <Spinner label="Loading details" size="lg" />
          ) : (
            <div className="media-dialog__message" role="alert">
              <p id="media-dialog-title">{error ? 'The details of this item could not be loaded.' : 'This item is not on the media server any more.'}</p>
              {error !== undefined && <RetryButton retrying={isValidating} onRetry={() => void reload()} />}
            </div>
          )}
        </div>
        <button type="button" className="media-dialog__close" onClick={onClose}>
          Close
        </button>
      </div>
      {/* After the frame: the dialog's first focus goes to its content, not to a toast. */}
      <DialogToasts />
    </dialog>
  );
}

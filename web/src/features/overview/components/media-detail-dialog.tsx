// The detail view of one item: a modal <dialog> (Escape, the Close button, a click outside and the
// browser's Back button all close it) with the item's metadata, its backdrop and its actions.
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import type { PlexLibraryItem } from '../../../../../wire/v2/plex.ts';
import { useCollectedIds, useItemMeta } from '../api.ts';
import { useItemExcluded } from '../exclusions.ts';
import { tmdbIdOf, typeLabel } from '../media-info.ts';
import { Backdrop } from './backdrop.tsx';
import { MediaActions } from './media-actions.tsx';

export interface MediaDetailDialogProps {
  ratingKey: string;
  onClose: () => void;
}

/** "IMDb 7.9", "Rotten Tomatoes critics 85%": the source from the rating's image URI, as the peer UI shows it. */
function ratingLabel(rating: { image: string; value: number; type: 'audience' | 'critic' }): string {
  const source = rating.image.split(':')[0] ?? '';
  if (source === 'imdb') return `IMDb ${rating.value}`;
  if (source === 'rottentomatoes') return `Rotten Tomatoes ${rating.type === 'critic' ? 'critics' : 'audience'} ${Math.round(rating.value * 10)}%`;
  if (source === 'themoviedb') return `TMDB ${Math.round(rating.value * 10)}%`;
  return `${rating.type === 'critic' ? 'Critics' : 'Audience'} ${rating.value}`;
}

function ItemDetails({ item }: { item: PlexLibraryItem }) {
  const collected = useCollectedIds().has(item.ratingKey);
  const excluded = useItemExcluded(item.ratingKey);
  const parent = item.grandparentTitle ?? item.parentTitle;
  const tmdbId = tmdbIdOf(item);
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
          <span className={`pill pill--${item.type}`}>{typeLabel(item.type)}</span>
          {item.contentRating && <span>Rated: {item.contentRating}</span>}
          {collected && <span className="pill pill--collection">In collection</span>}
          {excluded && <span className="pill pill--excluded">Excluded</span>}
        </p>
        {item.Rating && item.Rating.length > 0 && (
          <ul className="media-dialog__chips" aria-label="Ratings">
            {item.Rating.map((rating) => (
              <li key={`${rating.image}-${rating.type}`}>{ratingLabel(rating)}</li>
            ))}
          </ul>
        )}
        {item.Genre && item.Genre.length > 0 && (
          <ul className="media-dialog__chips" aria-label="Genres">
            {item.Genre.map((genre) => (
              <li key={genre.tag}>{genre.tag}</li>
            ))}
          </ul>
        )}
        <p className="media-dialog__summary">{item.summary || 'No summary available.'}</p>
        {tmdbId !== undefined && (
          <a
            className="media-dialog__link"
            href={`https://www.themoviedb.org/${item.type === 'movie' ? 'movie' : 'tv'}/${tmdbId}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            View on TMDB
          </a>
        )}
        <MediaActions item={item} />
      </div>
    </>
  );
}

export function MediaDetailDialog({ ratingKey, onClose }: MediaDetailDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { data: item, error, isLoading } = useItemMeta(ratingKey);

  useEffect(() => {
    const dialog = dialogRef.current!;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
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
        {isLoading ? (
          <Spinner label="Loading details" size="lg" />
        ) : item ? (
          <ItemDetails item={item} />
        ) : (
          <p id="media-dialog-title" className="overview__message" role="alert">
            {error ? 'The details of this item could not be loaded.' : 'This item is not in Plex any more.'}
          </p>
        )}
        <button type="button" className="media-dialog__close" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

// A collection item's poster: the image file the service stored with the row where it has one (no
// call), else the same look-up the Overview makes (cached per item, shared with it). Until it has
// loaded, and for good when there is none or it fails, a neutral tile with the title shows.
import { useState } from 'react';
import { useImageFile, type MediaItem } from '../../api/media.ts';
import { useImageBase } from '../../hooks/use-image-base.ts';
import { imageUrl } from '../../lib/image-url.ts';

export interface ItemPosterProps {
  /** The image file the service stored (e.g. /abc.jpg); when absent the item's poster is looked up. */
  file?: string;
  item?: MediaItem | null;
  title: string;
}

export function ItemPoster({ file, item, title }: ItemPosterProps) {
  const looked = useImageFile(file ? undefined : (item ?? undefined), 'poster');
  const base = useImageBase();
  const url = base ? imageUrl(base, 'w300_and_h450_face', file ?? looked) : undefined;
  const [outcome, setOutcome] = useState<{ url: string; loaded: boolean }>();
  const state = !url || outcome?.url !== url ? 'loading' : outcome.loaded ? 'loaded' : 'failed';
  return (
    <div className="item-poster">
      <span className="item-poster__placeholder" aria-hidden="true">
        {title}
      </span>
      {url && state !== 'failed' && (
        <img
          key={url}
          className={`item-poster__image${state === 'loaded' ? ' item-poster__image--loaded' : ''}`}
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          width={300}
          height={450}
          onLoad={() => setOutcome({ url, loaded: true })}
          onError={() => setOutcome({ url, loaded: false })}
        />
      )}
    </div>
  );
}

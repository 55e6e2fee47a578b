// An item's poster: the TMDB path from the service, turned into a URL through the gateway's cache
// or straight to the image host (settings.cacheImages). Until the image has loaded, and for good
// when there is none or it fails, a neutral placeholder with the title shows: never a broken image.
import { useEffect, useState } from 'react';
import { useImageFile, type MediaItem } from '../../../api/media.ts';
import { useImageBase } from '../../../hooks/use-image-base.ts';
import { imageUrl } from '../media-info.ts';

/**
 * How long a card mounted during a scroll must stay mounted before its poster is looked up, in ms: a
 * fast scroll passes cards by. Cards mounted while nothing scrolls (the first page, a library
 * switch) look up at once.
 */
const POSTER_LOOKUP_DELAY_MS = 150;

/** When the page or any scroller in it last scrolled (performance.now()). */
let lastScrollAt = Number.NEGATIVE_INFINITY;
document.addEventListener('scroll', () => (lastScrollAt = performance.now()), { capture: true, passive: true });

/** False until the component has stayed mounted for `delayMs`; true from the start when nothing has scrolled for that long. */
function useSettledAfterScroll(delayMs: number): boolean {
  const [settled, setSettled] = useState(() => performance.now() - lastScrollAt >= delayMs);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSettled(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, settled]);
  return settled;
}

export function Poster({ item }: { item: MediaItem }) {
  const settled = useSettledAfterScroll(POSTER_LOOKUP_DELAY_MS);
  const file = useImageFile(settled ? item : undefined, 'poster');
  const base = useImageBase();
  const url = base ? imageUrl(base, 'w300_and_h450_face', file) : undefined;
  // Kept with the URL it is about, so a new URL starts as loading in the same render: resetting it in
  // an effect lost the race with a cached image's load event and left the poster hidden.
  const [outcome, setOutcome] = useState<{ url: string; loaded: boolean }>();
  const state = !url || outcome?.url !== url ? 'loading' : outcome.loaded ? 'loaded' : 'failed';

  return (
    <div className="poster">
      <div className="poster__placeholder" aria-hidden={state === 'loaded'}>
        <span>{item.title}</span>
      </div>
      {url && state !== 'failed' && (
        <img
          key={url}
          className={`poster__image${state === 'loaded' ? ' poster__image--loaded' : ''}`}
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

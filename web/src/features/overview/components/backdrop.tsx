// The detail view's backdrop (the TMDB image at its w1280 size). One that fails to load is removed rather than
// left as a broken image; the view reads the same without it.
import { useState } from 'react';
import { useImageFile, type MediaItem } from '../../../api/media.ts';
import { imageUrl } from '../media-info.ts';
import { useImageBase } from '../../../hooks/use-image-base.ts';

export function Backdrop({ item }: { item: MediaItem }) {
  const file = useImageFile(item, 'backdrop');
  const base = useImageBase();
  const url = base ? imageUrl(base, 'w1280', file) : undefined;
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!url || failedUrl === url) return null;
  return (
    <img
      key={url}
      className="media-dialog__backdrop"
      src={url}
      alt=""
      decoding="async"
      width={1280}
      height={720}
      onError={() => setFailedUrl(url)}
    />
  );
}

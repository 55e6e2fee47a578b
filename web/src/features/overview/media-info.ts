// Pure facts about an item that the cards and the detail view share: its label, and the URLs of its images.
import type { MediaKind } from '../../api/media.ts';

const KIND_LABELS: Record<MediaKind, string> = { movie: 'Movie', show: 'Show', season: 'Season', episode: 'Episode' };

/** The label of a kind of media, e.g. Movie. */
export function typeLabel(kind: MediaKind): string {
  return KIND_LABELS[kind] ?? kind;
}

// Shared with the collection cards, so they live in lib/.
export { imageUrl } from '../../lib/image-url.ts';

// Pure facts about an item that the cards and the detail view share: its label, the URLs of its
// images, and what the detail view says of its watching and its files.
import type { MediaFiles, MediaItem, MediaKind } from '../../api/media.ts';
import { countLabel } from '../../lib/count-label.ts';
import { formatDay } from '../../lib/day-label.ts';
import { formatBytes } from '../../lib/size-label.ts';

const KIND_LABELS: Record<MediaKind, string> = { movie: 'Movie', show: 'Show', season: 'Season', episode: 'Episode' };

/** The label of a kind of media, e.g. Movie. */
export function typeLabel(kind: MediaKind): string {
  return KIND_LABELS[kind] ?? kind;
}

// Shared with the collection cards, so they live in lib/.
export { imageUrl } from '../../lib/image-url.ts';

/** "Watched 3 times", or "Never watched" when the server counts no view. */
export function watchCountLabel(item: Pick<MediaItem, 'viewCount'>): string {
  return item.viewCount ? `Watched ${countLabel(item.viewCount, 'time')}` : 'Never watched';
}

/** "Watched 3 times, last on Jul 14, 2025", or "Never watched" when the server counts no view. */
export function watchedLabel(item: Pick<MediaItem, 'viewCount' | 'lastViewedAt'>): string {
  const last = item.viewCount && item.lastViewedAt ? `, last on ${formatDay(item.lastViewedAt)}` : '';
  return `${watchCountLabel(item)}${last}`;
}

/** A server's resolution name as people write it: "1080" -> "1080p", "4k" -> "4K", "sd" -> "SD". */
function resolutionLabel(resolution: string): string {
  return /^\d+$/.test(resolution) ? `${resolution}p` : resolution.toUpperCase();
}

/** "1080p · 9.0 GB", or the size alone when the server names no resolution. */
export function filesLabel(files: MediaFiles): string {
  return files.resolution ? `${resolutionLabel(files.resolution)} · ${formatBytes(files.sizeBytes)}` : formatBytes(files.sizeBytes);
}

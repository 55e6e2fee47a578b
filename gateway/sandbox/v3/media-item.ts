// The demo library's items as v3.24's media-server layer describes them (MediaItem): string ids,
// ISO dates, provider ids as lists, media sources, ratings, and the Plex and Maintainerr
// collections an item is in. Each answer has its own form, as recorded: library pages, library
// search and collection media the short one ('list': no library, durationMs); item details and
// exclusions the detailed one ('detail': library named, genre ids, no durationMs); the search box
// names the library without genre ids ('search'); children name an empty library ('child').
import type { PlexLibraryItem } from '../../../wire/v2/plex.ts';
import type { DemoLibrary } from '../demo-library.ts';

/** A media item on the v3.24 wire; keys in the real service's order. */
export type MediaItem = Record<string, unknown>;

export type MediaForm = 'list' | 'detail' | 'search' | 'child';

const RESOLUTIONS: Record<string, [number, number]> = { '4k': [3840, 2160], '1080': [1920, 1080], '720': [1280, 720] };

const isoFromSeconds = (seconds: number | undefined) => (seconds === undefined ? undefined : new Date(seconds * 1000).toISOString());

/** `imdb://tt1` entries of a Plex Guid list, as {imdb: ['tt1'], tmdb: [...], tvdb: [...]}. */
function providerIds(item: PlexLibraryItem): Record<'imdb' | 'tmdb' | 'tvdb', string[]> {
  const ids = { imdb: [] as string[], tmdb: [] as string[], tvdb: [] as string[] };
  for (const guid of item.Guid ?? []) {
    const [scheme, value] = guid.id.split('://') as [keyof typeof ids, string];
    if (scheme in ids && value) ids[scheme].push(value);
  }
  return ids;
}

function mediaSources(item: PlexLibraryItem) {
  const media = (item as { Media?: { id: number; duration: number; videoResolution: string; container: string; Part: { size: number }[] }[] }).Media ?? [];
  return media.map((source) => {
    const [width, height] = RESOLUTIONS[source.videoResolution] ?? [1920, 1080];
    const sizeBytes = source.Part.reduce((sum, part) => sum + part.size, 0);
    return {
      id: String(source.id),
      duration: source.duration,
      bitrate: Math.round((sizeBytes * 8) / source.duration),
      width,
      height,
      aspectRatio: 1.78,
      audioChannels: 6,
      audioCodec: width > 1920 ? 'eac3' : 'ac3',
      videoCodec: width > 1920 ? 'hevc' : 'h264',
      videoResolution: source.videoResolution,
      container: source.container,
      sizeBytes,
    };
  });
}

function ratings(item: PlexLibraryItem) {
  const critic = item.Rating?.[0]?.value;
  return [
    ...(critic === undefined ? [] : [{ source: 'critic', value: critic, type: 'critic' }]),
    ...(item.audienceRating === undefined ? [] : [{ source: 'audience', value: item.audienceRating, type: 'audience' }]),
  ];
}

/** A stable made-up tag id, as Plex numbers its genre tags. */
const tagId = (name: string) => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 16_777_213, 7);

export interface MediaContext {
  library: DemoLibrary;
  /** Titles of the Maintainerr collections an item is in, by its id. */
  collectionsOf?: (id: string) => string[];
}

/** One demo item on the v3.24 wire in the given form. */
export function toMediaItem(item: PlexLibraryItem, form: MediaForm, context: MediaContext): MediaItem {
  const isSeason = item.type === 'season';
  const isEpisode = item.type === 'episode';
  const show = isSeason ? context.library.find(item.parentRatingKey ?? '') : isEpisode ? context.library.find(item.grandparentRatingKey ?? '') : undefined;
  const section = item.librarySectionID ?? show?.librarySectionID;
  const sectionTitle = context.library.sections.find((entry) => entry.key === String(section))?.title ?? '';
  const library = form === 'list' ? {} : form === 'child' ? { id: '', title: '' } : { id: String(section ?? ''), title: sectionTitle };
  const genres = (isSeason ? [] : item.Genre ?? []).map((genre) => (form === 'detail' ? { id: tagId(genre.tag), name: genre.tag } : { name: genre.tag }));
  const listed = form === 'list';
  const collections = context.collectionsOf?.(item.ratingKey) ?? [];
  // Demo episodes have no release day of their own: the day they were added stands in.
  // Demo shows only have a year: the first of January of it stands in.
  const releaseDay =
    item.originallyAvailableAt ?? (isEpisode ? isoFromSeconds(item.addedAt)?.slice(0, 10) : item.type === 'show' && item.year ? `${item.year}-01-01` : undefined);
  const released = isSeason || !releaseDay ? undefined : `${releaseDay}T00:00:00.000Z`;
  const entries: [string, unknown][] = [
    ['id', item.ratingKey],
    ['parentId', isSeason ? item.parentRatingKey : isEpisode ? item.parentRatingKey : undefined],
    ['grandparentId', isEpisode ? item.grandparentRatingKey : undefined],
    ['title', item.title],
    ['parentTitle', isSeason ? item.parentTitle : isEpisode ? item.parentTitle : undefined],
    ['grandparentTitle', isEpisode ? item.grandparentTitle : undefined],
    ['guid', item.guid ?? `plex://${item.type}/${item.ratingKey}`],
    ['type', item.type],
    ['addedAt', isoFromSeconds(item.addedAt)],
    ['updatedAt', isoFromSeconds(item.updatedAt ?? item.addedAt)],
    ['providerIds', form === 'child' ? { imdb: [], tmdb: [], tvdb: [] } : providerIds(item)],
    ['mediaSources', mediaSources(item)],
    ['library', library],
    ['summary', item.summary ?? ''],
    ['viewCount', item.viewCount || undefined],
    ['lastViewedAt', item.viewCount ? isoFromSeconds(item.lastViewedAt) : undefined],
    ['year', item.year],
    ['durationMs', listed && !isSeason ? item.duration ?? (item.type === 'show' ? 45 * 60_000 : undefined) : undefined],
    ['originallyAvailableAt', released],
    ['contentRating', isSeason ? undefined : item.contentRating ?? show?.contentRating],
    ['ratings', isSeason ? [] : ratings(item)],
    ['genres', genres],
    ['actors', []],
    ['studios', isSeason || isEpisode ? undefined : []],
    ['childCount', item.type === 'show' ? item.leafCount : isSeason ? item.leafCount : undefined],
    ['watchedChildCount', item.type === 'show' || isSeason ? item.viewedLeafCount ?? 0 : undefined],
    ['index', item.type === 'show' ? 1 : isSeason || isEpisode ? item.index : undefined],
    ['parentIndex', isSeason ? 1 : isEpisode ? item.parentIndex : undefined],
    ['collections', collections.length ? collections : undefined],
    ['maintainerrCollections', collections.length ? collections : undefined],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

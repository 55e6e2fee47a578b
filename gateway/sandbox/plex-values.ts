// The values of the Plex rule properties (application 0, ids from the recorded rule constants) that
// the demo library can answer for an item. A property the demo does not carry, or an item without
// that value, is null, as the service's value getter returns when Plex has nothing.
import type { PlexLibraryItem } from '../../wire/v2/plex.ts';
import type { RuleValue } from './rule-engine.ts';

const DAY_S = 86_400;
/** Application id of Plex in the rule constants. */
export const PLEX_APP = 0;

export interface PlexValueSources {
  /** Seasons of a show (for the show's own newest episode additions). */
  childrenOf(ratingKey: string): PlexLibraryItem[] | undefined;
  /** Titles of the collections (other than the evaluating group's own) the item is in. */
  otherCollectionTitles(item: PlexLibraryItem): string[];
}

const dateOf = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000));

/** Newest episode view of a season: the demo's watched episodes are its first ones, a day apart. */
function seasonLastWatched(season: PlexLibraryItem): Date | null {
  const viewed = season.viewedLeafCount ?? 0;
  return viewed ? new Date((season.addedAt + viewed * DAY_S) * 1000) : null;
}

/** When a season's newest episode was added: the demo adds a season's episodes a week apart. */
function seasonLastEpisodeAddedAt(season: PlexLibraryItem): number {
  return season.addedAt + Math.max(0, (season.leafCount ?? 1) - 1) * 7 * DAY_S;
}

/** The value of Plex property `propId` for a demo item. */
export function plexValue(item: PlexLibraryItem, propId: number, sources: PlexValueSources): RuleValue {
  const isSeason = item.type === 'season';
  const isShow = item.type === 'show';
  switch (propId) {
    case 0: return dateOf(item.addedAt);
    case 2: return item.originallyAvailableAt ? new Date(item.originallyAvailableAt) : null;
    case 5: return item.viewCount ?? 0;
    case 6: return sources.otherCollectionTitles(item).length;
    case 7: return dateOf(item.lastViewedAt);
    case 8: return (item.Media?.[0] as { videoResolution?: string } | undefined)?.videoResolution ?? null;
    case 11: return item.Genre ? item.Genre.map((genre) => genre.tag) : null;
    case 13:
      if (isSeason) return seasonLastWatched(item);
      return isShow ? dateOf(item.lastViewedAt) : null;
    case 14: return isShow || isSeason ? item.leafCount ?? 0 : null;
    case 15: return isShow || isSeason ? item.viewedLeafCount ?? 0 : null;
    case 16: {
      if (isSeason) return dateOf(seasonLastEpisodeAddedAt(item));
      const seasons = isShow ? sources.childrenOf(item.ratingKey) ?? [] : [];
      return seasons.length ? dateOf(Math.max(...seasons.map(seasonLastEpisodeAddedAt))) : null;
    }
    case 17: return isSeason ? item.viewedLeafCount ?? 0 : item.viewCount ?? 0;
    case 19: return sources.otherCollectionTitles(item);
    case 22: return (item as { rating?: number }).rating ?? null;
    case 23: return item.audienceRating ?? null;
    // v3.24 only: an episode is watched once viewed; the last play is the last view in the demo.
    case 43: return item.type === 'episode' ? Boolean(item.viewCount) : null;
    case 47: return dateOf(item.lastViewedAt);
    default: return null;
  }
}

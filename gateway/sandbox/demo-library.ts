// The demo Plex server's content, generated from a seed: a movie library (~1,500 items) and a show
// library (~300 shows with seasons; episodes are built when first asked for). Same seed, same
// library, so nothing large is committed. Dates are anchored to a fixed day, not to "now".
import type { PlexLibrary, PlexLibraryItem } from '../../wire/v2/plex.ts';
import {
  makeTitle, MOVIE_CONTENT_RATINGS, MOVIE_GENRES, picker, seededRandom, SHOW_CONTENT_RATINGS, SHOW_GENRES, SUMMARY_ENDINGS, SUMMARY_OPENERS,
  PLACES,
} from './demo-words.ts';

export const MOVIE_SECTION = '1';
export const SHOW_SECTION = '2';
/** Every generated date lies before this day (Unix seconds of 2026-11-01T00:00:00Z). */
export const DEMO_ANCHOR_S = Date.UTC(2026, 10, 1) / 1000;
const DAY_S = 86_400;

export interface DemoLibraryOptions {
  seed: number;
  movieCount: number;
  showCount: number;
}

export interface DemoLibrary {
  sections: PlexLibrary[];
  movies: PlexLibraryItem[];
  shows: PlexLibraryItem[];
  /** Items of a section, in library order. */
  itemsOf(sectionKey: string): PlexLibraryItem[] | undefined;
  /** Any movie, show, season or episode by ratingKey. */
  find(ratingKey: string): PlexLibraryItem | undefined;
  /** Seasons of a show or episodes of a season; undefined for anything else. */
  childrenOf(ratingKey: string): PlexLibraryItem[] | undefined;
  /** All seasons of all shows. */
  seasons(): PlexLibraryItem[];
  /**
   * Bytes on disk: a movie's or an episode's file, a season's episodes, a show's seasons (v3.24 reports
   * a show's size as the sum of its episodes' files, recorded GET_collections_media_2_content_page1);
   * 0 for an unknown key. A season's episodes need not have been built.
   */
  bytesOf(ratingKey: string): number;
  /**
   * Takes an item out of its section (a movie or show) or its parent's children (a season or an
   * episode), as the media server drops what the *arr deleted: no page, search or rule run meets it
   * again. Its id still answers, as the real one did right after a delete (recorded
   * GET_media-server_meta_134_deleted: 200 with the item; the library page after it counts 37 of 40).
   */
  remove(ratingKey: string): void;
  /** Counts the removals, so a sorted copy of a section knows it is out of date. */
  readonly revision: number;
  /** A movie or show by its TMDB id; `kind` 'movie' looks among movies, anything else among shows. */
  findByTmdb(kind: 'movie' | 'tv', tmdbId: number): PlexLibraryItem | undefined;
}

/** A title as Plex sorts it (its titleSort): without a leading article, case aside. */
export const sortTitle = (title: string) => title.replace(/^(the|a|an)\s+/i, '').toLowerCase();

/**
 * Sorted copies of a library's sections, made once per key: sorting a big library on every page would
 * cost more than the page. A handled delete takes items out of the library, so the copies made before
 * it are dropped (the library's revision).
 */
export function sortedCopies(library: Pick<DemoLibrary, 'revision'>): (key: string, sort: () => PlexLibraryItem[]) => PlexLibraryItem[] {
  const copies = new Map<string, PlexLibraryItem[]>();
  let atRevision = library.revision;
  return (key, sort) => {
    if (atRevision !== library.revision) {
      copies.clear();
      atRevision = library.revision;
    }
    let copy = copies.get(key);
    if (!copy) copies.set(key, (copy = sort()));
    return copy;
  };
}

/** The TMDB id a demo item carries in its Guid list, if any. */
export function tmdbIdOf(item: PlexLibraryItem): number | undefined {
  const guid = item.Guid?.find((entry) => entry.id.startsWith('tmdb://'));
  return guid ? Number(guid.id.slice('tmdb://'.length)) : undefined;
}

/** Generates the demo library. */
export function createDemoLibrary(options: DemoLibraryOptions): DemoLibrary {
  const random = seededRandom(options.seed);
  const { int, pick, chance } = picker(random);
  const usedTitles = new Set<string>();
  // Titles are drawn again on a clash; after a few clashes a number makes them unique.
  const uniqueTitle = (shape: number) => {
    let title = makeTitle(pick, shape);
    for (let sequel = 2; usedTitles.has(title); sequel++) title = `${makeTitle(pick, shape)}${sequel > 4 ? ` ${sequel}` : ''}`;
    usedTitles.add(title);
    return title;
  };
  const summary = () => `${pick(SUMMARY_OPENERS)} ${pick(PLACES)}, ${pick(SUMMARY_ENDINGS)}`;
  const byKey = new Map<string, PlexLibraryItem>();
  const tmdbMovies = new Map<number, PlexLibraryItem>();
  const tmdbShows = new Map<number, PlexLibraryItem>();

  const movies: PlexLibraryItem[] = [];
  for (let index = 0; index < options.movieCount; index++) {
    const ratingKey = String(10_001 + index);
    const tmdbId = 1_000 + index * 13;
    const year = int(1965, 2026);
    const addedAt = DEMO_ANCHOR_S - int(1, 5 * 365) * DAY_S - int(0, DAY_S);
    const viewCount = chance(0.45) ? int(1, 8) : 0;
    const duration = int(80, 170) * 60_000;
    const movie = {
      ratingKey,
      key: `/library/metadata/${ratingKey}`,
      guid: `plex://movie/${(0x5d7768 + index).toString(16)}${ratingKey}`,
      type: 'movie',
      title: uniqueTitle(index),
      librarySectionTitle: 'Movies',
      librarySectionID: Number(MOVIE_SECTION),
      librarySectionKey: `/library/sections/${MOVIE_SECTION}`,
      contentRating: pick(MOVIE_CONTENT_RATINGS),
      summary: summary(),
      audienceRating: Math.round((4 + random() * 5.5) * 10) / 10,
      audienceRatingImage: 'themoviedb://image.rating',
      ...(viewCount ? { viewCount, lastViewedAt: addedAt + int(1, Math.max(1, (DEMO_ANCHOR_S - addedAt) / DAY_S)) * DAY_S - DAY_S / 2 } : {}),
      year,
      originallyAvailableAt: `${year}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
      thumb: `/library/metadata/${ratingKey}/thumb/${addedAt}`,
      art: `/library/metadata/${ratingKey}/art/${addedAt}`,
      duration,
      addedAt,
      updatedAt: addedAt,
      Media: [
        {
          id: 50_000 + index,
          duration,
          videoResolution: pick(['1080', '4k', '720']),
          container: 'mkv',
          Part: [{ id: 60_000 + index, key: `/library/parts/${60_000 + index}/file.mkv`, duration, size: int(2, 40) * 1_000_000_000 }],
        },
      ],
      Genre: [{ tag: pick(MOVIE_GENRES) }, { tag: pick(MOVIE_GENRES) }].filter((genre, i, all) => all.findIndex((g) => g.tag === genre.tag) === i),
      Guid: [{ id: `imdb://tt${String(1_000_000 + index * 37)}` }, { id: `tmdb://${tmdbId}` }],
      Rating: [{ image: 'imdb://image.rating', value: Math.round((3 + random() * 6.5) * 10) / 10, type: 'audience' }],
    } as PlexLibraryItem;
    movies.push(movie);
    byKey.set(ratingKey, movie);
    tmdbMovies.set(tmdbId, movie);
  }

  const shows: PlexLibraryItem[] = [];
  const seasonsByShow = new Map<string, PlexLibraryItem[]>();
  const episodeCounts = new Map<string, number>();
  let seasonKey = 30_001;
  for (let index = 0; index < options.showCount; index++) {
    const ratingKey = String(20_001 + index);
    const tmdbId = 50_000 + index * 17;
    const year = int(1990, 2026);
    const addedAt = DEMO_ANCHOR_S - int(1, 5 * 365) * DAY_S - int(0, DAY_S);
    const title = uniqueTitle(index + 2);
    const seasons: PlexLibraryItem[] = [];
    let leafCount = 0;
    let viewedLeafCount = 0;
    const watchedShare = chance(0.5) ? random() : 0;
    for (let number = 1, total = int(1, 6); number <= total; number++) {
      const seasonRatingKey = String(seasonKey++);
      const episodes = int(6, 12);
      const viewed = Math.round(episodes * watchedShare);
      leafCount += episodes;
      viewedLeafCount += viewed;
      episodeCounts.set(seasonRatingKey, episodes);
      const season = {
        ratingKey: seasonRatingKey,
        key: `/library/metadata/${seasonRatingKey}/children`,
        parentRatingKey: ratingKey,
        type: 'season',
        title: `Season ${number}`,
        parentTitle: title,
        librarySectionID: Number(SHOW_SECTION),
        summary: '',
        index: number,
        parentIndex: 1,
        year: Math.min(2026, year + number - 1),
        thumb: `/library/metadata/${seasonRatingKey}/thumb/${addedAt}`,
        parentThumb: `/library/metadata/${ratingKey}/thumb/${addedAt}`,
        leafCount: episodes,
        viewedLeafCount: viewed,
        addedAt: addedAt + number * 30 * DAY_S > DEMO_ANCHOR_S ? addedAt : addedAt + (number - 1) * 30 * DAY_S,
        updatedAt: addedAt,
        Guid: [{ id: `tvdb://${700_000 + Number(seasonRatingKey)}` }],
      } as PlexLibraryItem;
      seasons.push(season);
      byKey.set(seasonRatingKey, season);
    }
    const lastViewedAt = viewedLeafCount ? DEMO_ANCHOR_S - int(1, 700) * DAY_S : undefined;
    const show = {
      ratingKey,
      key: `/library/metadata/${ratingKey}/children`,
      guid: `plex://show/${(0x5d9c08 + index).toString(16)}${ratingKey}`,
      type: 'show',
      title,
      librarySectionTitle: 'TV Shows',
      librarySectionID: Number(SHOW_SECTION),
      librarySectionKey: `/library/sections/${SHOW_SECTION}`,
      contentRating: pick(SHOW_CONTENT_RATINGS),
      summary: summary(),
      audienceRating: Math.round((4 + random() * 5.5) * 10) / 10,
      index: 1,
      ...(viewedLeafCount ? { viewCount: viewedLeafCount, lastViewedAt } : {}),
      year,
      thumb: `/library/metadata/${ratingKey}/thumb/${addedAt}`,
      art: `/library/metadata/${ratingKey}/art/${addedAt}`,
      leafCount,
      viewedLeafCount,
      childCount: seasons.length,
      addedAt,
      updatedAt: addedAt,
      Genre: [{ tag: pick(SHOW_GENRES) }],
      Guid: [{ id: `imdb://tt${String(5_000_000 + index * 41)}` }, { id: `tmdb://${tmdbId}` }, { id: `tvdb://${300_000 + index}` }],
      Rating: [{ image: 'themoviedb://image.rating', value: Math.round((4 + random() * 5.5) * 10) / 10, type: 'audience' }],
    } as PlexLibraryItem;
    shows.push(show);
    byKey.set(ratingKey, show);
    tmdbShows.set(tmdbId, show);
    seasonsByShow.set(ratingKey, seasons);
  }

  // An episode's file size depends on its key alone; once a season's episodes are built (one may have
  // been removed since), they are counted instead.
  const seasonBytes = (seasonRatingKey: string) => {
    const built = episodesBySeason.get(seasonRatingKey);
    if (built) return built.reduce((sum, episode) => sum + filesBytes(episode), 0);
    return Array.from({ length: episodeCounts.get(seasonRatingKey) ?? 0 }, (_, i) => episodeFileBytes(episodeKey(seasonRatingKey, i))).reduce((sum, bytes) => sum + bytes, 0);
  };

  const episodesBySeason = new Map<string, PlexLibraryItem[]>();
  const episodesOf = (season: PlexLibraryItem): PlexLibraryItem[] => {
    let episodes = episodesBySeason.get(season.ratingKey);
    if (episodes) return episodes;
    const count = episodeCounts.get(season.ratingKey) ?? 0;
    episodes = Array.from({ length: count }, (_, i) => {
      // Episode keys are derived from the season key so they stay stable whatever is asked first.
      const ratingKey = String(episodeKey(season.ratingKey, i));
      return {
        ratingKey,
        key: `/library/metadata/${ratingKey}`,
        parentRatingKey: season.ratingKey,
        grandparentRatingKey: season.parentRatingKey,
        type: 'episode',
        title: `Episode ${i + 1}`,
        grandparentTitle: season.parentTitle,
        parentTitle: season.title,
        librarySectionID: Number(SHOW_SECTION),
        summary: '',
        index: i + 1,
        parentIndex: season.index,
        year: season.year,
        thumb: `/library/metadata/${ratingKey}/thumb/${season.addedAt}`,
        ...(i < (season.viewedLeafCount ?? 0) ? { viewCount: 1, lastViewedAt: season.addedAt + (i + 1) * DAY_S } : {}),
        duration: EPISODE_DURATION_MS,
        addedAt: season.addedAt + i * 7 * DAY_S,
        updatedAt: season.addedAt,
        Media: [episodeFile(Number(ratingKey))],
      } as PlexLibraryItem;
    });
    episodesBySeason.set(season.ratingKey, episodes);
    for (const episode of episodes) byKey.set(episode.ratingKey, episode);
    return episodes;
  };

  const find = (ratingKey: string): PlexLibraryItem | undefined => {
    const found = byKey.get(ratingKey);
    if (found || ratingKey.length < 7) return found;
    // An episode's key names its season (episodeKey): build that season's episodes on demand.
    const season = byKey.get(String(Math.floor(Number(ratingKey) / 100)));
    if (season?.type === 'season') episodesOf(season);
    return byKey.get(ratingKey);
  };

  // The library's own order: newest additions first, as rule runs meet them; pages sort their own copy (by title on v2.21, as asked on v3.x).
  const newestFirst = (a: PlexLibraryItem, b: PlexLibraryItem) => b.addedAt - a.addedAt;
  movies.sort(newestFirst);
  shows.sort(newestFirst);

  const sections: PlexLibrary[] = [
    librarySection(MOVIE_SECTION, 'movie', 'Movies', 'tv.plex.agents.movie', 'Plex Movie'),
    librarySection(SHOW_SECTION, 'show', 'TV Shows', 'tv.plex.agents.series', 'Plex TV Series'),
  ];
  let revision = 0;
  /** Shows taken out: their seasons are no longer among all seasons (rule runs over seasons and episodes). */
  const removedShows = new Set<string>();
  /** Takes `entry` out of `list`; false when it was not there (removed already). */
  const takeOut = <T>(list: T[] | undefined, entry: T): boolean => {
    const index = list?.indexOf(entry) ?? -1;
    if (index >= 0) list!.splice(index, 1);
    return index >= 0;
  };
  const remove = (ratingKey: string) => {
    const item = find(ratingKey);
    if (!item) return;
    let removed = false;
    if (item.type === 'movie') removed = takeOut(movies, item);
    else if (item.type === 'show') {
      removed = takeOut(shows, item);
      removedShows.add(ratingKey);
    } else if (item.type === 'season') {
      removed = takeOut(seasonsByShow.get(item.parentRatingKey ?? ''), item);
      const show = byKey.get(item.parentRatingKey ?? '');
      if (removed && show) show.childCount = (show.childCount ?? 1) - 1;
    } else if (item.type === 'episode') {
      removed = takeOut(episodesBySeason.get(item.parentRatingKey ?? ''), item);
      const season = byKey.get(item.parentRatingKey ?? '');
      if (removed && season) season.leafCount = (season.leafCount ?? 1) - 1;
    }
    if (removed) revision += 1;
  };

  return {
    get revision() {
      return revision;
    },
    remove,
    sections,
    movies,
    shows,
    itemsOf: (key) => (key === MOVIE_SECTION ? movies : key === SHOW_SECTION ? shows : undefined),
    find,
    childrenOf(ratingKey) {
      const item = byKey.get(ratingKey);
      if (item?.type === 'show') return seasonsByShow.get(ratingKey);
      if (item?.type === 'season') return episodesOf(item);
      return undefined;
    },
    seasons: () => [...seasonsByShow].flatMap(([showKey, seasons]) => (removedShows.has(showKey) ? [] : seasons)),
    bytesOf(ratingKey) {
      const item = find(ratingKey);
      if (item?.type === 'show') return (seasonsByShow.get(ratingKey) ?? []).reduce((sum, season) => sum + seasonBytes(season.ratingKey), 0);
      if (item?.type === 'season') return seasonBytes(ratingKey);
      return item ? filesBytes(item) : 0;
    },
    findByTmdb: (kind, tmdbId) => (kind === 'movie' ? tmdbMovies : tmdbShows).get(tmdbId),
  };
}

const EPISODE_DURATION_MS = 45 * 60_000;

/** The key of a season's episode at 0-based `index`: the season's key × 100 + its number. */
const episodeKey = (seasonRatingKey: string, index: number) => Number(seasonRatingKey) * 100 + index + 1;

/** An episode file's size, 0.4 to 4 GB, drawn from the episode's own key so it never depends on what was built first. */
function episodeFileBytes(key: number): number {
  return (4 + Math.floor(seededRandom(key)() * 37)) * 100_000_000;
}

/** An episode's one file (Plex's Media entry, as recorded for an episode in both generations). */
function episodeFile(key: number) {
  const resolution = ['1080', '720', '4k'][key % 3]!;
  const size = episodeFileBytes(key);
  return {
    id: key,
    duration: EPISODE_DURATION_MS,
    videoResolution: resolution,
    container: 'mkv',
    Part: [{ id: key, key: `/library/parts/${key}/file.mkv`, duration: EPISODE_DURATION_MS, size }],
  };
}

/** The bytes of an item's own files (a movie or an episode; shows and seasons have none). */
function filesBytes(item: PlexLibraryItem): number {
  const media = (item.Media ?? []) as { Part?: { size?: number }[] }[];
  return media.reduce((sum, source) => sum + (source.Part ?? []).reduce((partSum, part) => partSum + (part.size ?? 0), 0), 0);
}

function librarySection(key: string, type: 'movie' | 'show', title: string, agent: string, scanner: string): PlexLibrary {
  const at = DEMO_ANCHOR_S - 4 * 365 * DAY_S;
  return {
    allowSync: true,
    art: `/:/resources/${type}-fanart.jpg`,
    composite: `/library/sections/${key}/composite/${DEMO_ANCHOR_S}`,
    filters: true,
    refreshing: false,
    thumb: `/:/resources/${type}.png`,
    key,
    type,
    title,
    agent,
    scanner,
    language: 'en-US',
    uuid: `5f1c2b8e-0000-4000-8000-00000000000${key}`,
    updatedAt: DEMO_ANCHOR_S,
    createdAt: at,
    scannedAt: DEMO_ANCHOR_S,
    content: true,
    directory: true,
    contentChangedAt: DEMO_ANCHOR_S,
    hidden: 0,
    Location: [{ id: Number(key), path: type === 'movie' ? '/data/movies' : '/data/tv' }],
  } as PlexLibrary;
}

// What each wire generation must provide for the media screens: the paths of its reads, how its
// answers become domain media, and the bodies of its writes. One implementation per generation
// (v2/media.ts, v3/media.ts); media.ts picks one and is all the screens use.
import type { Library, MediaFiles, MediaItem, MediaPage, MediaTarget } from './media-types.ts';

export interface MediaWire {
  librariesPath: string;
  readLibraries(data: unknown): Library[];
  /**
   * The orders a library can be paged in besides the service's own (by title), each as the key the
   * Overview's URL holds; none where the service pages in one order only (v2.21).
   */
  librarySorts?: readonly LibrarySort[];
  /** A page of the library in `sort` (a key of librarySorts), or in the service's own order. */
  libraryPagePath(library: Library, page: number, pageSize: number, sort?: string): string;
  readLibraryPage(data: unknown, path: string): MediaPage;
  /** Search across every library (the top bar's search). */
  searchPath(text: string): string;
  /** Search one library for items of one kind (adding to a collection, testing a rule group's media). */
  librarySearchPath(libraryId: string, kind: 'movie' | 'show', text: string): string;
  itemPath(id: string): string;
  childrenPath(id: string): string;
  /** A list of items (search, children); an empty body reads as none. */
  readItems(data: unknown, path: string): MediaItem[];
  /** One item; an empty body (the server has no such item) reads as null. */
  readItem(data: unknown, path: string): MediaItem | null;
  /** Where the poster or backdrop of an item is looked up; undefined when the item has no id the lookup needs. */
  imageLookupPath(item: MediaItem, image: 'poster' | 'backdrop'): string | undefined;
  /** The image file the lookup names (e.g. /abc.jpg), or undefined for none. */
  readImageFile(data: unknown): string | undefined;
  /** POST /collections/media/add: add (action 0) or remove (action 1). */
  membershipBody(target: MediaTarget, collectionId: number, action: 0 | 1): unknown;
  /** POST /rules/exclusion: exclude (action 0) or include again (action 1), globally or for one collection. */
  exclusionBody(target: MediaTarget, collectionId: number | undefined, action: 0 | 1): unknown;
  /** GET /rules/exclusion for one rule group's rows (and the global ones). */
  exclusionsOfGroupPath(ruleGroupId: number): string;
  /** GET /rules/exclusion for the rows about one item. */
  exclusionsOfItemPath(itemId: string): string;
  /** Exclusion rows, each with its item ids (the parent of an excluded part too) and its rule group (null: global). */
  readExclusionRows(data: unknown, path: string): ExclusionRow[];
}

/** An order a library can be paged in: its key in the Overview's URL and what the picker says. */
export interface LibrarySort {
  key: string;
  label: string;
}

/** One exclusion: the item (and the parent of an excluded part) it keeps out, and from where. */
export interface ExclusionRow {
  ids: string[];
  /** The rule group whose collection it keeps the item out of; null for every collection. */
  ruleGroupId: number | null;
}

/** The item ids a list of exclusion rows names. */
export const excludedIdsOf = (rows: ExclusionRow[]): string[] => rows.flatMap((row) => row.ids);

/** A library the app works on: movies or shows (a server may list music or photo libraries too). */
export const isMovieOrShowLibrary = <Row extends { type: string }>(row: Row): row is Row & { type: Library['kind'] } =>
  row.type === 'movie' || row.type === 'show';

/** The image file of a poster or backdrop lookup: a path such as /abc.jpg, or an image-host URL ending in one. */
export function imageFileOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const file = /^https:\/\/image\.tmdb\.org\/t\/p\/[a-z0-9_]+(\/[A-Za-z0-9_-]+\.(?:jpg|jpeg|png|webp|svg))$/.exec(text)?.[1] ?? text;
  return /^\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp|svg)$/.test(file) ? file : undefined;
}

/**
 * An item's files as one: their bytes added up, the first one's resolution (a movie kept in two
 * versions takes the space of both). Undefined when the item has none (shows, seasons) or the server
 * counted no bytes, so nothing is shown rather than "0 B".
 */
export function filesOf(files: { sizeBytes: number; resolution?: string }[]): MediaFiles | undefined {
  const sizeBytes = files.reduce((sum, file) => sum + file.sizeBytes, 0);
  return sizeBytes > 0 ? { sizeBytes, resolution: files[0]!.resolution } : undefined;
}

// The domain layer reads the real answers of both generations, recorded in front of the same
// 40-movie, 6-show library, into the same domain values; and the bodies it writes are, field by
// field, bodies the real service accepted (recorded 201s).
import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { collectionWire } from '../../web/src/api/collections.ts';
import { readLog } from '../../web/src/api/collection-pages.ts';
import { readLibrarySizes } from '../../web/src/api/library-sizes.ts';
import { collectionsSummary } from '../../web/src/features/collections/labels.ts';
import { readPage } from '../../web/src/api/paged-list.ts';
import { describeValue } from '../../web/src/components/test-media/test-verdict-words.ts';
import { mediaWire } from '../../web/src/api/media.ts';
import { excludedIdsOf } from '../../web/src/api/media-wire.ts';
import type { Library, MediaItem } from '../../web/src/api/media.ts';
import { readHandlerStatus } from '../../web/src/api/tasks.ts';
import { readRuleGroupsV2 } from '../../web/src/api/v2/rules.ts';
import { readRuleGroupsV3 } from '../../web/src/api/v3/rules.ts';
import { serverChoiceV3 } from '../../web/src/api/v3/settings.ts';
import { GENERATIONS, readRecording, recordingFiles, type RecordedFixture } from '../fixtures/recorded-contract.mjs';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as RecordedFixture;
const v2Recordings = fixture('recorded-contract-with-media.json');
const v3Recordings = fixture('recorded-contract-3.24.json');
const answer = (recordings: RecordedFixture, file: string) => {
  const entry = recordings.recordings.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no recording named ${file}`);
  return entry;
};
const v2 = (file: string) => answer(v2Recordings, file);
const v3 = (file: string) => answer(v3Recordings, file);
/** What a screen shows of an item, for comparing the two generations' readings. */
const shown = (item: MediaItem) => ({ id: item.id, kind: item.kind, title: item.title, year: item.year, tmdb: item.providerIds.tmdb, imdb: item.providerIds.imdb });
const byTitle = (items: MediaItem[]) => [...items].sort((a, b) => a.title.localeCompare(b.title)).map(shown);

t.test('libraries read the same on both', async (t) => {
  const expected: Library[] = [
    { id: '1', title: 'Movies', kind: 'movie' },
    { id: '2', title: 'TV Shows', kind: 'show' },
  ];
  t.same(mediaWire(2).readLibraries(v2('GET_plex_libraries.json').body), expected);
  t.same(mediaWire(3).readLibraries(v3('GET_media-server_libraries.json').body), expected);
  // No recording has one, but a Plex server may list a music or photo library: that row is left out,
  // not the whole list refused (which would empty every library picker).
  const withMusic = (rows: unknown, row: Record<string, string>) => [...(rows as Record<string, unknown>[]), row];
  t.same(mediaWire(3).readLibraries(withMusic(v3('GET_media-server_libraries.json').body, { id: '3', title: 'Music', type: 'artist' })), expected, 'v3: a music library left out');
  t.same(mediaWire(2).readLibraries(withMusic(v2('GET_plex_libraries.json').body, { key: '3', title: 'Music', type: 'artist' })), expected, 'v2: the same');
});

t.test('library pages: the same items with the same facts', async (t) => {
  const movies = mediaWire(3).readLibraryPage(v3('GET_media-server_library_1_content_page1.json').body, 'v3');
  const v2Pages = ['GET_plex_library_1_content_1.json', 'GET_plex_library_1_content_2.json'].flatMap(
    (file) => mediaWire(2).readLibraryPage(v2(file).body, 'v2').items,
  );
  t.equal(movies.totalSize, 40, '40 movies on v3');
  t.equal(mediaWire(2).readLibraryPage(v2('GET_plex_library_1_content_1.json').body, 'v2').totalSize, 40, 'and on v2');
  for (const item of movies.items) {
    const same = v2Pages.find((candidate) => candidate.id === item.id);
    t.same(same && shown(same), shown(item), `${item.title} reads alike`);
  }
  const alien = movies.items.find((item) => item.title === 'Alien')!;
  t.same(alien.providerIds, { imdb: 'tt0078748', tmdb: 348, tvdb: 300348 });
  t.same(alien.genres, ['Horror', 'Science Fiction']);
  const shows = mediaWire(3).readLibraryPage(v3('GET_media-server_library_2_content_page1.json').body, 'v3');
  t.same(byTitle(shows.items), byTitle(mediaWire(2).readLibraryPage(v2('GET_plex_library_2_content_1.json').body, 'v2').items), 'the six shows');
  t.same(mediaWire(2).readLibraryPage(v2('GET_plex_library_999_content_unknown.json').body, 'v2'), { totalSize: 0, items: [] }, "v2.21's empty answer for a library it does not have: an empty page");
});

t.test('a library page in another order asks as the service\'s own UI does (v3.x)', async (t) => {
  const movies = { id: '1', title: 'Movies', kind: 'movie' } as const;
  const shows = { id: '2', title: 'TV Shows', kind: 'show' } as const;
  t.equal(`/api${mediaWire(3).libraryPagePath(movies, 1, 30, 'watchCount-desc')}`, v3('GET_media-server_library_1_content_sort_watchCount_desc.json').request.path);
  t.equal(`/api${mediaWire(3).libraryPagePath(shows, 1, 30, 'airDate-desc')}`, v3('GET_media-server_library_2_content_sort_airDate_desc.json').request.path);
  t.equal(`/api${mediaWire(3).libraryPagePath(movies, 1, 30)}`, v3('GET_media-server_library_1_content_page1.json').request.path, 'no order: the service\'s own');
  const offered = (mediaWire(3).librarySorts ?? []).map((sort) => sort.key.split('-')[0]);
  const accepted = (v3('GET_media-server_library_1_content_invalid_sort.json').body as { errors: { values: string[] }[] }).errors[0]!.values;
  t.ok(offered.length > 0 && offered.every((by) => accepted.includes(by!)), `every order offered is one the service takes (${accepted.join(', ')})`);
  t.equal(mediaWire(2).librarySorts, undefined, 'v2.21 pages by title only');
});

t.test("a search in one library: the recorded path on each generation, and the same items read", async (t) => {
  const cases = [
    { libraryId: '1', kind: 'movie', text: 'dark', v2File: 'GET_plex_library_1_content_search_dark.json', v3File: 'GET_media-server_library_1_content_search_dark.json' },
    { libraryId: '2', kind: 'show', text: 'the', v2File: 'GET_plex_library_2_content_search_the.json', v3File: 'GET_media-server_library_2_content_search_the.json' },
  ] as const;
  for (const { libraryId, kind, text, v2File, v3File } of cases) {
    const fromV2 = v2(v2File);
    const fromV3 = v3(v3File);
    t.equal(`/api${mediaWire(2).librarySearchPath(libraryId, kind, text)}`, fromV2.request.path, `v2.21 asks as recorded (${v2File})`);
    t.equal(`/api${mediaWire(3).librarySearchPath(libraryId, kind, text)}`, fromV3.request.path, `v3.24 asks as recorded (${v3File})`);
    const items = mediaWire(3).readItems(fromV3.body, 'v3');
    t.ok(items.length > 0 && items.every((item) => item.kind === kind), `${kind}s found in library ${libraryId}`);
    t.same(byTitle(items), byTitle(mediaWire(2).readItems(fromV2.body, 'v2')), 'the same items on both');
  }
});

t.test('one item, its children and a search read alike', async (t) => {
  for (const id of ['102', '201', '202', '203']) {
    const suffix = { '102': 'movie', '201': 'show', '202': 'season', '203': 'episode' }[id];
    const fromV3 = mediaWire(3).readItem(v3(`GET_media-server_meta_${id}_${suffix}.json`).body, 'v3')!;
    const fromV2 = mediaWire(2).readItem(v2(`GET_plex_meta_${id}_${suffix}.json`).body, 'v2')!;
    t.same(
      { ...shown(fromV3), parentTitle: fromV3.parentTitle, grandparentTitle: fromV3.grandparentTitle, index: fromV3.index },
      { ...shown(fromV2), parentTitle: fromV2.parentTitle, grandparentTitle: fromV2.grandparentTitle, index: fromV2.index },
      `${suffix} ${id}`,
    );
  }
  // The item's own read names its library on both (the detail view's pickers list that library's
  // collections); a v3.x library page sends an empty library, which names none.
  const movieLibraries = [
    mediaWire(3).readItem(v3('GET_media-server_meta_102_movie.json').body, 'v3')!.libraryId,
    mediaWire(2).readItem(v2('GET_plex_meta_102_movie.json').body, 'v2')!.libraryId,
  ];
  t.same(movieLibraries, ['1', '1'], "a movie's own read names library 1 on both generations");
  const pageItem = mediaWire(3).readLibraryPage(v3('GET_media-server_library_1_content_page1.json').body, 'v3').items[0]!;
  t.equal(pageItem.libraryId, undefined, 'a v3.x library page names no library');
  t.equal(mediaWire(3).readItem(v3('GET_media-server_meta_99999_unknown.json').body, 'v3'), null, 'an unknown id (empty body) is no item');
  t.equal(mediaWire(2).readItem(v2('GET_plex_meta_99999_unknown.json').body, 'v2'), null);
  const seasons = mediaWire(3).readItems(v3('GET_media-server_meta_201_children_seasons.json').body, 'v3');
  t.same(seasons.map((season) => season.id), mediaWire(2).readItems(v2('GET_plex_meta_201_children.json').body, 'v2').map((season) => season.id));
  // The two servers' searches match differently (v2.21's also finds shows by their episodes), so
  // only the items both found are compared.
  const found3 = mediaWire(3).readItems(v3('GET_media-server_search_the.json').body, 'v3');
  const found2 = mediaWire(2).readItems(v2('GET_plex_search_the.json').body, 'v2');
  const both = found3.filter((item) => found2.some((other) => other.id === item.id));
  t.ok(both.length >= 3, `search "the": ${both.length} items found by both`);
  t.same(byTitle(both), byTitle(found2.filter((item) => both.some((other) => other.id === item.id))));
  t.same(mediaWire(3).readItems(v3('GET_media-server_search_no_results.json').body, 'v3'), []);
});

t.test("an item's watching and files read alike; shows and seasons have no files", async (t) => {
  const facts = (item: MediaItem) => ({ addedAt: item.addedAt, viewCount: item.viewCount, lastViewedAt: item.lastViewedAt, files: item.files });
  for (const [id, kind] of [['102', 'movie'], ['203', 'episode'], ['201', 'show'], ['202', 'season']] as const) {
    const v3Body = v3(`GET_media-server_meta_${id}_${kind}.json`).body as { mediaSources: { sizeBytes: number; videoResolution: string }[] };
    const fromV3 = mediaWire(3).readItem(v3Body, 'v3')!;
    const fromV2 = mediaWire(2).readItem(v2(`GET_plex_meta_${id}_${kind}.json`).body, 'v2')!;
    t.same(facts(fromV2), facts(fromV3), `${kind} ${id}: the same on both`);
    if (kind === 'movie' || kind === 'episode') {
      const [file] = v3Body.mediaSources;
      t.same(fromV3.files, { sizeBytes: file!.sizeBytes, resolution: file!.videoResolution }, `${kind} ${id}: its recorded file`);
      t.ok(fromV3.files!.sizeBytes > 0);
    } else {
      t.equal(fromV3.files, undefined, `${kind} ${id}: no files of its own`);
    }
  }
  const episode = v3('GET_media-server_meta_203_episode.json').body as Record<string, unknown>;
  t.ok((episode.viewCount as number) > 0 && typeof episode.lastViewedAt === 'string', 'the recorded episode was watched');
  t.same([mediaWire(3).readItem(episode, 'v3')!.viewCount, mediaWire(3).readItem(episode, 'v3')!.lastViewedAt], [episode.viewCount, episode.lastViewedAt]);
  const movie = v3('GET_media-server_meta_102_movie.json').body as Record<string, unknown>;
  // Only shown, never acted on: a file list of another shape reads as unknown instead of failing the item.
  const odd = mediaWire(3).readItem({ ...movie, mediaSources: [{ sizeBytes: '12 GB' }] }, 'v3')!;
  t.equal(odd.title, movie.title, 'the item still reads');
  t.equal(odd.files, undefined, 'without files');
  const plexMovie = v2('GET_plex_meta_102_movie.json').body as Record<string, unknown>;
  t.equal(mediaWire(2).readItem({ ...plexMovie, Media: 'none' }, 'v2')!.files, undefined, 'the same on v2');
});

t.test('image look-ups: the paths each generation asks, and the offline answers read as none', async (t) => {
  const movie = mediaWire(3).readItem(v3('GET_media-server_meta_102_movie.json').body, 'v3')!;
  t.equal(mediaWire(2).imageLookupPath(movie, 'poster'), `/moviedb/image/movie/${movie.providerIds.tmdb}`);
  const v3Path = mediaWire(3).imageLookupPath(movie, 'poster')!;
  t.match(v3Path, /^\/metadata\/image\/movie\?/);
  const recorded = v3('GET_metadata_image_movie_offline.json');
  t.same(new URLSearchParams(recorded.request.path.split('?')[1]).get('tmdbId'), '348', 'the recording asked by tmdbId');
  t.equal(mediaWire(3).readImageFile(recorded.body), undefined, 'offline: no image');
  t.equal(mediaWire(2).readImageFile(v2('GET_moviedb_image_movie_603_offline.json').body), undefined);
  t.equal(mediaWire(3).readImageFile('https://image.tmdb.org/t/p/w500/abc123.jpg'), '/abc123.jpg', 'an image-host URL names its file');
  t.equal(mediaWire(3).readImageFile({ url: 'https://image.tmdb.org/t/p/original/x_Y-1.png' }), '/x_Y-1.png');
  t.equal(mediaWire(3).readImageFile('https://elsewhere.example/abc.jpg'), undefined, 'no other host');
});

t.test('collections and their pages read alike', async (t) => {
  const fromV3 = collectionWire(3).readCollections(v3('GET_collections.json').body, 'v3');
  const fromV2 = collectionWire(2).readCollections(v2('GET_collections.json').body, 'v2');
  const facts = (c: (typeof fromV3)[number]) => ({ id: c.id, title: c.title, libraryId: c.libraryId, kind: c.kind, deleteAfterDays: c.deleteAfterDays });
  t.same(fromV3.map(facts), fromV2.map(facts), 'the same collections');
  t.ok(fromV3[0]!.mediaIds.length > 0 && fromV3[0]!.mediaIds.every((id) => /^\d+$/.test(id)), 'media ids');
  t.equal(fromV3[0]!.totalSizeBytes, 232597754562, 'v3 counts the bytes');
  t.equal(fromV2[0]!.totalSizeBytes, undefined, 'v2 does not');
  const afterHandle = collectionWire(3).readCollections(v3('GET_collections_after_handle.json').body, 'v3');
  t.same(afterHandle.map((c) => c.freedBytes), [0, 0, 10_986_044_264], 'v3 counts the space its deletions freed');
  t.equal(fromV2[0]!.freedBytes, undefined, 'v2 does not');
  // The Collections screen's summary line, from the same answers: 243,642,619,877 + 144,539,651,845
  // bytes, as v3.24's own storage metrics sum them (recorded GET_storage-metrics_after_deletions).
  t.equal(collectionsSummary(afterHandle), '3 collections, 20 items, 388.2 GB. Freed so far: 11.0 GB.', 'v3: the sizes too');
  t.equal(collectionsSummary(fromV2), '2 collections, 18 items.', 'v2: the counts alone');
  // Set against the libraries' sizes (recorded GET_storage-metrics_library-sizes): 565,250,388,965
  // bytes of movies and 190,934,332,766 of shows.
  const librarySizes = readLibrarySizes(v3('GET_storage-metrics_library-sizes.json').body, 'v3');
  t.same([...librarySizes], [['1', 565_250_388_965], ['2', 190_934_332_766]], 'v3 sizes each library');
  const allBytes = [...librarySizes.values()].reduce((sum, bytes) => sum + bytes, 0);
  t.equal(
    collectionsSummary(afterHandle, { bytes: allBytes, scope: 'all libraries' }),
    '3 collections, 20 items, 388.2 GB (51% of the 756.2 GB in your libraries). Freed so far: 11.0 GB.',
    'the share of all libraries',
  );
  const movieCollections = afterHandle.filter((collection) => collection.libraryId === '1');
  t.match(
    collectionsSummary(movieCollections, { bytes: librarySizes.get('1')!, scope: 'one library' }),
    /^2 collections, 16 items, 243\.6 GB \(43% of the 565\.3 GB in this library\)\. Freed so far: 11\.0 GB\.$/,
    'the share of the library picked',
  );
  t.match(collectionsSummary(afterHandle, { bytes: 1e15, scope: 'all libraries' }), /\(under 1% of the /, 'a sliver is not 0%');
  const held = afterHandle.reduce((sum, collection) => sum + (collection.totalSizeBytes ?? 0), 0);
  t.match(collectionsSummary(afterHandle, { bytes: held + 1, scope: 'all libraries' }), /\(over 99% of the /, 'nearly all is not 100%');
  t.match(collectionsSummary(afterHandle, { bytes: held, scope: 'all libraries' }), /\(100% of the /, 'all is 100%');
  t.equal(
    collectionsSummary(afterHandle, { bytes: held - 1, scope: 'all libraries' }),
    '3 collections, 20 items, 388.2 GB. Freed so far: 11.0 GB.',
    'more than the libraries hold (an item counted in two collections): no share',
  );
  t.equal(collectionsSummary(afterHandle, { bytes: 0, scope: 'all libraries' }), '3 collections, 20 items, 388.2 GB. Freed so far: 11.0 GB.', 'no share of nothing');
  t.same([...readLibrarySizes({ generatedAt: 'x', sizeBytesByLibrary: { '1': 5, '2': null } }, 'v3')], [['1', 5]], 'a library it could not size is left out');
  const media3 = readPage(v3('GET_collections_media_1_content_page1.json').body, 'v3', collectionWire(3).readMediaRow);
  const media2 = readPage(v2('GET_collections_media_1_content_1.json').body, 'v2', collectionWire(2).readMediaRow);
  t.ok(media3.totalSize > 0);
  t.same(
    media3.items.map((row) => row.item?.title).sort(),
    media3.items.map((row) => media2.items.find((other) => other.itemId === row.itemId)?.item?.title ?? row.item?.title).sort(),
  );
  t.ok(media3.items.every((row) => row.item !== null && row.itemId === row.item.id), 'each row carries its item');
  const exclusions = readPage(v3('GET_collections_exclusions_1_content_page1.json').body, 'v3', collectionWire(3).readExclusionRow);
  t.same(exclusions.items.map((row) => [row.itemId, row.item?.title, row.ruleGroupId]), [['119', 'Alien', 1]]);
  t.same(collectionWire(3).readCollection(v3('GET_collections_collection_1.json').body, 'v3')?.title, fromV3[0]!.title);
});

t.test('rule groups read alike; v3 adds the schedule', async (t) => {
  const fromV3 = readRuleGroupsV3(v3('GET_rules.json').body, 'v3');
  const fromV2 = readRuleGroupsV2(v2('GET_rules.json').body, 'v2');
  const { schedule, ...first } = fromV3[0]!;
  t.same(first, fromV2[0], 'the same group');
  t.equal(schedule, null, 'following the global schedule');
  t.same(fromV3.map((group) => group.kind), ['movie', 'show']);
});

t.test('handler status: the task status on v2, the queue on v3', async (t) => {
  const v2Status = readHandlerStatus(2, 'ruleHandler', v2('GET_tasks_Rule_Handler_status.json').body);
  t.same(v2Status, { running: false, time: (v2('GET_tasks_Rule_Handler_status.json').body as { time: string }).time });
  const idle = readHandlerStatus(3, 'ruleHandler', v3('GET_rules_execute_status_idle.json').body);
  t.same(idle, { running: false, queue: { processing: false, executingRuleGroupId: null, waitingRuleGroupIds: [] } }, 'the queue, with no time');
  t.equal(readHandlerStatus(3, 'collectionHandler', v3('GET_tasks_Collection_Handler_status.json').body).running, false);
});

t.test('the bodies written are those the real service accepted', async (t) => {
  const accepted = (recordings: RecordedFixture, file: string) => {
    const entry = answer(recordings, file);
    t.equal(entry.status, 201, `${file} was accepted`);
    return entry.request.body;
  };
  t.same(mediaWire(3).membershipBody({ itemId: '110', kind: 'movie' }, 1, 0), accepted(v3Recordings, 'POST_collections_media_add_single.json'));
  t.same(
    mediaWire(3).exclusionBody({ itemId: '201', partId: '206', kind: 'season' }, 2, 0),
    accepted(v3Recordings, 'POST_rules_exclusion_add_season_context.json'),
  );
  t.same(mediaWire(2).membershipBody({ itemId: '101', kind: 'movie' }, 1, 0), accepted(v2Recordings, 'POST_collections_media_add_manual.json'));
  t.same(mediaWire(2).membershipBody({ itemId: '104', kind: 'movie' }, 1, 1), accepted(v2Recordings, 'POST_collections_media_add_action_remove.json'));
  t.same(mediaWire(2).membershipBody({ itemId: '261', kind: 'show' }, 2, 0), accepted(v2Recordings, 'POST_collections_media_add_show.json'));
  t.same(mediaWire(2).exclusionBody({ itemId: '119', kind: 'movie' }, 1, 0), accepted(v2Recordings, 'POST_rules_exclusion_add_collection1.json'));
  t.same(mediaWire(2).exclusionBody({ itemId: '136', kind: 'movie' }, undefined, 0), accepted(v2Recordings, 'POST_rules_exclusion_add_global.json'));
  t.same(
    mediaWire(2).exclusionBody({ itemId: '201', partId: '206', kind: 'season' }, 2, 0),
    accepted(v2Recordings, 'POST_rules_exclusion_add_season_context.json'),
  );
});

t.test("a collection's media and exclusion actions make the calls the real UI made, with the bodies the service accepted", async (t) => {
  /** A client that notes each call and answers it with the recording of that call. */
  const recordingClient = (recordings: RecordedFixture) => {
    const calls: { method: string; path: string; body?: unknown }[] = [];
    const reply = (method: string, path: string, body?: unknown) => {
      calls.push(body === undefined ? { method, path } : { method, path, body });
      const entry = recordings.recordings.find(
        (candidate) => candidate.request.method === method && candidate.request.path === `/api${path}` && candidate.status < 300 &&
          (body === undefined || JSON.stringify(candidate.request.body) === JSON.stringify(body)),
      );
      if (!entry) return Promise.reject(new Error(`no accepted recording of ${method} ${path} ${JSON.stringify(body)}`));
      return Promise.resolve(entry.body);
    };
    const client = {
      get: (path: string) => reply('GET', path),
      post: (path: string, body?: unknown) => reply('POST', path, body),
      put: (path: string, body?: unknown) => reply('PUT', path, body),
      patch: (path: string, body?: unknown) => reply('PATCH', path, body),
      delete: (path: string) => reply('DELETE', path),
    };
    return { client: client as never, calls };
  };
  const media = (itemId: string) => ({ id: Number(itemId), itemId, addDate: '2026-11-01', isManual: false, item: null });
  const exclusion = (id: number, itemId: string, ruleGroupId: number | null) => ({ id, itemId, ruleGroupId, item: null });

  const v3Client = recordingClient(v3Recordings);
  const wire3 = collectionWire(3);
  t.same((await wire3.removeFromCollection(v3Client.client, 1, [media('119')])).map((o) => o.ok), [true], 'v3 Remove: confirmed');
  t.same((await wire3.excludeEverywhere(v3Client.client, [media('140'), media('136')])).map((o) => o.ok), [true, true], 'v3 exclude everywhere: confirmed');
  t.same((await wire3.removeExclusions(v3Client.client, 1, [exclusion(1, '119', 1), exclusion(2, '140', null)])).map((o) => o.ok), [true, true]);
  t.same(v3Client.calls.map((call) => call.path), Array(4).fill('/rules/exclusions/bulk'), 'v3: the bulk calls of its own UI');
  const postponed = await wire3.postpone!(v3Client.client, 1, media('115'), 30);
  t.same(
    { ok: postponed.ok, addDate: postponed.addDate },
    { ok: true, addDate: (v3('POST_collections_media_postpone_30_days.json').body as { addDate: string }).addDate },
    'v3 postpone: the new date its clock counts from, as the service answered',
  );
  const emptyAnswer = { client: { post: async () => '' } as never };
  t.same(
    { ...(await wire3.postpone!(emptyAnswer.client, 1, media('115'), 30)), row: undefined },
    { row: undefined, ok: true, addDate: undefined },
    'a 2xx without the date is still a postpone done',
  );

  const v2Client = recordingClient(v2Recordings);
  const wire2 = collectionWire(2);
  t.same((await wire2.removeFromCollection(v2Client.client, 1, [media('127')])).map((o) => o.ok), [true], 'v2 Remove: confirmed');
  t.same((await wire2.removeExclusions(v2Client.client, 1, [exclusion(1, '119', 1)])).map((o) => o.ok), [true], 'v2 exclusion removal: confirmed');
  const movie136 = { ...media('136'), item: { kind: 'movie' } as never };
  t.same((await wire2.excludeEverywhere(v2Client.client, [movie136])).map((o) => o.ok), [true], 'v2 exclude everywhere: confirmed');
  t.same(
    v2Client.calls,
    [
      { method: 'POST', path: '/rules/exclusion', body: { collectionId: 1, mediaId: 127, action: 0 } },
      { method: 'DELETE', path: '/collections/media?mediaId=127&collectionId=1' },
      { method: 'DELETE', path: '/rules/exclusion/1' },
      { method: 'POST', path: '/rules/exclusion', body: { mediaId: 136, context: { id: 136, type: 1 }, action: 0 } },
    ],
    'v2: the calls its own UI made (the exclusion first, so a refusal removes nothing)',
  );
});

t.test('exclusion rows name the excluded items and their parents', async (t) => {
  t.same(excludedIdsOf(mediaWire(3).readExclusionRows(v3('GET_rules_exclusion_mediaServerId_119.json').body, 'v3')), ['119']);
  // The same row on both generations: Alien, excluded from rule group 1's collection only.
  for (const [generation, rows] of [
    ['2.21', mediaWire(2).readExclusionRows(v2('GET_rules_exclusion_plexId_119.json').body, 'v2')],
    ['3.24', mediaWire(3).readExclusionRows(v3('GET_rules_exclusion_mediaServerId_119.json').body, 'v3')],
  ] as const) {
    t.same(rows, [{ ids: ['119'], ruleGroupId: 1 }], `${generation}: the item, once, and the rule group it is excluded from`);
  }
  t.same(excludedIdsOf(mediaWire(2).readExclusionRows(v2('GET_rules_exclusion_plexId_102_empty.json').body, 'v2')), []);
  t.equal(mediaWire(3).exclusionsOfItemPath('119'), v3('GET_rules_exclusion_mediaServerId_119.json').request.path.replace(/^\/api/, ''));
  t.equal(mediaWire(2).exclusionsOfItemPath('119'), v2('GET_rules_exclusion_plexId_119.json').request.path.replace(/^\/api/, ''));
});

t.test('an answer of an unexpected shape is a clear error, with the detail on the console', async (t) => {
  const logged = t.capture(console, 'error');
  t.throws(() => mediaWire(3).readLibraries(v2('GET_plex_libraries.json').body), { name: 'UnexpectedAnswerError', message: 'The service sent an answer this app does not understand' }, 'a v2 answer is not v3');
  t.throws(() => mediaWire(2).readLibraryPage({ message: 'Internal server error' }, '/plex/library/1/content/1'), { name: 'UnexpectedAnswerError' });
  t.match(logged().map((entry) => String(entry.args[0])).join('\n'), /Unexpected answer from \/media-server\/libraries/);
});

const withMediaFolder = fileURLToPath(new URL(`../../../shared/contract/${GENERATIONS['2.21-with-media'].folder}`, import.meta.url));
const noShared = !existsSync(withMediaFolder) && `${withMediaFolder} is not on this machine: nothing to compare the copy with`;

t.test('the with-media copy is in step with ../shared, entry by entry', { skip: noShared }, async (t) => {
  t.same(v2Recordings.recordings.map((entry) => entry.file), await recordingFiles(withMediaFolder), 'the same recordings, in the same order');
  for (const entry of v2Recordings.recordings) {
    t.same(entry, await readRecording(withMediaFolder, entry.file), `${entry.file} (rebuild with: node test/fixtures/recorded-contract.mjs 2.21-with-media)`);
  }
});

t.test('v3 first run: a switch preview says whether switching would only choose a first server', async (t) => {
  const path = '/settings/media-server/switch/preview/plex';
  t.same(serverChoiceV3(v3('01_GET_settings_media-server_switch_preview_plex.json').body, path), { current: null, onlyChooses: true }, 'fresh: none chosen, nothing to clear');
  t.same(serverChoiceV3(v3('GET_settings_media-server_switch_preview_jellyfin.json').body, path), { current: 'plex', onlyChooses: false }, 'Plex in use, with collections');
  const keptData = { ...(v3('01_GET_settings_media-server_switch_preview_plex.json').body as object), dataToBeCleared: { collections: 2, collectionMedia: 19, exclusions: 1, collectionLogs: 34 } };
  t.same(serverChoiceV3(keptData, path), { current: null, onlyChooses: false }, 'none chosen but collections kept: a switch would delete them');
  t.throws(() => serverChoiceV3({ currentServerType: null }, path), 'an answer of another shape is not taken for a fresh install');
});

t.test("a log entry the rules made reads as the item's verdict, rule by rule, on both generations", async (t) => {
  const path = '/collections/logs/1/content/1?size=25';
  for (const [generation, recording] of [['2.21', v2('GET_collections_logs_1_content_1.json')], ['3.24', v3('GET_collections_logs_1_content_page1.json')]] as const) {
    const logs = readPage(recording.body, path, readLog);
    const avatar = logs.items.find((entry) => entry.message === 'Added "Avatar"')!;
    t.same(
      avatar.verdict && { itemId: avatar.verdict.itemId, matches: avatar.verdict.matches, sections: avatar.verdict.sections.map((section) => section.rules.map((rule) => [rule.firstName, rule.comparison, rule.held])) },
      {
        itemId: '113',
        matches: true,
        sections: [
          [['Plex - Last view date', 'before', false], ['Plex - Times viewed', 'equals', true]],
          [['Plex - Date added', 'before', true]],
        ],
      },
      `${generation}: Avatar was added because its second rule and section held`,
    );
    const lastView = avatar.verdict!.sections[0]!.rules[0]!;
    t.equal(describeValue(lastView.firstValue), 'no value', `${generation}: never watched`);
    if (generation === '3.24') t.equal(lastView.firstValueReason, 'Plex Last view date is not recorded for this item', 'v3.x says why');
    // v2.21 records the days as set, in seconds, when it had no value to compare; v3.x the day they make.
    if (generation === '2.21') t.equal(describeValue(lastView.secondValue, lastView.secondName, lastView.comparison), '90 days ago', '"is before 90 days ago", as the service counts it');
    else t.match(describeValue(lastView.secondValue, lastView.secondName), /\(the chosen number of days from today\)$/);
  }
  // Entries whose meta carries no statistics (a collection event; an item removed or handled, meta null) have none.
  for (const [generation, recording] of [
    ['2.21', v2('GET_collections_logs_4_content_1_after_handle.json')],
    ['3.24', v3('GET_collections_logs_4_content_after_handle.json')],
  ] as const) {
    const raw = (recording.body as { items: { id: number; type: number; meta: { data?: unknown } | null }[] }).items;
    const without = raw.filter((entry) => !entry.meta?.data);
    t.ok(without.some((entry) => entry.type === 1), `${generation}: the recording has media entries without statistics`);
    const read = readPage(recording.body, path, readLog).items;
    t.same(
      read.filter((entry) => without.some((row) => row.id === entry.id)).map((entry) => entry.verdict),
      without.map(() => undefined),
      `${generation}: none of them reads as a verdict`,
    );
    t.ok(read.some((entry) => entry.verdict !== undefined), `${generation}: while the entries with statistics do`);
  }
});

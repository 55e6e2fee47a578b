// The demo Plex library a person browses: two libraries of the promised size with complete items,
// pages from 1, search across libraries, item details with seasons and episodes, and a distinct
// generated poster for every item, the same on every start.
import t from 'tap';
import type { PlexLibrary, PlexLibraryItem, PlexLibraryPage } from '../../wire/v2/plex.ts';
import { startGateway } from '../helpers/gateway.ts';
import { createDemoLibrary, sortTitle } from '../../gateway/sandbox/demo-library.ts';
import { call, recordedWithMedia, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox();
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});
const get = async <T>(path: string) => (await call(sandbox.url, 'GET', path)).body as T;

/** Text as it appears inside SVG markup. */
const xmlText = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function wholeLibrary(key: string): Promise<PlexLibraryItem[]> {
  const items: PlexLibraryItem[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await get<PlexLibraryPage>(`/api/plex/library/${key}/content/${page}?amount=500`);
    items.push(...answer.items);
    if (page * 500 >= answer.totalSize) break;
  }
  return items;
}

t.test('a movie library of about 1,500 and a show library of about 300 complete items', async (t) => {
  const libraries = await get<PlexLibrary[]>('/api/plex/libraries');
  t.same(libraries.map((library) => library.type), ['movie', 'show']);
  const [movies, shows] = await Promise.all(libraries.map((library) => wholeLibrary(library.key)));
  t.ok(movies!.length >= 1400 && movies!.length <= 1600, `movies: ${movies!.length}`);
  t.ok(shows!.length >= 250 && shows!.length <= 350, `shows: ${shows!.length}`);
  const all = [...movies!, ...shows!];
  t.equal(new Set(all.map((item) => item.ratingKey)).size, all.length, 'ratingKeys are unique');
  t.equal(new Set(all.map((item) => item.title)).size, all.length, 'titles are unique');
  const incomplete = all.filter(
    (item) =>
      typeof item.title !== 'string' || typeof item.year !== 'number' || typeof item.addedAt !== 'number' ||
      typeof item.thumb !== 'string' || !item.Guid?.some((guid) => /^tmdb:\/\/\d+$/.test(guid.id)),
  );
  t.same(incomplete.map((item) => item.ratingKey), [], 'every item has title, year, addedAt, thumb and a tmdb Guid');
  t.ok(movies!.some((item) => item.viewCount) && movies!.some((item) => !item.viewCount), 'some watched, some not');
});

t.test('pages start at 1, default to 50 items and do not overlap', async (t) => {
  const first = await get<PlexLibraryPage>('/api/plex/library/1/content/1');
  t.equal(first.items.length, 50, 'default page size 50');
  // Plex lists a section by titleSort (leading article aside), as recorded with a media library.
  const byTitleSort = (titles: string[]) => [...titles].sort((a, b) => sortTitle(a).localeCompare(sortTitle(b)));
  const recordedTitles = (recordedWithMedia('GET_plex_library_1_content_1.json').body as PlexLibraryPage).items.map((item) => item.title);
  t.same(recordedTitles, byTitleSort(recordedTitles), 'recorded: in title order, "The Dark Knight" among the D');
  const titles = first.items.map((item) => item.title);
  t.same(titles, byTitleSort(titles), 'the sandbox too');
  const second = await get<PlexLibraryPage>('/api/plex/library/1/content/2?amount=50');
  t.equal(second.totalSize, first.totalSize);
  t.notOk(second.items.some((item) => first.items.some((other) => other.ratingKey === item.ratingKey)), 'no item on two pages');
  const last = Math.ceil(first.totalSize / 30);
  const tail = await get<PlexLibraryPage>(`/api/plex/library/1/content/${last}?amount=30`);
  t.equal(tail.items.length, first.totalSize - (last - 1) * 30, 'the last page holds the rest');
  t.same((await get<PlexLibraryPage>(`/api/plex/library/1/content/${last + 1}?amount=30`)).items, [], 'past the end: no items');
  const notANumber = await call(sandbox.url, 'GET', '/api/plex/library/1/content/one');
  t.equal(notANumber.status, 400);
});

t.test('the same library on every start', async (t) => {
  const other = await startTestSandbox();
  t.teardown(async () => {
    await other.close();
    await removeDir(other.dataDir);
  });
  const path = '/api/plex/library/2/content/3?amount=20';
  t.same((await call(other.url, 'GET', path)).body, await get(path));
});

t.test('search finds titles in both libraries, ignoring case', async (t) => {
  const movie = (await get<PlexLibraryPage>('/api/plex/library/1/content/1?amount=5')).items[3]!;
  const show = (await get<PlexLibraryPage>('/api/plex/library/2/content/1?amount=5')).items[2]!;
  for (const item of [movie, show]) {
    const text = item.title.slice(1, 8).toUpperCase();
    const results = await get<PlexLibraryItem[]>(`/api/plex/search/${encodeURIComponent(text)}`);
    t.ok(results.some((result) => result.ratingKey === item.ratingKey), `"${text}" finds ${item.title}`);
    t.ok(results.every((result) => result.title.toLowerCase().includes(text.toLowerCase())), 'and only matching titles');
  }
  const inLibrary = await get<PlexLibraryItem[]>(`/api/plex/library/1/content/search/${encodeURIComponent(movie.title)}`);
  t.ok(inLibrary.some((result) => result.ratingKey === movie.ratingKey), 'library search finds the movie');
  const none = await call(sandbox.url, 'GET', '/api/plex/library/1/content/search/zzzqqq');
  t.same([none.status, none.contentType, none.text], [200, null, ''], 'no match: the empty body Plex gives');
  t.same(await get('/api/plex/search/zzzqqq'), [], 'global search without match: []');
});

t.test('item details, seasons and episodes', async (t) => {
  const show = (await get<PlexLibraryPage>('/api/plex/library/2/content/1?amount=1')).items[0]!;
  t.same(await get(`/api/plex/meta/${show.ratingKey}`), show);
  const seasons = await get<PlexLibraryItem[]>(`/api/plex/meta/${show.ratingKey}/children`);
  t.ok(seasons.length >= 1 && seasons.every((season) => season.type === 'season' && season.parentRatingKey === show.ratingKey));
  const episodes = await get<PlexLibraryItem[]>(`/api/plex/meta/${seasons[0]!.ratingKey}/children`);
  t.ok(episodes.length >= 1 && episodes.every((episode) => episode.type === 'episode' && episode.grandparentRatingKey === show.ratingKey));
  t.equal(show.leafCount, (await Promise.all(seasons.map((season) => get<PlexLibraryItem[]>(`/api/plex/meta/${season.ratingKey}/children`)))).flat().length, 'leafCount counts the episodes');
  t.same(await get(`/api/plex/meta/${episodes[0]!.ratingKey}`), episodes[0], 'an episode by its key');
  const movieChildren = await call(sandbox.url, 'GET', '/api/plex/meta/10001/children');
  t.equal(movieChildren.text, '', 'a movie has no children: empty body');
  t.equal((await call(sandbox.url, 'GET', '/api/plex/meta/999')).text, '', 'unknown item: empty body');
  t.match(await get('/api/plex'), { friendlyName: String, machineIdentifier: String, version: String });
});

t.test('every item has its own generated poster and backdrop', async (t) => {
  const items = (await get<PlexLibraryPage>('/api/plex/library/1/content/1?amount=3')).items;
  const posters: string[] = [];
  for (const item of items) {
    const tmdbId = item.Guid!.find((guid) => guid.id.startsWith('tmdb://'))!.id.slice(7);
    const path = await call(sandbox.url, 'GET', `/api/moviedb/image/movie/${tmdbId}`);
    t.equal(path.contentType, 'text/html; charset=utf-8', 'a raw-text path');
    t.match(path.text, /^\/[\w-]+\.svg$/);
    const image = await fetch(`${sandbox.url}/t/p/w300_and_h450_face${path.text}`);
    t.equal(image.headers.get('content-type'), 'image/svg+xml');
    const svg = await image.text();
    t.match(svg, /^<svg /);
    t.ok(svg.includes(xmlText(item.title.split(' ')[0]!)), 'the poster shows the title');
    posters.push(svg);
    const backdrop = await call(sandbox.url, 'GET', `/api/moviedb/backdrop/movie/${tmdbId}`);
    t.not(backdrop.text, path.text, 'the backdrop is another image');
    t.equal((await fetch(`${sandbox.url}/t/p/w1280${backdrop.text}`)).status, 200);
  }
  t.equal(new Set(posters).size, posters.length, 'distinct posters');
  t.equal((await call(sandbox.url, 'GET', '/api/moviedb/image/movie/undefined')).status, 400, 'a non-numeric id: 400');
  t.equal((await call(sandbox.url, 'GET', '/api/moviedb/image/movie/7')).text, '', 'an unknown id: empty body');
  t.equal((await fetch(`${sandbox.url}/t/p/w300/other.jpg`)).status, 404, 'nothing but demo images');
});

t.test('without a Plex token the library answers like an unconfigured Plex', async (t) => {
  const other = await startTestSandbox();
  t.teardown(async () => {
    await other.close();
    await removeDir(other.dataDir);
  });
  t.equal((await call(other.url, 'DELETE', '/api/settings/plex/auth')).status, 200);
  t.equal((await call(other.url, 'GET', '/api/settings/test/setup')).text, 'false');
  const libraries = await call(other.url, 'GET', '/api/plex/libraries');
  t.same([libraries.status, libraries.contentType, libraries.text], [200, null, '']);
  t.equal((await call(other.url, 'POST', '/api/settings/plex/token', { plex_auth_token: 'again' })).status, 201);
  t.equal((await call(other.url, 'GET', '/api/settings/test/setup')).text, 'true');
});

t.test('the gateway serves the demo library when no MAINTAINERR_URL is set', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '2.21' });
  t.teardown(() => gateway.close());
  const answer = await call(gateway.url, 'GET', '/api/plex/library/1/content/1?amount=2');
  t.equal(answer.status, 200);
  t.equal((answer.body as PlexLibraryPage).items.length, 2);
});

t.test('movies carry film ratings and shows TV ratings, as a real library does', async (t) => {
  const isTv = (rating: string | undefined) => rating?.startsWith('TV-') ?? false;
  const recorded = (recordedWithMedia('GET_plex_library_1_content_1.json').body as PlexLibraryPage).items;
  t.notOk(recorded.some((item) => isTv(item.contentRating)), 'recorded: no movie has a TV rating');
  const movies = (await get<PlexLibraryPage>('/api/plex/library/1/content/1?amount=200')).items;
  const shows = (await get<PlexLibraryPage>('/api/plex/library/2/content/1?amount=200')).items;
  t.same(movies.filter((item) => isTv(item.contentRating)).map((item) => item.contentRating), [], 'no demo movie has one');
  t.same(shows.filter((item) => !isTv(item.contentRating)).map((item) => item.contentRating), [], 'every demo show has one');
});

t.test("a removed show leaves the shows and takes its seasons out of all seasons; a second removal changes nothing", async (t) => {
  const library = createDemoLibrary({ seed: 7, movieCount: 10, showCount: 5 });
  const show = library.shows[0]!;
  const seasons = library.childrenOf(show.ratingKey)!.map((season) => season.ratingKey);
  const season = library.shows[1]!;
  const seasonOfOther = library.childrenOf(season.ratingKey)![0]!;
  const childCount = season.childCount;
  library.remove(show.ratingKey);
  t.notOk(library.shows.includes(show), 'out of the shows');
  t.notOk(library.seasons().some((entry) => seasons.includes(entry.ratingKey)), 'its seasons are not among all seasons (rule runs over seasons)');
  t.equal(library.find(show.ratingKey)?.ratingKey, show.ratingKey, 'its id still answers');
  library.remove(seasonOfOther.ratingKey);
  const revision = library.revision;
  library.remove(seasonOfOther.ratingKey);
  t.equal(season.childCount, childCount! - 1, "a removed season counts once in its show's seasons");
  t.equal(library.revision, revision, 'a second removal is no change');
});

// On v3.24 the demo answers poster and backdrop look-ups the way an online server names an image:
// the image host's URL as text, served by the sandbox's own image host; what it does not hold gets
// the real server's offline answer (an empty 200). The app reads that into the same image file as
// on v2.21.
import t from 'tap';
import { mediaWireV3 } from '../../web/src/api/v3/media.ts';
import { call, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox({ apiVersion: '3.24', movieCount: 20, showCount: 4 });
t.teardown(() => sandbox.close());

const page = await call(sandbox.url, 'GET', '/api/media-server/library/1/content?page=1&limit=5&type=movie');
const movie = mediaWireV3.readLibraryPage(page.body, 'page').items[0]!;

t.test('a library movie names its poster and backdrop on the image host', async (t) => {
  const posterPath = mediaWireV3.imageLookupPath(movie, 'poster')!;
  t.match(posterPath, /^\/metadata\/image\/movie\?.*tmdbId=\d+/, 'the app asks with the ids it has');
  const poster = await call(sandbox.url, 'GET', `/api${posterPath}`);
  t.equal(poster.status, 200);
  t.match(poster.text, /^https:\/\/image\.tmdb\.org\/t\/p\/w500\/[\w-]+\.svg$/);
  const file = mediaWireV3.readImageFile(poster.body);
  t.ok(file, `the app reads the file (${file})`);
  const image = await fetch(`${sandbox.url}/t/p/w300_and_h450_face${file}`);
  t.equal(image.status, 200, 'the demo image host serves it');
  t.equal(image.headers.get('content-type'), 'image/svg+xml');
  await image.arrayBuffer();

  const backdrop = await call(sandbox.url, 'GET', `/api${mediaWireV3.imageLookupPath(movie, 'backdrop')!}`);
  t.match(backdrop.text, /^https:\/\/image\.tmdb\.org\/t\/p\/w1280\/[\w-]+\.svg$/);
});

t.test('an item the library does not hold gets the offline answer, which reads as no image', async (t) => {
  for (const query of ['tmdbId=999999999', 'imdbId=tt0078748', '']) {
    const answer = await call(sandbox.url, 'GET', `/api/metadata/image/movie?${query}`);
    t.equal(answer.status, 200, query || 'no ids');
    t.equal(answer.text, '', 'an empty body, as recorded offline');
    t.equal(mediaWireV3.readImageFile(answer.body), undefined);
  }
});

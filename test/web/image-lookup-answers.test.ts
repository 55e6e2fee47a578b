// The batch of look-ups reads each answer as the service's own would read alone (lib/api-client):
// the same data for a 2xx, the same error (status and message) otherwise.
import t from 'tap';
import { readLookupAnswers } from '../../web/src/api/image-lookups.ts';
import { ApiError } from '../../web/src/lib/api-client.ts';

t.test('answers read as the API client reads them', async (t) => {
  const [json, text, empty, missing, failed] = readLookupAnswers([
    { status: 200, body: '{"url":"https://image.tmdb.org/t/p/original/abc.jpg"}' },
    { status: 200, body: '/abc.jpg' },
    { status: 200, body: '' },
    { status: 404, body: '{"statusCode":404,"message":"Cannot GET /api/moviedb/image/movie/0"}' },
    { status: 500, body: 'boom' },
  ]);
  t.same(json, { url: 'https://image.tmdb.org/t/p/original/abc.jpg' }, 'JSON parsed');
  t.equal(text, '/abc.jpg', 'raw text kept');
  t.equal(empty, null, 'an empty answer is null');
  t.ok(missing instanceof ApiError && missing.status === 404 && missing.message === 'Cannot GET /api/moviedb/image/movie/0', 'a 404 is its ApiError');
  t.ok(failed instanceof ApiError && failed.status === 500 && failed.message === 'boom', 'a 500 is its ApiError');
});

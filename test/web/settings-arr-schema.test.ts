// The Radarr / Sonarr server form's rules (the url rules are those of the
// Overseerr / Tautulli form), one case per rule and
// boundary, and how a refused delete names the collections that hold the server.
import t from 'tap';
import { ARR_API_KEY_MESSAGE, ARR_SERVER_NAME_MESSAGE, arrConnectionSchema, arrServerFormSchema } from '../../wire/v2/arr-form.ts';
import { collectionsHoldingServer } from '../../wire/v2/arr.ts';
import { URL_ADDRESS_MESSAGE, URL_SCHEME_MESSAGE, URL_TRAILING_SLASH_MESSAGE } from '../../wire/v2/settings.ts';

const GOOD = { serverName: 'Movies', url: 'http://radarr.demo:7878', apiKey: 'k' };

/** The messages on one field for a form that is GOOD except for `change`. */
function messagesOn(field: keyof typeof GOOD, change: Partial<Record<keyof typeof GOOD, unknown>>): string[] {
  const result = arrServerFormSchema.safeParse({ ...GOOD, ...change });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

t.test('a complete server passes unchanged', async (t) => {
  t.same(arrServerFormSchema.parse(GOOD), GOOD);
  t.same(messagesOn('url', { url: 'https://radarr.example.com/radarr' }), [], 'https with a base path');
});

t.test('spaces around every field are trimmed before the rules run', async (t) => {
  t.same(arrServerFormSchema.parse({ serverName: '  Movies 4K ', url: '  http://radarr.demo:7878  ', apiKey: ' k ' }), {
    serverName: 'Movies 4K',
    url: 'http://radarr.demo:7878',
    apiKey: 'k',
  });
  t.same(messagesOn('url', { url: 'http://x/  ' }), [URL_TRAILING_SLASH_MESSAGE], "a '/' before trailing spaces still counts");
});

t.test('a url ending in / gets the trailing-slash message', async (t) => {
  t.same(messagesOn('url', { url: 'http://radarr.demo:7878/' }), [URL_TRAILING_SLASH_MESSAGE]);
});

t.test('an ftp:// url gets the scheme message, an empty one too', async (t) => {
  t.same(messagesOn('url', { url: 'ftp://radarr.demo' }), [URL_SCHEME_MESSAGE]);
  t.same(messagesOn('url', { url: 'radarr.demo:7878' }), [URL_SCHEME_MESSAGE], 'no scheme at all');
  t.same(messagesOn('url', { url: '' }), [URL_SCHEME_MESSAGE]);
  t.same(messagesOn('url', { url: 'ftp://x/' }), [URL_SCHEME_MESSAGE, URL_TRAILING_SLASH_MESSAGE], 'both rules, in order');
});

t.test('a url with a space, or no host, is no web address', async (t) => {
  t.same(messagesOn('url', { url: 'http://radarr lan:7878' }), [URL_ADDRESS_MESSAGE]);
  t.same(messagesOn('url', { url: 'http://' }), [URL_TRAILING_SLASH_MESSAGE, URL_ADDRESS_MESSAGE]);
});

t.test('an empty or blank server name is refused with its message', async (t) => {
  t.same(messagesOn('serverName', { serverName: '' }), [ARR_SERVER_NAME_MESSAGE]);
  t.same(messagesOn('serverName', { serverName: '   ' }), [ARR_SERVER_NAME_MESSAGE], 'spaces only');
  t.same(messagesOn('serverName', { serverName: 'A' }), [], 'one character is enough');
});

t.test('an empty or blank API key is refused with its message', async (t) => {
  t.same(messagesOn('apiKey', { apiKey: '' }), [ARR_API_KEY_MESSAGE]);
  t.same(messagesOn('apiKey', { apiKey: ' \t ' }), [ARR_API_KEY_MESSAGE], 'whitespace only');
  t.notOk(arrServerFormSchema.safeParse({ serverName: 'x', url: 'http://x' }).success, 'a missing key');
});

t.test('the connection test needs url and key only', async (t) => {
  t.same(arrConnectionSchema.parse({ serverName: '', url: ' http://sonarr.demo:8989 ', apiKey: ' k ' }), {
    url: 'http://sonarr.demo:8989',
    apiKey: 'k',
  });
  t.notOk(arrConnectionSchema.safeParse({ url: 'http://x/', apiKey: 'k' }).success, 'the url rules still apply');
});

t.test('a refused delete names the collections that use the server', async (t) => {
  const refused = {
    status: 'NOK',
    code: 0,
    message: 'Cannot delete setting with associated collections',
    data: { collectionsInUse: [{ id: 3, title: 'Old movies' }, { id: 7, title: '' }] },
  };
  t.same(collectionsHoldingServer(refused), ['Old movies', 'Collection 7'], 'an untitled one by its id');
  t.equal(collectionsHoldingServer({ status: 'OK', code: 1, message: 'Success' }), undefined, 'a deleted server');
  t.equal(collectionsHoldingServer({ status: 'NOK', code: 0, message: 'Failure', data: null }), undefined, 'another failure');
  t.equal(collectionsHoldingServer(''), undefined, 'an empty body');
});

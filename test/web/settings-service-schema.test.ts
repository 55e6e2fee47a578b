// The url / api_key rules shared by Overseerr, Jellyseerr and Tautulli,
// one case per rule, with the messages the real service gives (recorded POST_settings_overseerr_*).
import t from 'tap';
import {
  serviceSettingsFormSchema,
  serviceSettingsSchema,
  URL_ADDRESS_MESSAGE,
  URL_SCHEME_MESSAGE,
  URL_TRAILING_SLASH_MESSAGE,
} from '../../wire/v2/settings.ts';

function urlMessages(url: unknown): string[] {
  const result = serviceSettingsSchema.safeParse({ url, api_key: 'k' });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'url').map((i) => i.message);
}

t.test('the messages are the spec\'s, word for word', async (t) => {
  t.equal(URL_SCHEME_MESSAGE, 'Must start with http:// or https://');
  t.equal(URL_TRAILING_SLASH_MESSAGE, "Must not end with a '/'");
});

t.test('http:// and https:// urls are accepted', async (t) => {
  t.same(urlMessages('http://127.0.0.1:5055'), []);
  t.same(urlMessages('https://overseerr.example.com'), []);
});

t.test('an ftp:// url is rejected with the scheme message', async (t) => {
  t.same(urlMessages('ftp://x'), [URL_SCHEME_MESSAGE]);
  t.same(urlMessages(''), [URL_SCHEME_MESSAGE], 'an empty url');
});

t.test('a trailing / is rejected with its message', async (t) => {
  t.same(urlMessages('http://127.0.0.1:5055/'), [URL_TRAILING_SLASH_MESSAGE]);
});

t.test('ftp://x/ breaks both rules and gets both messages, in order', async (t) => {
  t.same(urlMessages('ftp://x/'), [URL_SCHEME_MESSAGE, URL_TRAILING_SLASH_MESSAGE]);
});

t.test('spaces around url and api key are trimmed before the rules run', async (t) => {
  t.same(serviceSettingsSchema.parse({ url: '  http://127.0.0.1:9  ', api_key: ' k ' }), {
    url: 'http://127.0.0.1:9',
    api_key: 'k',
  });
  t.same(urlMessages('http://x/ '), [URL_TRAILING_SLASH_MESSAGE], 'a slash before trailing spaces still counts');
  t.same(urlMessages(' http://x'), [], 'a leading space does not break the scheme rule');
});

t.test('the api key has no rule: empty is accepted, missing is not', async (t) => {
  t.same(serviceSettingsSchema.parse({ url: 'http://x', api_key: '' }), { url: 'http://x', api_key: '' });
  t.same(serviceSettingsSchema.parse({ url: 'http://x', api_key: '   ' }).api_key, '');
  t.notOk(serviceSettingsSchema.safeParse({ url: 'http://x' }).success, 'the service needs the field');
});

t.test("the forms' url is a web address too, which the service does not check", async (t) => {
  const formMessages = (url: string) => {
    const result = serviceSettingsFormSchema.safeParse({ url, api_key: 'k' });
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === 'url').map((issue) => issue.message);
  };
  for (const url of ['http://a b', 'http:// x y', 'https://radarr lan:7878', 'http://host:99999']) {
    t.same(urlMessages(url), [], `${url}: the service takes it`);
    t.same(formMessages(url), [URL_ADDRESS_MESSAGE], `${url}: the form does not`);
  }
  t.same(formMessages('http://'), [URL_TRAILING_SLASH_MESSAGE, URL_ADDRESS_MESSAGE], 'http:// alone is no address either');
  t.same(formMessages('ftp://x'), [URL_SCHEME_MESSAGE], 'without the scheme, only its message');
  t.same(formMessages('  http://[::1]:5055  '), [], 'an IPv6 address with a port passes');
  t.same(formMessages('https://requests.example.com/seerr'), [], 'so does a path');
});

t.test('the url must be a string', async (t) => {
  t.notOk(serviceSettingsSchema.safeParse({ url: 5, api_key: 'k' }).success);
});

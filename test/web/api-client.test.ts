import t from 'tap';
import { ApiError, createApiClient, parseResponseText } from '../../web/src/lib/api-client.ts';
import { fileNameOf } from '../../web/src/api/database-backup.ts';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers with the given status, body and headers. */
function fakeFetch(status: number, body: string, calls: Call[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }) as typeof fetch;
}

/** The error a call fails with; a call that succeeds fails the test. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

t.test('answers are parsed by their text, not their content type, as the service needs', async (t) => {
  const cases: [string, string, unknown][] = [
    ['app status: a JSON string sent as text/html', '{"status":1,"version":"develop-","commitTag":"local","updateAvailable":false}', { status: 1, version: 'develop-', commitTag: 'local', updateAvailable: false }],
    ['raw text true', 'true', true],
    ['raw text false', 'false', false],
    ['raw number', '42', 42],
    ['raw string', 'Europe/Brussels', 'Europe/Brussels'],
    ['raw path', '/kqjL17yufvn9OVLyXYpvtyrFfak.jpg', '/kqjL17yufvn9OVLyXYpvtyrFfak.jpg'],
    ['empty body', '', null],
    ['JSON array', '[]', []],
  ];
  for (const [name, body, expected] of cases) {
    const api = createApiClient({ fetch: fakeFetch(200, body), basePath: '' });
    t.same(await api.get('/x'), expected, name);
    t.same(parseResponseText(body), expected, `${name} (parseResponseText)`);
  }
});

t.test('calls go under <base>/api with the right method and body', async (t) => {
  const calls: Call[] = [];
  const api = createApiClient({ fetch: fakeFetch(201, '', calls), basePath: '/maintainerr' });
  await api.get('/tasks/Rule%20Handler/status');
  await api.post('/rules/execute');
  await api.put('/collections', { id: 3 });
  await api.delete('/settings/overseerr', { why: 'test' });
  t.same(calls.map((c) => [c.init.method, c.url]), [
    ['GET', '/maintainerr/api/tasks/Rule%20Handler/status'],
    ['POST', '/maintainerr/api/rules/execute'],
    ['PUT', '/maintainerr/api/collections'],
    ['DELETE', '/maintainerr/api/settings/overseerr'],
  ]);
  t.equal(calls[0]!.init.body, undefined, 'GET sends no body');
  t.equal(calls[1]!.init.body, '{}', 'POST without data sends an empty JSON object');
  t.equal(calls[2]!.init.body, '{"id":3}', 'PUT sends JSON');
  t.equal(calls[3]!.init.body, '{"why":"test"}', 'DELETE sends a body too');
  t.equal((calls[2]!.init.headers as Record<string, string>)['content-type'], 'application/json');
});

t.test('an error status becomes an ApiError with status, code and message', async (t) => {
  const gatewayDown = JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The Maintainerr service at http://host:3001 is unreachable', code: 'GW_ERR_UPSTREAM_UNREACHABLE' });
  const error = await failure(createApiClient({ fetch: fakeFetch(502, gatewayDown), basePath: '' }).get('/app/status'));
  t.ok(error instanceof ApiError);
  t.equal(error.status, 502);
  t.equal(error.code, 'GW_ERR_UPSTREAM_UNREACHABLE');
  t.equal(error.message, 'The Maintainerr service at http://host:3001 is unreachable');
  t.equal(error.isUnreachable, true);

  const conflict = await failure(createApiClient({ fetch: fakeFetch(409, '{"statusCode":409,"message":"The rule executor is already running"}'), basePath: '' })
    .post('/rules/execute'));
  t.equal(conflict.status, 409);
  t.equal(conflict.message, 'The rule executor is already running');
  t.equal(conflict.isUnreachable, false);

  const bare = await failure(createApiClient({ fetch: fakeFetch(500, ''), basePath: '' }).get('/x'));
  t.equal(bare.message, 'HTTP 500', 'an empty error body still gives a message');
  for (const status of [503, 504]) {
    const e = await failure(createApiClient({ fetch: fakeFetch(status, ''), basePath: '' }).get('/x'));
    t.equal(e.isUnreachable, true, `${status} is unreachable`);
  }

  // The service's own 502 about a service it could not reach (recorded POST_settings_tracearr_servers_unreachable).
  const serviceBadGateway = '{"message":"Could not load Tracearr servers. Verify URL and API key.","error":"Bad Gateway","statusCode":502}';
  const answered = await failure(createApiClient({ fetch: fakeFetch(502, serviceBadGateway), basePath: '' }).post('/settings/tracearr/servers'));
  t.equal(answered.message, 'Could not load Tracearr servers. Verify URL and API key.');
  t.equal(answered.isUnreachable, false, 'the service answered: it is not the service that is unreachable');
  const proxyPage = await failure(createApiClient({ fetch: fakeFetch(502, '<html><body>502 Bad Gateway</body></html>'), basePath: '' }).get('/x'));
  t.equal(proxyPage.isUnreachable, true, 'a proxy\'s 502 page in front of the gateway still is');
  const fastifyProxy = await failure(createApiClient({ fetch: fakeFetch(502, '{"statusCode":502,"code":"FST_REPLY_FROM_BAD_GATEWAY","error":"Bad Gateway","message":"Bad Gateway"}'), basePath: '' }).get('/x'));
  t.equal(fastifyProxy.isUnreachable, true, 'and a proxy\'s 502 with a code of its own');
  // Fastify's answer while the gateway stops (return503OnClosing): the Nest shape, yet the gateway going away.
  const closing = await failure(createApiClient({ fetch: fakeFetch(503, '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}'), basePath: '' }).get('/x'));
  t.equal(closing.isUnreachable, true, 'a 503 in the service\'s shape is still unreachable');
  const slow = await failure(createApiClient({ fetch: fakeFetch(504, '{"error":"Gateway Timeout","message":"Gateway Timeout","statusCode":504}'), basePath: '' }).get('/x'));
  t.equal(slow.isUnreachable, true, 'and so is a 504');
});

t.test('no answer at all is status 0 and unreachable; an abort stays an abort', async (t) => {
  const failing = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  const error = await failure(createApiClient({ fetch: failing, basePath: '' }).get('/x'));
  t.equal(error.status, 0);
  t.equal(error.code, 'NETWORK_ERROR');
  t.equal(error.isUnreachable, true);
  t.match(error.message, /Failed to fetch/);

  const aborting = (async () => {
    throw new DOMException('aborted', 'AbortError');
  }) as typeof fetch;
  const abort = await failure(createApiClient({ fetch: aborting, basePath: '' }).get('/x'));
  t.equal(abort.name, 'AbortError');
});

t.test('every call, read or write, is reported to the observer; an abort is not', async (t) => {
  const reports: string[] = [];
  const observer = {
    reportSuccess: () => reports.push('success'),
    reportFailure: (error: unknown, path: string, method: string) => reports.push(`${method} ${path} ${(error as ApiError).status}`),
  };
  await createApiClient({ fetch: fakeFetch(201, ''), basePath: '', observer }).post('/rules/execute');
  await failure(createApiClient({ fetch: fakeFetch(502, '{"message":"down"}'), basePath: '', observer }).post('/rules/execute'));
  await failure(createApiClient({ fetch: fakeFetch(502, '{"message":"down"}'), basePath: '', observer }).delete('/settings/overseerr'));
  await createApiClient({ fetch: fakeFetch(200, 'true'), basePath: '', observer }).get('/settings/test/setup');
  const aborting = (async () => {
    throw new DOMException('aborted', 'AbortError');
  }) as typeof fetch;
  await failure(createApiClient({ fetch: aborting, basePath: '', observer }).get('/x'));
  t.same(reports, ['success', 'POST /rules/execute 502', 'DELETE /settings/overseerr 502', 'success']);
});

t.test('a file: its bytes untouched and the name the service gave it; an error answer throws', async (t) => {
  // The first bytes of an SQLite file, not text: they must come through as sent.
  const bytes = new Uint8Array([0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x00, 0xff, 0x10, 0x00]);
  const calls: Call[] = [];
  const answering = (status: number, body: BodyInit, headers: Record<string, string>) =>
    (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body, { status, headers });
    }) as typeof fetch;
  const api = createApiClient({
    fetch: answering(200, bytes, { 'content-type': 'application/x-sqlite3', 'content-disposition': 'attachment; filename="maintainerr-2026-11-23.sqlite"' }),
    basePath: '/maintainerr',
  });
  const file = await api.getFile('/settings/database/download');
  t.same(new Uint8Array(await file.arrayBuffer()), bytes, 'every byte as sent');
  t.equal(fileNameOf(file.headers.get('content-disposition')), 'maintainerr-2026-11-23.sqlite', 'named as recorded');
  t.equal(calls[0]!.url, '/maintainerr/api/settings/database/download', 'under the base path');
  t.equal(calls[0]!.init.method, 'GET');

  const unreachable = createApiClient({ fetch: answering(502, '{"statusCode":502,"code":"GW_ERR_UPSTREAM_UNREACHABLE","message":"Maintainerr is unreachable"}', {}), basePath: '' });
  const error = await failure(unreachable.getFile('/settings/database/download'));
  t.equal(error.status, 502, 'an error answer is an ApiError, not a file');
  t.equal(error.isUnreachable, true);
});

t.test('file names from content-disposition', async (t) => {
  t.equal(fileNameOf('attachment; filename="backup.sqlite"'), 'backup.sqlite', 'quoted');
  t.equal(fileNameOf('attachment; filename=backup.sqlite'), 'backup.sqlite', 'bare');
  t.equal(fileNameOf('attachment; filename="plain.db"; filename*=UTF-8\'\'s%C3%A9rie.db'), 'série.db', 'the UTF-8 form wins');
  t.equal(fileNameOf('attachment; filename*=UTF-8\'\'%E0%A4%A'), undefined, 'broken percent-encoding and no plain name');
  t.equal(fileNameOf('attachment'), undefined, 'none given');
  t.equal(fileNameOf(null), undefined, 'no header');
});

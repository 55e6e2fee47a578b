// Bad input to a writing endpoint gets the real service's error shape (a 4xx
// envelope, or a soft failure sent with a 2xx status) and changes nothing: each case reads the affected data before and after. Malformed ids get
// ParseIntPipe's 400; unknown ids and unusable bodies those soft failures.
import t from 'tap';
import { call, removeDir, startTestSandbox } from './support.ts';

const sandbox = await startTestSandbox();
t.teardown(async () => {
  await sandbox.close();
  await removeDir(sandbox.dataDir);
});

const validationFailed = { statusCode: 400, message: 'Validation failed', errors: Array };
const parseIntFailed = { statusCode: 400, error: 'Bad Request', message: 'Validation failed (numeric string is expected)' };
const main = (await call(sandbox.url, 'GET', '/api/settings')).body as Record<string, unknown>;
// One server of each kind, so a write aimed at an unknown or malformed id has something to spoil.
for (const kind of ['radarr', 'sonarr']) {
  const added = await call(sandbox.url, 'POST', `/api/settings/${kind}`, { serverName: kind, url: `http://${kind}.demo`, apiKey: 'k' });
  if ((added.body as { data?: { id: number } }).data?.id !== 1) throw new Error(`could not add the ${kind} server the cases below expect as id 1`);
}
const [firstCollection] = (await call(sandbox.url, 'GET', '/api/collections')).body as { id: number; media: { plexId: number }[] }[];
const memberId = firstCollection!.media[0]!.plexId;
const [excluded] = (await call(sandbox.url, 'GET', '/api/rules/exclusion?rulegroupId=1')).body as { plexId: number }[];

interface Case {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  status: number;
  answer: unknown;
  /** The paths whose answers must not change. */
  readBack: string[];
}

const serviceCases: Case[] = ['overseerr', 'jellyseerr', 'tautulli'].flatMap((service) =>
  [
    { url: 'ftp://x', api_key: 'k' },
    { url: 'http://x/', api_key: 'k' },
    { url: 'http://x' },
    { url: 42, api_key: 'k' },
    ['not', 'an', 'object'],
  ].flatMap((body) => [
    { name: `${service} settings: ${JSON.stringify(body)}`, method: 'POST', path: `/api/settings/${service}`, body, status: 400, answer: validationFailed, readBack: [`/api/settings/${service}`, '/api/settings'] },
    { name: `${service} test: ${JSON.stringify(body)}`, method: 'POST', path: `/api/settings/test/${service}`, body, status: 400, answer: validationFailed, readBack: [`/api/settings/${service}`] },
  ]),
);

const cases: Case[] = [
  ...serviceCases,
  ...[
    {},
    { level: 'loud', max_size: 20, max_files: 7 },
    { level: 'info', max_size: -1, max_files: 7 },
    { level: 'info', max_size: 20, max_files: 0 },
    { level: 'info', max_size: '20', max_files: '7' },
  ].map((body) => ({ name: `log settings: ${JSON.stringify(body)}`, method: 'POST', path: '/api/logs/settings', body, status: 400, answer: validationFailed, readBack: ['/api/logs/settings'] })),
  { name: 'main settings: bad cron', method: 'POST', path: '/api/settings', body: { ...main, applicationTitle: 'X', rules_handler_job_cron: 'every day' }, status: 201, answer: { status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' }, readBack: ['/api/settings'] },
  { name: 'main settings: no cron fields', method: 'POST', path: '/api/settings', body: { applicationTitle: 'X' }, status: 201, answer: { status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' }, readBack: ['/api/settings'] },
  { name: 'main settings: a field of the wrong type', method: 'POST', path: '/api/settings', body: { ...main, plex_port: 'many' }, status: 201, answer: { status: 'NOK', code: 0, message: 'Failure' }, readBack: ['/api/settings'] },
  { name: 'log settings: a bare JSON string (body-parser is strict)', method: 'POST', path: '/api/logs/settings', body: '"info"', status: 400, answer: { statusCode: 400, message: String }, readBack: ['/api/logs/settings'] },
  { name: 'main settings: malformed JSON', method: 'POST', path: '/api/settings', body: '{"applicationTitle": ', status: 400, answer: { statusCode: 400, message: String }, readBack: ['/api/settings'] },
  { name: 'plex token: missing', method: 'POST', path: '/api/settings/plex/token', body: {}, status: 201, answer: { status: 'NOK', code: 0, message: 'Failed' }, readBack: ['/api/settings'] },
  { name: 'radarr: missing fields', method: 'POST', path: '/api/settings/radarr', body: { url: 'http://r' }, status: 201, answer: { status: 'NOK', code: 0, message: 'Failure' }, readBack: ['/api/settings/radarr'] },
  { name: 'radarr: id not a number', method: 'PUT', path: '/api/settings/radarr/abc', body: { serverName: 'R', url: 'http://r', apiKey: 'k' }, status: 400, answer: parseIntFailed, readBack: ['/api/settings/radarr'] },
  ...['radarr', 'sonarr'].flatMap((kind): Case[] => {
    const server = { serverName: 'Other', url: `http://${kind}.lan`, apiKey: 'other' };
    const readBack = [`/api/settings/${kind}`];
    return [
      { name: `${kind}: a body that is not an object`, method: 'POST', path: `/api/settings/${kind}`, body: ['x'], status: 201, answer: { status: 'NOK', code: 0, message: 'Failure' }, readBack },
      { name: `${kind} update: id not a number`, method: 'PUT', path: `/api/settings/${kind}/abc`, body: server, status: 400, answer: parseIntFailed, readBack },
      { name: `${kind} update: id not an integer`, method: 'PUT', path: `/api/settings/${kind}/1.5`, body: server, status: 400, answer: parseIntFailed, readBack },
      { name: `${kind} update: unknown id`, method: 'PUT', path: `/api/settings/${kind}/999`, body: server, status: 200, answer: { status: 'NOK', code: 0, message: 'Failure' }, readBack },
      { name: `${kind} update: a field missing`, method: 'PUT', path: `/api/settings/${kind}/1`, body: { url: 'http://x' }, status: 200, answer: { status: 'NOK', code: 0, message: 'Failure' }, readBack },
      { name: `${kind} delete: id not a number`, method: 'DELETE', path: `/api/settings/${kind}/abc`, status: 400, answer: parseIntFailed, readBack },
      { name: `${kind} delete: unknown id`, method: 'DELETE', path: `/api/settings/${kind}/999`, status: 200, answer: { status: 'NOK', code: 0, message: 'Failure', data: null }, readBack },
    ];
  }),
  { name: 'sonarr: missing fields', method: 'POST', path: '/api/settings/sonarr', body: { serverName: 'S' }, status: 201, answer: { status: 'NOK', code: 0, message: 'Failure' }, readBack: ['/api/settings/sonarr'] },
  { name: 'exclusions of an item: id not an integer', method: 'DELETE', path: '/api/rules/exclusions/abc', status: 400, answer: parseIntFailed, readBack: ['/api/rules/exclusion?rulegroupId=1', '/api/rules/exclusion?rulegroupId=2'] },
  { name: 'exclusions of an item: a decimal id', method: 'DELETE', path: `/api/rules/exclusions/${excluded!.plexId}.5`, status: 400, answer: parseIntFailed, readBack: ['/api/rules/exclusion?rulegroupId=1', '/api/rules/exclusion?rulegroupId=2'] },
  { name: 'collection media delete: no query', method: 'DELETE', path: '/api/collections/media', status: 200, answer: { status: 'OK', code: 1 }, readBack: ['/api/collections', '/api/collections/media/count'] },
  { name: 'collection media delete: media id not a number', method: 'DELETE', path: '/api/collections/media?mediaId=abc', status: 200, answer: { status: 'OK', code: 1 }, readBack: ['/api/collections', '/api/collections/media/count'] },
  { name: 'collection media delete: collection id not a number', method: 'DELETE', path: `/api/collections/media?mediaId=${memberId}&collectionId=abc`, status: 200, answer: '', readBack: ['/api/collections', '/api/collections/media/count'] },
  { name: 'collection media delete: unknown collection', method: 'DELETE', path: `/api/collections/media?mediaId=${memberId}&collectionId=999`, status: 200, answer: '', readBack: ['/api/collections', '/api/collections/media/count'] },
  { name: 'exclusion: no media id', method: 'POST', path: '/api/rules/exclusion', body: { collectionId: 1 }, status: 201, answer: { code: 0, result: 'Failed' }, readBack: ['/api/rules/exclusion?rulegroupId=1'] },
  { name: 'exclusion: unknown item', method: 'POST', path: '/api/rules/exclusion', body: { mediaId: 1 }, status: 201, answer: { code: 0, result: 'Failed' }, readBack: ['/api/rules/exclusion?rulegroupId=1'] },
  { name: 'exclusion delete: id not a number', method: 'DELETE', path: '/api/rules/exclusion/abc', status: 400, answer: parseIntFailed, readBack: ['/api/rules/exclusion?rulegroupId=1'] },
  { name: 'collection media add: no media id', method: 'POST', path: '/api/collections/media/add', body: { collectionId: 1, action: 0 }, status: 201, answer: '', readBack: ['/api/collections/media/count'] },
  { name: 'collection media add: unknown collection', method: 'POST', path: '/api/collections/media/add', body: { mediaId: 10001, collectionId: 99, action: 0 }, status: 201, answer: '', readBack: ['/api/collections/media/count'] },
  { name: 'notification: unknown agent', method: 'POST', path: '/api/notifications/configuration/add', body: { name: 'x', agent: 'carrier-pigeon' }, status: 201, answer: { code: 0, status: 'NOK' }, readBack: ['/api/notifications/configurations'] },
  { name: 'notification delete: id not a number', method: 'DELETE', path: '/api/notifications/configuration/x', status: 400, answer: parseIntFailed, readBack: ['/api/notifications/configurations'] },
  { name: 'a body over 100 kB', method: 'POST', path: '/api/settings/overseerr', body: { url: 'http://x', api_key: 'k'.repeat(110_000) }, status: 413, answer: { statusCode: 413, message: 'request entity too large' }, readBack: ['/api/settings/overseerr'] },
];

for (const testCase of cases) {
  t.test(testCase.name, async (t) => {
    const before = await Promise.all(testCase.readBack.map(async (path) => (await call(sandbox.url, 'GET', path)).text));
    const answer = await call(sandbox.url, testCase.method, testCase.path, testCase.body);
    t.equal(answer.status, testCase.status, 'status');
    if (testCase.answer === '') t.equal(answer.text, '', 'empty body');
    else t.match(answer.body, testCase.answer, 'the real error shape');
    const after = await Promise.all(testCase.readBack.map(async (path) => (await call(sandbox.url, 'GET', path)).text));
    t.same(after, before, 'nothing changed');
  });
}

t.test('validation issues carry the spec messages', async (t) => {
  const answer = await call(sandbox.url, 'POST', '/api/settings/tautulli', { url: 'ftp://x/', api_key: 'k' });
  t.same(answer.body, {
    statusCode: 400,
    message: 'Validation failed',
    errors: [
      { code: 'custom', path: ['url'], message: 'Must start with http:// or https://' },
      { code: 'custom', path: ['url'], message: "Must not end with a '/'" },
    ],
  });
});

t.test('unknown paths get the Express 404 for their method and path', async (t) => {
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
    const answer = await call(sandbox.url, method, '/api/no/such/thing?x=1');
    t.equal(answer.status, 404);
    t.same(answer.body, { message: `Cannot ${method} /api/no/such/thing?x=1`, error: 'Not Found', statusCode: 404 });
  }
});

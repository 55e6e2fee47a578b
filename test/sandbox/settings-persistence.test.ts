// Settings saved in the sandbox survive a restart (they live in DATA_DIR), and a missing or corrupt
// settings file is recreated with a warning instead of stopping the sandbox.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { SETTINGS_FILE } from '../../gateway/sandbox/store.ts';
import { call, removeDir, startTestSandbox } from './support.ts';

const READ_BACK = [
  '/api/settings',
  '/api/settings/overseerr',
  '/api/settings/jellyseerr',
  '/api/settings/tautulli',
  '/api/logs/settings',
  '/api/settings/radarr',
];

t.test('every kind of saved setting is still there after a restart', async (t) => {
  const first = await startTestSandbox();
  t.teardown(() => removeDir(first.dataDir));
  t.same(first.warnings, [], 'a fresh data folder is no problem');
  t.match(first.news, [/not found \(a first start\); starting from the demo defaults/], 'it gets a new file, said at info');

  const main = (await call(first.url, 'GET', '/api/settings')).body as Record<string, unknown>;
  const saves = [
    call(first.url, 'POST', '/api/settings', { ...main, applicationTitle: 'Attic server', rules_handler_job_cron: '0 3 * * *' }),
    call(first.url, 'POST', '/api/settings/overseerr', { url: 'http://overseerr.demo:5055', api_key: 'o-key' }),
    call(first.url, 'POST', '/api/settings/jellyseerr', { url: 'http://jellyseerr.demo:5055', api_key: 'j-key' }),
    call(first.url, 'POST', '/api/settings/tautulli', { url: 'http://tautulli.demo:8181', api_key: 't-key' }),
    call(first.url, 'POST', '/api/logs/settings', { level: 'debug', max_size: 5, max_files: 3 }),
    call(first.url, 'POST', '/api/settings/plex/token', { plex_auth_token: 'new-token' }),
    call(first.url, 'POST', '/api/settings/radarr', { serverName: 'Radarr', url: 'http://radarr.demo:7878', apiKey: 'r' }),
  ];
  for (const answer of await Promise.all(saves)) t.equal(answer.status, 201);
  const before = await Promise.all(READ_BACK.map(async (path) => (await call(first.url, 'GET', path)).body));
  t.match(before[0], { applicationTitle: 'Attic server', rules_handler_job_cron: '0 3 * * *', plex_auth_token: 'new-token' });
  t.same(before[4], { level: 'debug', max_size: 5, max_files: 3 });
  await first.close();

  const second = await startTestSandbox({ dataDir: first.dataDir });
  t.teardown(() => second.close());
  t.same(second.warnings, [], 'the saved file loads without a warning');
  const after = await Promise.all(READ_BACK.map(async (path) => (await call(second.url, 'GET', path)).body));
  t.same(after, before, 'the same answers after the restart');
});

t.test('a corrupt settings file is set aside and recreated, with a warning', async (t) => {
  const first = await startTestSandbox();
  t.teardown(() => removeDir(first.dataDir));
  await first.close();
  const file = join(first.dataDir, SETTINGS_FILE);

  for (const [label, content] of [
    ['half-written JSON', '{"main": {"applicationTitle": "Att'],
    ['JSON of the wrong shape', JSON.stringify({ main: {}, logs: { level: 'loud', max_size: 1, max_files: 1 } })],
  ] as const) {
    await writeFile(file, content);
    const sandbox = await startTestSandbox({ dataDir: first.dataDir });
    t.match(sandbox.warnings, [/unreadable.*; kept it as .*\.corrupt; starting from the demo defaults, which are saved there$/], `${label}: a warning names the problem`);
    t.equal(await readFile(`${file}.corrupt`, 'utf8'), content, `${label}: the bad file is kept aside`);
    const settings = await call(sandbox.url, 'GET', '/api/settings');
    t.equal(settings.status, 200, `${label}: the sandbox answers`);
    t.match(settings.body, { applicationTitle: 'Maintainerr' }, `${label}: with the defaults`);
    t.same((await call(sandbox.url, 'GET', '/api/logs/settings')).body, { level: 'info', max_size: 20, max_files: 7 });
    t.doesNotThrow(() => JSON.parse(String(settings.text)), 'valid JSON again');
    JSON.parse(await readFile(file, 'utf8'));
    await sandbox.close();
  }
});

t.test('a corrupt settings file that cannot be set aside is never written over', async (t) => {
  const first = await startTestSandbox();
  t.teardown(() => removeDir(first.dataDir));
  await first.close();
  const file = join(first.dataDir, SETTINGS_FILE);
  const content = '{"main": {"applicationTitle": "Att';
  await writeFile(file, content);
  // A directory in the way: the rename that sets the file aside fails.
  await mkdir(join(`${file}.corrupt`, 'in-the-way'), { recursive: true });
  const sandbox = await startTestSandbox({ dataDir: first.dataDir });
  t.teardown(() => sandbox.close());
  t.match(sandbox.warnings, [/unreadable .* and could not be set aside \(E[A-Z]+.*kept in memory only so that the file is not written over$/], 'a warning says so');
  t.match((await call(sandbox.url, 'GET', '/api/settings')).body, { applicationTitle: 'Maintainerr' }, 'the sandbox answers with the defaults');
  const saved = await call(sandbox.url, 'POST', '/api/logs/settings', { level: 'debug', max_size: 5, max_files: 3 });
  t.equal(saved.status, 201, 'a save answers like the real service');
  t.same((await call(sandbox.url, 'GET', '/api/logs/settings')).body, { level: 'debug', max_size: 5, max_files: 3 }, 'and applies');
  t.equal(await readFile(file, 'utf8'), content, 'the corrupt file is as it was, after the start and a save');
});

t.test('notification configurations are kept across restarts: added, edited and deleted ones', async (t) => {
  const first = await startTestSandbox();
  t.teardown(() => removeDir(first.dataDir));
  const configurations = async (url: string) => (await call(url, 'GET', '/api/notifications/configurations')).body as { id: number; name: string }[];
  const [demo] = await configurations(first.url);
  t.match(demo, { id: 1, agent: 'discord' }, 'a fresh sandbox has the demo configuration');

  const webhook = { name: 'Webhook', agent: 'webhook', enabled: true, types: [2, 4], options: { webhookUrl: 'http://hooks.lan/x', jsonPayload: '{}' }, aboutScale: 5 };
  const email = { name: 'Mail', agent: 'email', enabled: false, types: [16], options: {}, aboutScale: 3 };
  for (const body of [webhook, email, { ...demo, name: 'Discord, renamed' }]) {
    t.match((await call(first.url, 'POST', '/api/notifications/configuration/add', body)).body, { code: 1, status: 'OK' });
  }
  const mail = (await configurations(first.url)).find((entry) => entry.name === 'Mail')!;
  t.match((await call(first.url, 'DELETE', `/api/notifications/configuration/${mail.id}`)).body, { code: 1, result: 'success' });
  const before = await configurations(first.url);
  t.same(before.map((entry) => entry.name), ['Discord, renamed', 'Webhook']);
  await first.close();

  const second = await startTestSandbox({ dataDir: first.dataDir });
  t.same(second.warnings, [], 'the saved file loads without a warning');
  t.same(await configurations(second.url), before, 'the same configurations after a restart');
  const [group] = (await call(second.url, 'GET', '/api/rules')).body as { notifications: { name: string }[] }[];
  t.same(group!.notifications.map((entry) => entry.name), ['Discord, renamed'], 'the rule group links the edited configuration');
  await call(second.url, 'DELETE', '/api/notifications/configuration/1');
  await second.close();

  const third = await startTestSandbox({ dataDir: first.dataDir });
  t.teardown(() => third.close());
  t.same((await configurations(third.url)).map((entry) => entry.name), ['Webhook'], 'a deleted demo configuration stays deleted');
});

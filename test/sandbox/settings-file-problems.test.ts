// Problems with the settings file never stop the sandbox: a path it cannot read (a directory, no
// permission) gives a warning naming the file and the reason, and the demo defaults; a main-settings
// field of the wrong type gives a warning naming the field, and that field alone takes its default.
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { SETTINGS_FILE } from '../../gateway/sandbox/store.ts';
import { call, removeDir, startTestSandbox } from './support.ts';

const DEFAULT_LOGS = { level: 'info', max_size: 20, max_files: 7 };

t.test('a settings path that is a directory: a warning, the defaults, and saves that last until the stop', async (t) => {
  const first = await startTestSandbox();
  t.teardown(() => removeDir(first.dataDir));
  await first.close();
  const file = join(first.dataDir, SETTINGS_FILE);
  await removeDir(file);
  await mkdir(file);

  const sandbox = await startTestSandbox({ dataDir: first.dataDir });
  t.match(sandbox.warnings, [new RegExp(`${SETTINGS_FILE} cannot be read \\(EISDIR.*using the demo defaults`)], 'a warning names the file and the reason');
  t.same((await call(sandbox.url, 'GET', '/api/logs/settings')).body, DEFAULT_LOGS, 'the defaults');
  t.match((await call(sandbox.url, 'GET', '/api/settings')).body, { applicationTitle: 'Maintainerr' });

  const saved = await call(sandbox.url, 'POST', '/api/logs/settings', { level: 'debug', max_size: 5, max_files: 3 });
  t.equal(saved.status, 201, 'a save still answers like the real service');
  t.same((await call(sandbox.url, 'GET', '/api/logs/settings')).body, { level: 'debug', max_size: 5, max_files: 3 }, 'and applies');
  t.match(sandbox.warnings.at(-1), /cannot be saved to .*changes last until the sandbox stops/, 'with a warning that it is not kept');
  await sandbox.close();
  t.ok((await stat(file)).isDirectory(), 'the directory is left alone');
});

const isRoot = process.getuid?.() === 0;
t.test('a settings file without read permission: a warning and the defaults', { skip: isRoot && 'root reads any file, so EACCES cannot happen here' }, async (t) => {
  const first = await startTestSandbox();
  t.teardown(() => removeDir(first.dataDir));
  await first.close();
  const file = join(first.dataDir, SETTINGS_FILE);
  await chmod(file, 0o000);
  t.teardown(() => chmod(file, 0o600));

  const sandbox = await startTestSandbox({ dataDir: first.dataDir });
  t.teardown(() => sandbox.close());
  t.match(sandbox.warnings, [new RegExp(`${SETTINGS_FILE} cannot be read \\(EACCES`)]);
  t.same((await call(sandbox.url, 'GET', '/api/logs/settings')).body, DEFAULT_LOGS);
});

t.test('main settings of the wrong type: each bad field takes its default, with a warning; the rest is kept', async (t) => {
  const first = await startTestSandbox();
  t.teardown(() => removeDir(first.dataDir));
  await first.close();
  const file = join(first.dataDir, SETTINGS_FILE);
  const saved = JSON.parse(await readFile(file, 'utf8'));
  const bad = { plex_port: 'x', cacheImages: 7, applicationTitle: 42, rules_handler_job_cron: 'every day', plex_name: ['Attic'] };
  await writeFile(file, JSON.stringify({ ...saved, main: { ...saved.main, ...bad, applicationUrl: 'attic.lan', locale: 'nl' } }));

  const sandbox = await startTestSandbox({ dataDir: first.dataDir });
  t.teardown(() => sandbox.close());
  for (const [key, value] of Object.entries(bad)) {
    const named = sandbox.warnings.filter((line) => line.includes(file) && line.includes(`main.${key} ${JSON.stringify(value)} is not valid`));
    t.equal(named.length, 1, `one warning names main.${key} and its value`);
  }
  t.equal(sandbox.warnings.length, Object.keys(bad).length, 'nothing else to warn about');
  const main = (await call(sandbox.url, 'GET', '/api/settings')).body as Record<string, unknown>;
  t.match(main, { plex_port: 32400, cacheImages: 1, applicationTitle: 'Maintainerr', rules_handler_job_cron: '0 0-23/8 * * *', plex_name: 'Demo Plex' }, 'bad fields: their defaults');
  t.match(main, { applicationUrl: 'attic.lan', locale: 'nl', clientId: saved.main.clientId, apikey: saved.main.apikey }, 'good fields: kept');
  t.same(Object.keys(main), Object.keys(saved.main), 'the real key order');
  t.match(JSON.parse(await readFile(file, 'utf8')).main, { plex_port: 32400, applicationUrl: 'attic.lan' }, 'the file holds the repaired settings');
  await t.rejects(stat(`${file}.corrupt`), 'the file is repaired, not set aside');
});

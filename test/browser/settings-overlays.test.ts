// Settings > Overlays (Maintainerr 3.x): the switch and its schedule (checked with the service's
// cron check before anything is sent, since the overlay settings store any text), a run now and
// the removal of every overlay, and the templates: drawn on a sample, one default per kind, copied,
// saved as a file and added back from one, removed (the built-in ones stay). (v2.21 has none: settings-v3-only-tabs.test.ts.)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { CRON_INVALID_MESSAGE } from '../../wire/cron.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  const writes: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/overlays')) writes.push({ method: request.method(), path, body: request.postDataJSON() });
  });
  await page.goto(`${gateway.url}/settings/overlays`);
  const settings = page.getByRole('form', { name: 'Overlay settings' });
  const runs = page.getByRole('group', { name: 'Overlay runs' });
  await settings.getByRole('checkbox', { name: 'Draw overlays' }).waitFor();

  await t.test('the switch and the schedule: checked, then saved; runs only once saved on', async (t) => {
    t.ok(await runs.getByRole('button', { name: 'Run now' }).isDisabled(), 'no run while overlays are off (recorded: off)');
    t.equal(
      await runs.getByRole('button', { name: 'Run now' }).getAttribute('aria-describedby'),
      await runs.getByText('Turn overlays on and save to run them.').getAttribute('id'),
      'the disabled button says why',
    );
    t.ok(await runs.getByRole('button', { name: 'Remove all overlays' }).isEnabled(), 'the original artwork can be put back with overlays off');
    await runs.getByText('No run since the service started.').waitFor();
    await settings.getByRole('checkbox', { name: 'Draw overlays' }).check();
    await settings.getByRole('textbox', { name: 'Schedule' }).fill('every night');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByText(CRON_INVALID_MESSAGE).waitFor();
    t.same(writes, [], 'a schedule the service would not run is not sent');
    await settings.getByRole('textbox', { name: 'Schedule' }).fill('45 4 * * *');
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Overlays are on').waitFor();
    t.same(writes, [{ method: 'PUT', path: '/api/overlays/settings', body: { enabled: true, cronSchedule: '45 4 * * *' } }]);
    t.match(await (await fetch(`${gateway.url}/api/overlays/settings`)).json(), { enabled: true, cronSchedule: '45 4 * * *' }, 'stored');

    await runs.getByRole('button', { name: 'Run now' }).click();
    await page.getByText('Overlay run started').waitFor();
    await runs.getByText(/^Last run .+: \d+ drawn, 0 put back, 0 unchanged, 0 failed\.$/).waitFor();
    await runs.getByRole('button', { name: 'Remove all overlays' }).click();
    await runs.getByRole('button', { name: 'Yes, remove all' }).click();
    await page.getByText('Putting the original artwork back on every item').waitFor();

    await settings.getByRole('textbox', { name: 'Schedule' }).fill('');
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/overlays/settings'),
      settings.getByRole('button', { name: 'Save' }).click(),
    ]);
    t.match(await (await fetch(`${gateway.url}/api/overlays/settings`)).json(), { enabled: true, cronSchedule: null }, 'stored with no schedule');
    t.same(writes.slice(1), [
      { method: 'POST', path: '/api/overlays/process', body: {} },
      { method: 'DELETE', path: '/api/overlays/reset', body: {} },
      { method: 'PUT', path: '/api/overlays/settings', body: { enabled: true, cronSchedule: null } },
    ], 'an empty schedule is sent as none');
    writes.length = 0;
  });

  await t.test('templates: one default per kind, copied, saved as a file and added back, removed', async (t) => {
    const posters = page.getByRole('region', { name: 'Posters' });
    const titleCards = page.getByRole('region', { name: 'Episode title cards' });
    const card = (name: string) => page.getByRole('listitem', { name, exact: true });
    await card('Classic Pill').getByText('Default', { exact: true }).waitFor();
    t.equal(await posters.getByRole('listitem').count(), 3, 'the three built-in poster templates');
    t.equal(await titleCards.getByRole('listitem').count(), 1, 'and the title card one');
    t.ok(await card('Countdown Bar').getByRole('img', { name: 'Countdown Bar, drawn on a sample' }).isVisible(), 'each drawn');
    t.match(await card('Corner Badge').locator('svg text').textContent(), '14', 'its days field filled with a sample');
    t.equal(await card('Classic Pill').getByRole('button', { name: /^Remove/ }).count(), 0, 'a built-in template is not removed');

    await card('Countdown Bar').getByRole('button', { name: 'Make default' }).click();
    await page.getByText('“Countdown Bar” is the default').waitFor();
    await card('Classic Pill').getByRole('button', { name: 'Make default' }).waitFor();
    t.equal(await card('Title Card Pill').getByText('Default', { exact: true }).count(), 1, 'the title cards keep theirs');

    await card('Classic Pill').getByRole('button', { name: 'Copy' }).click();
    await card('Classic Pill (copy)').waitFor();
    t.equal(await card('Classic Pill').getByRole('button', { name: /^Rename/ }).count(), 0, 'a built-in template is not renamed');

    // The copy is renamed in place: the name checked first, the rest of the template sent as read.
    await card('Classic Pill (copy)').getByRole('button', { name: 'Rename Classic Pill (copy)' }).click();
    const rename = page.getByRole('form', { name: 'Rename Classic Pill (copy)' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('  ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.getByText('Enter a name').waitFor();
    t.equal(writes.filter((write) => write.method === 'PUT').length, 0, 'an empty name is not sent');
    await rename.getByRole('textbox', { name: 'Name' }).fill('Pill for the kids');
    await rename.getByRole('textbox', { name: 'Description' }).fill('A pill, smaller');
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Renamed “Classic Pill (copy)” to “Pill for the kids”').waitFor();
    await card('Pill for the kids').getByText('A pill, smaller').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Rename Pill for the kids');
    t.pass('the focus goes back to Rename');
    const classic = ((await (await fetch(`${gateway.url}/api/overlays/templates/1`)).json()) as Record<string, unknown>);
    t.same(
      writes.find((write) => write.method === 'PUT')!.body,
      { name: 'Pill for the kids', description: 'A pill, smaller', mode: 'poster', canvasWidth: 1000, canvasHeight: 1500, elements: classic.elements },
      'the whole template, as the service takes it (recorded PUT_overlays_templates_update)',
    );

    await card('Pill for the kids').getByRole('button', { name: 'Remove Pill for the kids' }).click();
    await card('Pill for the kids').getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText('Removed “Pill for the kids”').waitFor();
    t.equal(await card('Pill for the kids').count(), 0, 'gone');

    const [download] = await Promise.all([page.waitForEvent('download'), card('Countdown Bar').getByRole('button', { name: 'Save as file' }).click()]);
    t.equal(download.suggestedFilename(), 'Countdown-Bar.overlay.json');
    const folder = await mkdtemp(join(tmpdir(), 'overlay-'));
    t.teardown(() => rm(folder, { recursive: true, force: true }));
    await download.saveAs(join(folder, 'bar.json'));
    const exported = JSON.parse(await readFile(join(folder, 'bar.json'), 'utf8'));
    t.match(exported, { version: 1, name: 'Countdown Bar', mode: 'poster', canvasWidth: 1000, canvasHeight: 1500 }, 'the service\'s export');

    const picker = page.getByLabel('Add a template from a file');
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not json') });
    await page.getByRole('alert').filter({ hasText: 'notes.txt is not a template file: it holds no JSON.' }).waitFor();
    await picker.setInputFiles({ name: 'nameless.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...exported, name: '' })) });
    await page
      .getByRole('alert')
      .filter({ hasText: 'The service refused the template in nameless.json: name: Too small: expected string to have >=1 characters.' })
      .waitFor();
    t.equal(await picker.getAttribute('aria-invalid'), 'true', 'said at the file field');
    await picker.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...exported, name: 'My bar' })) });
    await card('My bar').waitFor();
    t.equal(await posters.getByRole('listitem').count(), 4, 'added among the posters');

    t.same(
      writes.map(({ method, path }) => `${method} ${path}`),
      [
        'POST /api/overlays/templates/2/default',
        'POST /api/overlays/templates/1/duplicate',
        'PUT /api/overlays/templates/5',
        'DELETE /api/overlays/templates/5',
        'POST /api/overlays/templates/2/export',
        'POST /api/overlays/templates/import',
        'POST /api/overlays/templates/import',
      ],
      'each as the service takes it',
    );
    t.same(writes.at(-1)!.body, { ...exported, name: 'My bar' }, 'the file\'s template, as it was in the file');
  });
  await page.close();
});

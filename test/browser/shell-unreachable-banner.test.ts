import t from 'tap';
import { startShellRig } from './shell-rig.ts';

const rule = { id: 1, name: 'Old movies', description: null, libraryId: 1, isActive: true, collectionId: 1, useRules: true, dataType: 1, rules: [], notifications: [] };
const rig = await startShellRig({ rules: [rule] });
t.teardown(() => rig.close());

t.test('desktop: the banner names what failed, pages keep their data, and it goes away by itself', async (t) => {
  const { page, context } = await rig.open('desktop', '/rules');
  t.teardown(() => context.close());
  await page.getByRole('heading', { name: 'Old movies' }).waitFor();
  const banner = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
  t.equal(await banner.count(), 0, 'no banner while the service answers');

  await rig.fake.stop();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Collections' }).click();
  await banner.waitFor();
  const text = await banner.innerText();
  t.match(text, rig.fake.url, 'it names the service the gateway could not reach');
  t.match(text, /Failed: GET \/api\/(collections|plex\/libraries)/, 'and the call that failed');

  await menu.getByRole('link', { name: 'Rules' }).click();
  await page.getByRole('heading', { name: 'Rules' }).waitFor();
  t.ok(await page.getByRole('heading', { name: 'Old movies' }).isVisible(), 'the rules page still shows its last data');

  await rig.fake.start();
  await banner.waitFor({ state: 'detached', timeout: 20_000 });
  t.pass('the banner disappears once calls succeed again');
});

t.test('desktop: a write that cannot reach the service raises the banner too', async (t) => {
  const { page, context } = await rig.open('desktop', '/rules');
  t.teardown(() => context.close());
  const run = page.getByRole('button', { name: 'Run Rules' });
  await run.waitFor();
  await rig.fake.stop();
  await run.click();
  const banner = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
  await banner.waitFor();
  t.match(await banner.innerText(), /Failed: POST \/api\/rules\/execute \(502\)/, 'it names the write that failed');
  await rig.fake.start();
  await banner.waitFor({ state: 'detached', timeout: 20_000 });
  t.pass('cleared by itself');
});

t.test('phone: opening the app while the service is down shows the banner, which clears when it is back', async (t) => {
  await rig.fake.stop();
  const { page, context } = await rig.open('phone', '/overview');
  t.teardown(() => context.close());
  const banner = page.getByRole('alert').filter({ hasText: 'cannot be reached' });
  await banner.waitFor();
  t.match(await banner.innerText(), rig.fake.url);
  await rig.fake.start();
  await banner.waitFor({ state: 'detached', timeout: 20_000 });
  t.pass('cleared by itself');
});

// BASE_PATH on both API generations: under /maintainerr every link, API call, the event stream and
// the assets carry the prefix.
import t from 'tap';
import { launchBrowser, settledTitle } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { pathOf, startShellRig } from './shell-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startShellRig({}, { BASE_PATH: '/maintainerr' }, { api, browser });
  t.teardown(() => rig.close());

  for (const viewport of ['desktop', 'phone'] as const) {
    t.test(`${viewport}: under BASE_PATH=/maintainerr links, calls, the event stream and assets all carry the prefix`, async (t) => {
      const { page, context, streamOpened } = await rig.open(viewport, '/');
      t.teardown(() => context.close());
      await page.waitForURL('**/maintainerr/overview');
      t.equal(pathOf(page), '/maintainerr/overview', '/maintainerr/ opens /maintainerr/overview');
      t.equal(await settledTitle(page, 'Maintainerr - Overview'), 'Maintainerr - Overview');

      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      t.equal(background, 'rgb(24, 24, 27)', 'the stylesheet loaded (dark theme)');
      t.match(await page.locator('link[rel="icon"]').getAttribute('href'), /^\/maintainerr\//, 'the favicon is under the prefix');

      t.ok(rig.fake.requestsTo('GET', '/api/app/status').length > 0, 'API calls reach the service through <base>/api');
      await streamOpened;
      rig.fake.pushRuleRunStarted();
      await page.getByRole('region', { name: 'Rule handler progress' }).getByText(rig.fake.ruleRunMessages().started).waitFor();
      t.pass('the event stream works under the prefix');

      const openButton = page.getByRole('button', { name: 'Open menu' });
      if (await openButton.count()) await openButton.click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      t.equal(await menu.getByRole('link', { name: 'Rules' }).getAttribute('href'), '/maintainerr/rules');
      await menu.getByRole('link', { name: 'Rules' }).click();
      await page.waitForURL('**/maintainerr/rules');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/maintainerr/overview');
      t.pass('Back stays under the prefix');
    });
  }
});

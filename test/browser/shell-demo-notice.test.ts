import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { startFakeMaintainerr } from '../helpers/fake-maintainerr.ts';

const NOTICE = 'Demo data — set MAINTAINERR_URL to connect your server';
const browser = await launchBrowser();
const sandboxGateway = await startGateway();
const fake = await startFakeMaintainerr();
const realGateway = await startGateway({ MAINTAINERR_URL: fake.url });
t.teardown(async () => {
  await browser.close();
  await sandboxGateway.close();
  await realGateway.close();
  await fake.close();
});

for (const viewport of ['desktop', 'phone'] as const) {
  t.test(`${viewport}: without MAINTAINERR_URL every page says it shows demo data`, async (t) => {
    const { page, context } = await openPage(browser, VIEWPORTS[viewport]);
    t.teardown(() => context.close());
    for (const path of ['/overview', '/rules', '/collections', '/settings/about']) {
      await page.goto(`${sandboxGateway.url}${path}`);
      await page.getByText(NOTICE).waitFor();
      t.ok(await page.getByText(NOTICE).isVisible(), `on ${path}`);
    }
  });
}

t.test('with a real service there is no demo notice', async (t) => {
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  await page.goto(`${realGateway.url}/overview`);
  await page.getByRole('button', { name: 'Back' }).waitFor();
  t.equal(await page.getByText(NOTICE).count(), 0);
});

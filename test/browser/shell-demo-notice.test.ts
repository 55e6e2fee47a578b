import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { startSandboxService } from '../helpers/sandbox-service.ts';

const NOTICE = 'Demo data — set MAINTAINERR_URL to connect your server';
const browser = await launchBrowser();
const sandboxGateway = await startGateway();
// A service reached through MAINTAINERR_URL is a real one to the gateway, even when it is a sandbox.
const service = await startSandboxService();
const realGateway = await startGateway({ MAINTAINERR_URL: service.url });
t.teardown(async () => {
  await browser.close();
  await sandboxGateway.close();
  await realGateway.close();
  await service.close();
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

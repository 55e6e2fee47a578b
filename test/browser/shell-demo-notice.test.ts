// The demo notice on both API generations: the built-in sandbox (no MAINTAINERR_URL) says on every
// page that it shows demo data; a service reached through MAINTAINERR_URL never does.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { startSandboxService } from '../helpers/sandbox-service.ts';

const NOTICE = 'Demo data — set MAINTAINERR_URL to connect your server';
const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const sandboxGateway = await startGateway({}, { sandboxApi: api });
  // A service reached through MAINTAINERR_URL is a real one to the gateway, even when it is a sandbox.
  const service = await startSandboxService({ apiVersion: api });
  const realGateway = await startGateway({ MAINTAINERR_URL: service.url });
  t.teardown(async () => {
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
});

import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

t.test('the app loads in Chromium and / becomes /overview', async (t) => {
  const gateway = await startGateway({ MAINTAINERR_URL: 'http://127.0.0.1:9' });
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.close();
    await gateway.close();
  });
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/`);
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  t.equal(new URL(page.url()).pathname, '/overview');
});

// An id the service has no collection for (empty answer) or that cannot be an id shows
// "Collection not found" with a way back to the list, on every tab URL.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());

  const UNKNOWN_ID = 9999;

  t.test('the service answers nothing for the unknown id', async (t) => {
    const response = await fetch(`${gateway.url}/api/collections/collection/${UNKNOWN_ID}`);
    t.equal(response.status, 200);
    t.equal(await response.text(), '', 'an empty body, as the real service sends');
  });

  for (const path of [`/collections/${UNKNOWN_ID}`, `/collections/${UNKNOWN_ID}/info`, '/collections/not-a-number/media']) {
    t.test(`${path} says the collection is not found and links back`, async (t) => {
      const { page } = await openPage(browser, VIEWPORTS.desktop);
      await page.goto(`${gateway.url}${path}`);
      await page.getByRole('heading', { name: 'Collection not found' }).waitFor();
      t.equal(await page.getByRole('navigation', { name: 'Collection sections' }).count(), 0, 'no tabs for a collection that is not there');
      await page.getByRole('link', { name: 'Back to the collections' }).click();
      await page.waitForURL((url) => url.pathname === '/collections');
      await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
      t.ok(await page.getByRole('button', { name: 'Handle Collections' }).isVisible(), 'the list page');
      await page.close();
    });
  }

  t.test('a known collection opens, so "not found" is not shown for everything', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${gateway.url}/collections/1`);
    await page.getByRole('navigation', { name: 'Collection sections' }).waitFor();
    t.equal(await page.getByRole('heading', { name: 'Collection not found' }).count(), 0);
    await page.close();
  });
});

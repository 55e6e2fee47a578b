// An id the service has no collection for (empty answer) or that cannot be an id shows
// "Collection not found" with a way back to the list, on every tab URL; a mistyped id with a dot
// (1.5) reaches the app too, not the gateway's JSON 404 for a missing file.
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

  for (const path of [`/collections/${UNKNOWN_ID}`, `/collections/${UNKNOWN_ID}/info`, '/collections/not-a-number/media', '/collections/1.5']) {
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

  t.test('a collection that cannot be read: a heading, the reason, and Try again once the service answers', async (t) => {
    // A 500, not an unreachable service: the app reads again by itself once an unreachable service
    // answers, which could take the failure (and Try again) away before the click.
    let reads = 0;
    const stopFailing = gateway.app.sandbox!.control.respond('GET', '/api/collections/collection/1', () => {
      reads += 1;
      return { status: 500, json: { statusCode: 500, message: 'Internal server error' } };
    });
    t.teardown(stopFailing);
    // Every read is retried after 1, 2 and 4 s: a fake clock moves past them at once. Once all four
    // reads have failed nothing reads again by itself, so the click below is the one that loads.
    const { page } = await openPage(browser, VIEWPORTS.desktop, { fresh: true });
    await page.clock.install();
    await page.goto(`${gateway.url}/collections/1/media`);
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load the collection' });
    for (let second = 0; second < 30 && !(reads >= 4 && (await failed.isVisible())); second += 1) {
      await page.clock.runFor(1000);
      await page.waitForTimeout(20);
    }
    t.equal(reads, 4, 'read once and retried 3 times');
    await failed.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Collection', exact: true }).waitFor();
    t.pass('the screen keeps a heading');
    stopFailing();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('navigation', { name: 'Collection sections' }).waitFor();
    t.equal(await page.getByRole('heading', { level: 1, name: 'Collection', exact: true }).count(), 0, "the collection's own heading took its place");
    await page.close();
  });

  t.test('a known collection opens, so "not found" is not shown for everything', async (t) => {
    const { page } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${gateway.url}/collections/1`);
    await page.getByRole('navigation', { name: 'Collection sections' }).waitFor();
    t.equal(await page.getByRole('heading', { name: 'Collection not found' }).count(), 0);
    await page.close();
  });
});

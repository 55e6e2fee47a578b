import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import type { Locator, Page } from 'playwright-core';
import { cardOf, dialogOf, scrollGridTo, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const serverError = { status: 500, json: { statusCode: 500, message: 'Internal server error' } };

/** Moves the page's fake clock on a second at a time (every read is retried after 1, 2 and 4 s) until `target` shows. */
async function runClockUntilVisible(page: Page, target: Locator): Promise<void> {
  for (let second = 0; second < 30 && !(await target.isVisible()); second += 1) {
    await page.clock.runFor(1000);
    await page.waitForTimeout(20);
  }
  await target.waitFor();
}

/**
 * Moves the clock on until a failing read was asked 4 times (once and 3 retries), after which
 * nothing reads it again by itself; then lets the last failure render.
 */
async function runClockUntilRetriesOver(page: Page, reads: () => number): Promise<void> {
  for (let second = 0; second < 30 && reads() < 4; second += 1) {
    await page.clock.runFor(1000);
    await page.waitForTimeout(20);
  }
  if (reads() !== 4) throw new Error(`the read was asked ${reads()} times, not 4`);
  await page.waitForTimeout(50);
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('a library that cannot be loaded says so, and Try again loads it once the service is back', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    const stopFailing = rig.control.respond('GET', rig.pagePattern(rig.movies), () => ({
      status: 500,
      json: { statusCode: 500, message: 'Internal server error' },
    }));
    // The retries wait 1, 2 and 4 s: on a fake clock moved on by hand the test need not.
    const page = await rig.newPage(t, 'desktop', { fakeClock: true });
    await page.goto(`${rig.gateway.url}/overview`);

    const failed = page.getByRole('alert').filter({ hasText: `The items of ${rig.movies.title} could not be loaded.` });
    for (let second = 0; second < 30 && !(await failed.isVisible()); second += 1) {
      await page.clock.runFor(1000);
      await page.waitForTimeout(20);
    }
    await failed.waitFor();
    const attempts = rig.pagesAsked().length;
    t.equal(attempts, 4, `page 1 was asked once and retried 3 times, as every read is (${attempts})`);

    stopFailing();
    await page.getByRole('button', { name: 'Try again' }).click();
    await cardOf(page, rig.movie(1)).waitFor();
    await page.getByText('500 items').waitFor();
    t.equal(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count(), 0);
  });

  t.test('libraries that cannot be loaded: said so while the reads retry, and Try again loads them once the service answers', async (t) => {
    const rig = await startOverviewRig(browser, api, { movies: 60 });
    t.teardown(() => rig.close());
    let reads = 0;
    const stopFailing = rig.control.respond('GET', `/api${rig.media.wire.librariesPath}`, () => {
      reads += 1;
      return serverError;
    });
    const page = await rig.newPage(t, 'desktop', { fakeClock: true });
    await page.goto(`${rig.gateway.url}/overview`);
    const failed = page.getByRole('alert').filter({ hasText: 'The libraries could not be loaded.' });
    await runClockUntilVisible(page, failed);
    const firstShown = await failed.getByRole('button', { name: 'Try again' }).elementHandle();

    // The failure stays put through the retries, not swapped for a spinner and back (which took
    // the button from under a click); once they are over, the click below is the one that loads.
    await runClockUntilRetriesOver(page, () => reads);
    t.ok(await firstShown!.evaluate((button) => button.isConnected), 'the Try again first shown is still there');

    stopFailing();
    const asked = rig.control.hold('GET', `/api${rig.media.wire.librariesPath}`);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await asked.reached;
    const retrying = failed.getByRole('button', { name: 'Trying again…' });
    await retrying.waitFor();
    t.equal(await retrying.getAttribute('aria-disabled'), 'true', 'while the read is out it says so, and takes no second click');
    asked.release();
    await cardOf(page, rig.movie(1)).waitFor();
    t.equal(await failed.count(), 0, 'the failure is gone');
  });

  t.test('details that cannot be loaded: said so clear of Close on a phone, and Try again loads them', async (t) => {
    const rig = await startOverviewRig(browser, api, { movies: 60 });
    t.teardown(() => rig.close());
    const film = rig.movie(1);
    let reads = 0;
    const stopFailing = rig.control.respond('GET', `/api${rig.media.wire.itemPath(film.id)}`, () => {
      reads += 1;
      return serverError;
    });
    const page = await rig.newPage(t, 'phone', { fakeClock: true });
    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(film.id)}`);
    const dialog = page.getByRole('dialog', { name: 'The details of this item could not be loaded.' });
    await runClockUntilVisible(page, dialog);
    const message = (await dialog.getByText('The details of this item could not be loaded.').boundingBox())!;
    const close = (await dialog.getByRole('button', { name: 'Close', exact: true }).boundingBox())!;
    t.ok(message.x + message.width <= close.x || message.y >= close.y + close.height, 'the message is clear of Close');
    t.ok(message.x >= 12, `the message is not against the dialog's edge (${Math.round(message.x)} px)`);

    // As for the libraries: the failure stays put through the retries, and the click loads.
    const firstShown = await dialog.getByRole('button', { name: 'Try again' }).elementHandle();
    await runClockUntilRetriesOver(page, () => reads);
    t.ok(await firstShown!.evaluate((button) => button.isConnected), 'the Try again first shown is still there');
    stopFailing();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialogOf(page, film).getByRole('button', { name: 'Add to collection' }).waitFor();
    t.pass('the details show');
  });

  t.test('pages that failed while the service could not be reached fill by themselves once it answers', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    const page = await rig.newPage(t, 'desktop', { fakeClock: true });
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, rig.movie(1)).waitFor();
    await page.getByText('500 items').waitFor();

    // The gateway's answer when the service is down, for every call from now on.
    const unreachable = { status: 502, json: { statusCode: 502, error: 'Bad Gateway', message: 'The Maintainerr service is unreachable', code: 'GW_ERR_UPSTREAM_UNREACHABLE' } };
    const farItem = await rig.movieAt(300);
    const stopFailing = rig.control.respond('GET', /^\/api\//, () => unreachable);
    await scrollGridTo(page, rig.movies.title, 300 / 500);
    const failed = page.getByRole('alert').filter({ hasText: 'Some items could not be loaded.' });
    for (let second = 0; second < 30 && !(await failed.isVisible()); second += 1) {
      await page.clock.runFor(1000);
      await page.waitForTimeout(20);
    }
    await failed.waitFor();
    t.equal(await cardOf(page, farItem).count(), 0, 'the cards there stay empty while the service is down');

    // The service answers again: the next call that succeeds (the banner's own probe) says so.
    stopFailing();
    for (let second = 0; second < 30 && !(await cardOf(page, farItem).isVisible()); second += 1) {
      await page.clock.runFor(1000);
      await page.waitForTimeout(20);
    }
    await cardOf(page, farItem).waitFor();
    t.pass('the cards there fill without Try again');
    await failed.waitFor({ state: 'detached' });
    t.pass('and the failure notice is gone');
  });
});

// A toast takes clicks only where it shows. On a phone a toast spans the width just below the top
// bar, and react-toastify's stacked toasts carry an invisible hover area three times their height
// reaching above them: for the 4.5 s a toast showed, it swallowed taps on the top bar's menu and
// Back, and inside the Overview's detail view on its Close button. The styles and the toasts are the
// same on both API generations; this runs on the current one.
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { collectionReader } from '../helpers/generations.ts';
import { titleOfRow } from '../../web/src/features/collections/media-actions.ts';
import { dialogOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/**
 * Whether `control` is what a tap at its centre reaches, checked while `toast` shows (a toast that
 * is gone by then proves nothing: the answer is then null).
 */
async function reachableBesideToast(page: Page, control: Locator, toast: Locator): Promise<boolean | null> {
  await toast.waitFor();
  // Once it has slid in (its own entry animation; the progress bar inside runs for its whole life).
  await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const box = (await control.boundingBox())!;
  const handle = await control.elementHandle();
  const toastHandle = await toast.elementHandle();
  return page.evaluate(
    ([element, shown, x, y]) => {
      if (!shown?.isConnected) return null;
      const reached = document.elementFromPoint(x, y);
      return reached !== null && (reached === element || element!.contains(reached));
    },
    [handle, toastHandle, box.x + box.width / 2, box.y + box.height / 2] as const,
  );
}

t.test('Maintainerr 3.24 on a phone', async (t) => {
  const rig = await startOverviewRig(browser, '3.24', { movies: 60 });
  t.teardown(() => rig.close());
  const film = (await rig.plainMovies())[0]!;

  t.test('the detail view: Close answers while a toast shows', async (t) => {
    const page = await rig.newPage(t, 'phone');
    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(film.id)}`);
    const dialog = dialogOf(page, film);
    await dialog.getByRole('button', { name: 'Add to collection' }).click();
    const toast = dialog.locator('.Toastify__toast').first();
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    t.equal(await reachableBesideToast(page, close, toast), true, 'a tap on Close reaches Close');
  });

  t.test('the page: the top bar answers while a toast shows', async (t) => {
    const read = collectionReader(rig.gateway.url, '3.24');
    const collection = (await read.collections()).find((entry) => entry.mediaCount > 0)!;
    const row = (await read.media(collection.id, 1)).items[0]!;
    const page = await rig.newPage(t, 'phone');
    await page.goto(`${rig.gateway.url}/collections/${collection.id}/media`);
    await page.getByRole('button', { name: `Remove: ${titleOfRow(row)}` }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    const toast = page.locator('.Toastify__toast').first();
    for (const name of ['Open menu', 'Back']) {
      t.equal(await reachableBesideToast(page, page.getByRole('button', { name, exact: true }), toast), true, `a tap on ${name} reaches it`);
    }
  });
});

import t from 'tap';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import type { MediaItem } from '../../web/src/api/media.ts';
import { formatBytes } from '../../web/src/lib/size-label.ts';
import { cardOf, dialogOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startOverviewRig(browser, api);
  t.teardown(() => rig.close());
  const [second, third, fourth] = [rig.movie(2), rig.movie(3), rig.movie(4)];

  t.test('the detail view opens from a card and closes with Escape, the Close button and Back', async (t) => {
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview`);
    const card = cardOf(page, third);
    const dialog = dialogOf(page, third);

    await card.click();
    await dialog.waitFor();
    t.equal(new URL(page.url()).searchParams.get('item'), third.id, 'the open item is in the URL');
    await dialog.getByText(third.summary!).waitFor();
    t.same(await axeViolations(page), [], 'axe finds nothing wrong with the page while the dialog is open');
    t.ok(rig.control.requestsTo('GET', `/api${rig.media.wire.itemPath(third.id)}`).length > 0, 'the item was read from the service');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    t.equal(new URL(page.url()).searchParams.get('item'), null, 'Escape removed the item from the URL');

    await card.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card.click();
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    t.equal(new URL(page.url()).pathname, '/overview', 'Back closed the view and stayed on the Overview');
    await card.waitFor();
  });

  t.test('a reload keeps the detail view open, and then Close still closes it', async (t) => {
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(fourth.id)}`);
    const dialog = dialogOf(page, fourth);
    await dialog.waitFor();
    await page.reload();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    t.equal(new URL(page.url()).searchParams.get('item'), null);
    await cardOf(page, fourth).waitFor();
  });

  t.test('the detail view says when the item came, whether it is watched and what its files take', async (t) => {
    const page = await rig.newPage(t);
    // The service's own answers, read here without the app's readers: v3 sends ISO dates and
    // mediaSources, v2 Plex's Unix seconds and Media parts.
    const raw = async (item: MediaItem) => (await (await fetch(`${rig.gateway.url}/api${rig.media.wire.itemPath(item.id)}`)).json()) as Record<string, unknown>;
    const isoOf = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000).toISOString() : (value as string));
    const bytesOf = (answer: Record<string, unknown>) =>
      api === '3.24'
        ? (answer.mediaSources as { sizeBytes: number }[]).reduce((sum, source) => sum + source.sizeBytes, 0)
        : (answer.Media as { Part: { size: number }[] }[]).reduce((sum, media) => sum + media.Part.reduce((partSum, part) => partSum + part.size, 0), 0);
    const answers = await Promise.all(rig.firstMovies.slice(0, 12).map(async (item) => ({ item, answer: await raw(item) })));
    const watched = answers.find(({ answer }) => (answer.viewCount as number) > 1)!;
    const unwatched = answers.find(({ answer }) => answer.viewCount === undefined)!;
    t.ok(watched && unwatched, 'the first movies hold one watched several times and one never watched');

    for (const { item, answer } of [watched, unwatched]) {
      await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(item.id)}`);
      const dialog = dialogOf(page, item);
      const facts = dialog.locator('.media-dialog__facts');
      await facts.waitFor();
      const text = await facts.innerText();
      // A day as the app writes it (lib/day-label.ts), in the browser's own locale and zone.
      const dayInPage = (iso: string) => page.evaluate((value) => new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' }), iso);
      t.match(text, `Added ${await dayInPage(isoOf(answer.addedAt))}`, `${item.title}: the day it was added`);
      const size = formatBytes(bytesOf(answer));
      t.match(text, size, `${item.title}: its file's ${size}`);
      if (item === watched.item) t.match(text, `Watched ${answer.viewCount as number} times, last on ${await dayInPage(isoOf(answer.lastViewedAt))}`, 'how often and when last');
      else t.match(text, 'Never watched');
    }
  });

  t.test('the detail view names the collections that hold the item, all members counted', async (t) => {
    const read = collectionReader(rig.gateway.url, api);
    const collection = (await read.collections()).find((entry) => entry.kind === 'movie' && entry.mediaCount > 2)!;
    const members = await read.allMedia(collection.id);
    const firstIds = new Set(rig.firstMovies.map((item) => item.id));
    // A member among the first movies that is not one of the two rows v3.x's list carries.
    const newestTwo = new Set([...members].sort((a, b) => b.id - a.id).slice(0, 2).map((row) => row.itemId));
    const member = members.find((row) => firstIds.has(row.itemId) && !newestTwo.has(row.itemId))!;
    t.ok(member, 'a member beyond the newest two rows');
    const outside = rig.firstMovies.find((item) => !members.some((row) => row.itemId === item.id))!;
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(member.itemId)}`);
    const facts = dialogOf(page, member.item!).locator('.media-dialog__facts');
    await facts.getByText(`In “${collection.title}”`).waitFor();
    t.pass('it names the collection');
    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(outside.id)}`);
    const otherFacts = dialogOf(page, outside).locator('.media-dialog__facts');
    await otherFacts.waitFor();
    // Give the membership answer its chance: the In collection pill of the grid shows it has come.
    await page.getByText('In collection', { exact: true }).first().waitFor();
    t.notMatch(await otherFacts.innerText(), `In “${collection.title}”`, 'an item outside it does not');
  });

  t.test('on a phone a tap opens the detail view', async (t) => {
    const page = await rig.newPage(t, 'phone');
    await page.goto(`${rig.gateway.url}/overview`);
    await cardOf(page, second).tap();
    const dialog = dialogOf(page, second);
    await dialog.waitFor();
    // The collection actions come once the collections of the item's type have loaded.
    const addButton = dialog.getByRole('button', { name: 'Add to collection' });
    await addButton.waitFor({ timeout: 10_000 });
    t.ok(await addButton.isVisible(), 'the actions are within reach');
    // Scrolled down to the last of the details (on a short screen, where they are longer than it),
    // Close is still on screen, at the dialog's top.
    await page.setViewportSize({ width: 390, height: 480 });
    await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    const close = dialog.getByRole('button', { name: 'Close' });
    const [closeBox, dialogBox] = [await close.boundingBox(), await dialog.boundingBox()];
    t.ok(closeBox && dialogBox && closeBox.y >= dialogBox.y && closeBox.y < dialogBox.y + 60, `Close stays at the top while the details scroll (${closeBox?.y} in ${dialogBox?.y})`);
    t.ok(await dialog.evaluate((element) => element.scrollTop > 0), 'the details did scroll');
    await close.tap();
    await dialog.waitFor({ state: 'hidden' });
  });
});

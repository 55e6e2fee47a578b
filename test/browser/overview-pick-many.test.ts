// The Overview's Select: the cards become checkboxes (a shift-click takes a range), and the picked
// items are added to a collection or excluded from every collection at once, as each generation's
// own UI sends it: v3.x one bulk call, v2.21 one call per item. Items already in the collection are
// said, not sent; those the service refuses stay picked for another try.
import t, { type Test } from 'tap';
import type { Locator, Page } from 'playwright-core';
import type { MediaItem } from '../../web/src/api/media.ts';
import { axeViolations } from '../helpers/axe.ts';
import { horizontalOverflow, launchBrowser } from '../helpers/browser.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, dialogOf, escapeRegExp, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** Waits (up to 5 s) until the bar's collection picker has the focus; fails the test otherwise. */
async function collectionPickerFocused(bar: Locator): Promise<void> {
  await bar.getByLabel('Collection').evaluate(
    (picker) =>
      new Promise<void>((resolve, reject) => {
        const deadline = performance.now() + 5000;
        const check = () => {
          if (picker === document.activeElement) resolve();
          else if (performance.now() > deadline) reject(new Error(`the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/** An item's card while picking: a checkbox named by its title, then its year and what holds it. */
const checkboxOf = (page: Page, item: MediaItem) => page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(item.title)}, `) });

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startOverviewRig(browser, api);
  t.teardown(() => rig.close());
  const collections = collectionReader(rig.gateway.url, api);
  const target = (await collections.collections()).find((entry) => entry.kind === 'movie' && entry.libraryId === rig.movies.id)!;
  t.ok(target, 'a movie collection of the library');
  const held = new Set((await collections.allMedia(target.id)).map((row) => row.itemId));
  // Among the first rows, which the virtualised grid has drawn without scrolling.
  const firstRows = new Set(rig.firstMovies.slice(0, 15).map((item) => item.id));
  const alreadyIn = rig.firstMovies.find((item) => firstRows.has(item.id) && held.has(item.id));
  const plain = (await rig.plainMovies()).filter((item) => firstRows.has(item.id));
  t.ok(alreadyIn && plain.length >= 4, 'the first rows have a movie the collection holds and four in none');
  // The bodies the service got, read as they pass (the sandbox still answers them).
  const bodies: unknown[] = [];
  const writePath = api === '3.24' ? '/api/collections/media/bulk' : '/api/collections/media/add';
  const excludePath = api === '3.24' ? '/api/rules/exclusions/bulk' : '/api/rules/exclusion';
  for (const path of [writePath, excludePath]) {
    rig.control.respond('POST', path, ({ body }) => {
      bodies.push(body);
      return undefined;
    });
  }

  /** The Overview in a page of its own, Select pressed: the page, the Select button and the bar. */
  const startPicking = async (t: Test, viewport: 'desktop' | 'phone' = 'desktop') => {
    const page = await rig.newPage(t, viewport);
    await page.goto(`${rig.gateway.url}/overview`);
    const select = page.getByRole('button', { name: 'Select', exact: true });
    await select.click();
    return { page, select, bar: page.getByRole('group', { name: 'Picked items' }) };
  };

  t.test('picked movies are added to a collection; one it holds is said, not sent', async (t) => {
    const { page, select, bar } = await startPicking(t);
    t.equal(await select.getAttribute('aria-pressed'), 'true', 'Select is on');
    // The bar comes next in the Tab order, not after every card of the grid.
    await bar.getByLabel('Collection').waitFor();
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')), 'Picked items', 'Tab from Select goes into the bar');
    await bar.getByText('Pick the movies to act on').waitFor();
    t.ok(await bar.getByRole('button', { name: 'Add to collection' }).isDisabled(), 'nothing picked, nothing to add');

    for (const item of [plain[0]!, plain[1]!, alreadyIn!]) await checkboxOf(page, item).click();
    await bar.getByText('3 movies picked').waitFor();
    t.equal(await checkboxOf(page, plain[0]!).getAttribute('aria-checked'), 'true', 'a picked card is checked');
    await bar.getByLabel('Collection').selectOption({ label: target.title });
    const writesBefore = rig.control.requestsTo('POST', writePath).length;
    bodies.length = 0;
    await bar.getByRole('button', { name: 'Add to collection' }).click();
    await page.getByText(`Added 2 movies to ${target.title}`).waitFor();
    await page.getByText(`“${alreadyIn!.title}” is already in ${target.title}.`).waitFor();
    t.equal(rig.control.requestsTo('POST', writePath).length - writesBefore, api === '3.24' ? 1 : 2, api === '3.24' ? 'one bulk call' : 'one call per item');
    const sentIds = api === '3.24'
      ? (bodies as { mediaIds: string[] }[]).flatMap((body) => body.mediaIds)
      : (bodies as { context: { id: number } }[]).map((body) => String(body.context.id));
    t.same(sentIds.sort(), [plain[0]!.id, plain[1]!.id].sort(), 'only the two it did not hold were sent');
    for (const item of [plain[0]!, plain[1]!]) t.ok(await rig.collectionHolds(target.title, item.id), `the service holds ${item.title}`);

    // Done, the selection empties and the focus waits in the bar, where the next action starts.
    await bar.getByText('Pick the movies to act on').waitFor();
    t.equal(await checkboxOf(page, plain[0]!).getAttribute('aria-checked'), 'false', 'the cards are unchecked');
    await collectionPickerFocused(bar);
    t.pass('the focus is on the collection picker');
    await checkboxOf(page, plain[0]!).and(page.getByRole('checkbox', { name: /, in collection/ })).waitFor();
    t.pass('the card says it is in a collection now');
  });

  t.test('an item the service refuses stays picked, named with its reason', async (t) => {
    const { page, bar } = await startPicking(t);
    await checkboxOf(page, plain[2]!).click();
    await bar.getByLabel('Collection').selectOption({ label: target.title });
    rig.control.fail('POST', writePath, 500);
    await bar.getByRole('button', { name: 'Add to collection' }).click();
    await page.getByText(new RegExp(`^“${escapeRegExp(plain[2]!.title)}” could not be added: .+`)).waitFor();
    await bar.getByText('1 movie picked').waitFor();
    t.equal(await checkboxOf(page, plain[2]!).getAttribute('aria-checked'), 'true', 'the refused movie is still picked');
    t.notOk(await rig.collectionHolds(target.title, plain[2]!.id), 'and not in the collection');
  });

  t.test('picked movies are excluded from every collection, after a question; one already excluded is said, not sent', async (t) => {
    const { page, bar } = await startPicking(t);
    for (const item of [plain[2]!, plain[3]!]) await checkboxOf(page, item).click();
    const excludeWrites = () => rig.control.requestsTo('POST', excludePath).length;
    const before = excludeWrites();
    bodies.length = 0;
    await bar.getByRole('button', { name: 'Exclude from all collections' }).click();
    await bar.getByText('These 2 movies are excluded from every collection\'s rules and leave the collections holding them. Exclude?').waitFor();
    t.equal(excludeWrites(), before, 'nothing is sent before the answer');
    await bar.getByRole('button', { name: 'Yes, exclude' }).click();
    await page.getByText('Excluded 2 movies from every collection').waitFor();
    t.equal(excludeWrites() - before, api === '3.24' ? 1 : 2, api === '3.24' ? 'one bulk call' : 'one call per item');
    if (api === '3.24') t.same(bodies, [{ mediaIds: [plain[2]!.id, plain[3]!.id], action: 0 }], 'the ids, with no collection: every collection');
    else {
      t.same(
        bodies,
        [plain[2]!, plain[3]!].map((item) => ({ mediaId: Number(item.id), context: { id: Number(item.id), type: 1 }, action: 0 })),
        'each movie as its own context, with no collection: every collection',
      );
    }
    for (const item of [plain[2]!, plain[3]!]) {
      t.not((await rig.media.excludedIds(item.id)).length, 0, `the service holds an exclusion of ${item.title}`);
      await page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(item.title)}, .*excluded$`) }).waitFor();
    }
    t.pass('the cards say they are excluded');
    await collectionPickerFocused(bar);
    t.pass('the focus goes to the collection picker');

    await checkboxOf(page, plain[2]!).click();
    await bar.getByRole('button', { name: 'Exclude from all collections' }).click();
    await bar.getByRole('button', { name: 'Yes, exclude' }).click();
    await page.getByText(`“${plain[2]!.title}” is already excluded from every collection.`).waitFor();
    t.equal(excludeWrites() - before, api === '3.24' ? 1 : 2, 'nothing more was sent');
    await bar.getByText('Pick the movies to act on').waitFor();
  });

  t.test('while an action runs the picks stay as they are, and a search or another order keeps them', async (t) => {
    const { page, select, bar } = await startPicking(t);
    // Two the collection does not hold, so the add is sent (and can be held).
    const [first, second] = rig.firstMovies.filter((item) => firstRows.has(item.id) && !held.has(item.id) && item !== plain[0] && item !== plain[1]);
    t.ok(first && second, 'two movies of the first rows the collection does not hold');
    // With one the collection holds: the progress counts only what is sent.
    await checkboxOf(page, first).click();
    await checkboxOf(page, alreadyIn!).click();
    const request = rig.control.hold('POST', writePath);
    await bar.getByLabel('Collection').selectOption({ label: target.title });
    await bar.getByRole('button', { name: 'Add to collection' }).click();
    await request.reached;
    await bar.getByText('2 movies picked').waitFor();
    await bar.getByRole('status').getByText('Adding 1 movie…').waitFor();
    t.pass('two picked, one already in the collection: "Adding 1 movie…"');
    await checkboxOf(page, second).click();
    t.equal(await select.getAttribute('aria-disabled'), 'true', 'Select says it cannot be pressed now');
    // Pressed all the same (a screen reader user can): nothing happens.
    await select.click({ force: true });
    t.equal(await checkboxOf(page, second).getAttribute('aria-checked'), 'false', 'a card pressed meanwhile is not picked');
    t.equal(await select.getAttribute('aria-pressed'), 'true', 'nor does Select go off');
    request.release();
    await bar.getByText('Pick the movies to act on').waitFor();
    t.equal(await checkboxOf(page, second).getAttribute('aria-checked'), 'false', 'the action ended with nothing picked');

    for (const item of [first, second]) await checkboxOf(page, item).click();
    await bar.getByText('2 movies picked').waitFor();
    // The collection chosen in the bar is kept with the picks (not the first one offered again).
    const picker = bar.getByLabel('Collection');
    const offered = await picker.locator('option').allTextContents();
    const chosen = offered.at(-1)!;
    t.ok(offered.length > 1, `more than one collection to choose from (${offered.join(', ')})`);
    await picker.selectOption({ label: chosen });
    const search = page.getByRole('searchbox').first();
    await search.fill(second.title);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await bar.getByText('2 movies picked').waitFor();
    t.pass('a search and back keeps the picks');
    t.equal(await picker.locator('option:checked').textContent(), chosen, 'and the collection chosen');
    if (api === '3.24') {
      await page.getByLabel('Sort').selectOption({ label: 'Title, Z to A' });
      await bar.getByText('2 movies picked').waitFor();
      t.pass('another order keeps them');
      t.equal(await picker.locator('option:checked').textContent(), chosen, 'and the collection chosen');
    }
  });

  t.test('a shift-click picks the range; Clear empties it; Select off makes the cards open the detail again', async (t) => {
    const { page, select, bar } = await startPicking(t);
    await checkboxOf(page, rig.movie(5)).click();
    await checkboxOf(page, rig.movie(9)).click({ modifiers: ['Shift'] });
    await bar.getByText('5 movies picked').waitFor();
    for (const n of [5, 6, 7, 8, 9]) t.equal(await checkboxOf(page, rig.movie(n)).getAttribute('aria-checked'), 'true', `movie ${n} is picked`);
    t.equal(await checkboxOf(page, rig.movie(4)).getAttribute('aria-checked'), 'false', 'the one before the range is not');
    // From the keyboard: Shift+Space on a card takes the range back off.
    await checkboxOf(page, rig.movie(7)).focus();
    await page.keyboard.press('Shift+Space');
    await bar.getByText('2 movies picked').waitFor();
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.getByText('Pick the movies to act on').waitFor();
    await collectionPickerFocused(bar);
    t.pass('Clear disabled, the focus goes to the collection picker');

    // A range over pages not loaded yet takes what has loaded, and says so.
    await checkboxOf(page, rig.movie(1)).click();
    const last = await rig.movieAt(499);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await checkboxOf(page, last).click({ modifiers: ['Shift'] });
    const said = page.getByText(/^[\d,]+ movies of that range had not loaded yet and were left as they were: scroll to them to pick them\.$/);
    await said.waitFor();
    const leftOut = Number(((await said.textContent()) ?? '').replace(/,/g, '').split(' ')[0]);
    await bar.getByText(`${(500 - leftOut).toLocaleString('en-US')} movies picked`).waitFor();
    t.ok(leftOut > 0 && leftOut < 498, `the range's ${500 - leftOut} loaded movies are picked, the ${leftOut} said to be left out are not`);
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));

    await checkboxOf(page, rig.movie(1)).click();
    await select.click();
    t.equal(await select.getAttribute('aria-pressed'), 'false', 'Select is off');
    await bar.waitFor({ state: 'detached' });
    t.equal(await page.getByRole('checkbox').count(), 0, 'no card is a checkbox');
    await cardOf(page, rig.movie(1)).click();
    await dialogOf(page, rig.movie(1)).waitFor();
    t.pass('a card opens the detail view again');
    // Picking again starts from nothing.
    await page.keyboard.press('Escape');
    await select.click();
    await bar.getByText('Pick the movies to act on').waitFor();
    t.pass('picking again starts with nothing picked');
  });

  t.test('on a phone the bar fits the screen and stays in view while the grid scrolls', async (t) => {
    const { page, bar } = await startPicking(t, 'phone');
    await checkboxOf(page, rig.movie(1)).click();
    await bar.getByText('1 movie picked').waitFor();
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 1000, undefined, { timeout: 5000 });
    const box = await bar.boundingBox();
    const height = page.viewportSize()!.height;
    t.ok(box && box.y >= 0 && box.y + box.height <= height + 1, `the bar is within the screen (${box?.y}..${box && box.y + box.height} of ${height})`);
    t.equal((await horizontalOverflow(page)).pageOverflowPx, 0, 'nothing sticks out sideways');
    t.ok(await bar.getByRole('button', { name: 'Add to collection' }).isVisible(), 'Add is at hand');
    t.same(await axeViolations(page), [], 'picking breaks no accessibility rule');

    // On its side the phone has 390 px of height: the bar keeps to two rows of buttons.
    await page.setViewportSize({ width: 844, height: 390 });
    const landscape = await bar.boundingBox();
    t.ok(landscape && landscape.height < 130, `landscape: the bar is ${landscape?.height} px tall, two rows`);
    t.ok(await bar.getByRole('combobox', { name: 'Collection' }).isVisible(), 'the collection picker keeps its name');
    t.ok(await bar.getByRole('button', { name: 'Exclude from all collections' }).isVisible(), 'every action still shows');
  });
});

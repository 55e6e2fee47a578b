import t from 'tap';
import { closeToastByClick, launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { cardOf, dialogOf, startOverviewRig } from './overview-setup.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  t.test('adding to a collection and excluding confirm with a toast, and a soft failure is reported', async (t) => {
    const rig = await startOverviewRig(browser, api);
    t.teardown(() => rig.close());
    const film = (await rig.plainMovies())[0]!;
    const page = await rig.newPage(t);
    await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(film.id)}`);
    const dialog = dialogOf(page, film);
    await dialog.waitFor();

    const collection = (await dialog.getByLabel('Collection', { exact: true }).locator('option:checked').textContent()) ?? '';
    // Removing what the collection does not hold would change nothing (the service still answers
    // success): the dialog says so and sends nothing.
    await dialog.getByText('Not in this collection.', { exact: true }).waitFor();
    // Both add and remove are POST /collections/media/add (action 0 or 1), on both generations.
    const membershipWrites = () => rig.control.requestsTo('POST', '/api/collections/media/add').length;
    const writesBefore = membershipWrites();
    await dialog.getByRole('button', { name: 'Remove from collection' }).click();
    const nothing = dialog.getByText(`“${film.title}” is not in ${collection}: nothing to remove.`);
    await closeToastByClick(nothing);
    t.equal(membershipWrites(), writesBefore, 'nothing was sent for it');

    await dialog.getByRole('button', { name: 'Add to collection' }).click();
    const added = dialog.getByText(`Added “${film.title}” to ${collection}`);
    await added.waitFor();
    // Drawn inside the modal dialog (the page behind it is inert, and under it): on top, and closable.
    // Checked each frame for up to 3 s: the toast slides in from the edge.
    const onTop = await added.evaluate(
      (element) =>
        new Promise<boolean>((resolve) => {
          const deadline = performance.now() + 3000;
          const check = () => {
            const box = element.getBoundingClientRect();
            const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            if (atCentre !== null && (element.contains(atCentre) || atCentre.contains(element))) resolve(true);
            else if (performance.now() > deadline) resolve(false);
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    t.ok(onTop, 'the toast is the topmost thing where it shows');
    // Closed by a click (it closes by itself after 4.5 s of real time): the same words come again
    // below, and a slow machine must not decide whether this one is still up then.
    await closeToastByClick(added);
    t.ok(await rig.collectionHolds(collection, film.id), `the service holds ${film.title} in ${collection}`);
    await dialog.getByText('In collection').waitFor();
    await dialog.getByText('In this collection.', { exact: true }).waitFor();
    const writesAfterAdd = membershipWrites();
    await dialog.getByRole('button', { name: 'Add to collection' }).click();
    await dialog.getByText(`“${film.title}” is already in ${collection}.`).waitFor();
    t.equal(membershipWrites(), writesAfterAdd, 'adding it again sends nothing');

    // Including again what has no exclusion would change nothing (the service answers success): said, nothing sent.
    const exclusionWrites = () => rig.control.requestsTo('POST', '/api/rules/exclusion').length;
    await dialog.getByRole('button', { name: 'Include again' }).click();
    await dialog.getByText(`“${film.title}” is not excluded: nothing to include again.`).waitFor();
    t.equal(exclusionWrites(), 0, 'including again what is not excluded sends nothing');

    await dialog.getByRole('button', { name: 'Exclude' }).click();
    await page.getByText(`Excluded “${film.title}” from all collections`).waitFor();
    t.ok((await rig.media.excludedIds(film.id)).includes(film.id), 'the service holds the exclusion');
    await dialog.getByText('Excluded', { exact: true }).waitFor();
    // Excluding again what an exclusion covers would change nothing (the service answers success):
    // said, nothing sent; one from every collection covers each collection too.
    const writesAfterExclude = exclusionWrites();
    const scope = dialog.getByLabel('Exclude from');
    for (const option of ['All collections', collection]) {
      await scope.selectOption({ label: option });
      await dialog.getByRole('button', { name: 'Exclude' }).click();
      const already = dialog.getByText(`“${film.title}” is already excluded from all collections.`);
      await closeToastByClick(already);
    }
    t.equal(exclusionWrites(), writesAfterExclude, 'excluding again sends nothing, for all collections or one');
    await scope.selectOption({ label: 'All collections' });
    // The service takes an excluded item out of its collections: the view follows.
    t.notOk(await rig.collectionHolds(collection, film.id), 'the service took it out of the collection');
    await dialog.getByText('In collection').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Add to collection' }).click();
    await added.waitFor();

    // Both generations answer soft failures with a success status: {code:0,result:"Failed"} and an empty body.
    rig.control.respond('POST', '/api/rules/exclusion', () => ({ status: 201, json: { code: 0, result: 'Failed', message: 'Failed' } }));
    rig.control.respond('POST', '/api/collections/media/add', () => ({ status: 201, empty: true }));
    await dialog.getByRole('button', { name: 'Include again' }).click();
    await page.getByText(`Could not include “${film.title}” again: Failed.`).waitFor();
    await dialog.getByRole('button', { name: 'Remove from collection' }).click();
    await page.getByText(new RegExp(`Could not remove “.+” from ${collection}`)).waitFor();
    t.ok(await rig.collectionHolds(collection, film.id), 'still in the collection');
  });
});

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}: an exclusion from one collection does not keep the item from being excluded from all`, async (t) => {
  const rig = await startOverviewRig(browser, api);
  t.teardown(() => rig.close());
  const film = (await rig.plainMovies())[1]!;
  const page = await rig.newPage(t);
  await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(film.id)}`);
  const dialog = dialogOf(page, film);
  await dialog.waitFor();
  const exclusionWrites = () => rig.control.requestsTo('POST', '/api/rules/exclusion').length;
  const scope = dialog.getByLabel('Exclude from');
  const collection = (await scope.locator('option').nth(1).textContent())!;
  await scope.selectOption({ label: collection });
  await dialog.getByRole('button', { name: 'Exclude' }).click();
  await page.getByText(`Excluded “${film.title}” from ${collection}`).waitFor();
  await dialog.getByText('Excluded', { exact: true }).waitFor();
  const writes = exclusionWrites();
  await dialog.getByRole('button', { name: 'Exclude' }).click();
  await dialog.getByText(`“${film.title}” is already excluded from ${collection}.`).waitFor();
  t.equal(exclusionWrites(), writes, 'from the same collection again: nothing sent');
  await scope.selectOption({ label: 'All collections' });
  await dialog.getByRole('button', { name: 'Exclude' }).click();
  await page.getByText(`Excluded “${film.title}” from all collections`).waitFor();
  t.equal(exclusionWrites(), writes + 1, 'from all collections: sent, as one collection does not cover the others');
});

t.test('Maintainerr 3.24: on a phone, a toast over the detail view can be read and closed', async (t) => {
  const rig = await startOverviewRig(browser, '3.24');
  t.teardown(() => rig.close());
  const film = (await rig.plainMovies())[0]!;
  const page = await rig.newPage(t, 'phone');
  await page.goto(`${rig.gateway.url}/overview?item=${encodeURIComponent(film.id)}`);
  const dialog = dialogOf(page, film);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Exclude' }).click();
  const toast = dialog.getByRole('alert').filter({ hasText: `Excluded “${film.title}” from all collections` });
  await toast.waitFor();
  // The Overview's own button style once covered the words' end with a boxed close button.
  const close = toast.getByRole('button', { name: 'close' });
  await page.waitForFunction(() => document.querySelector('.media-dialog .Toastify__toast')?.getAnimations().every((animation) => animation.playState !== 'running') ?? false);
  const covered = await toast.evaluate((element) => {
    const button = element.querySelector('button')!.getBoundingClientRect();
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const hidden: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (element.querySelector('button')!.contains(node) || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.right > button.left && line.left < button.right && line.bottom > button.top && line.top < button.bottom) hidden.push(node.textContent);
      }
    }
    return hidden;
  });
  t.same(covered, [], 'no line of its words lies under the close button');
  // A longer message runs to the toast's edge: the button must stay the small one toasts draw there.
  const look = await close.evaluate((button) => {
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, border: style.borderTopWidth };
  });
  t.same(look, { background: 'rgba(0, 0, 0, 0)', border: '0px' }, 'the close button has no box of its own over the words');
  await close.click({ timeout: 5000 });
  await toast.waitFor({ state: 'detached' });
  t.pass('its close button answers: it is not behind the dialog');
  t.ok(await dialog.isVisible(), 'and the dialog stays open');
});

t.test('Maintainerr 3.24: a toast whose code cannot be fetched shows plainly inside the detail view, and only there', async (t) => {
  const rig = await startOverviewRig(browser, '3.24');
  t.teardown(() => rig.close());
  const film = (await rig.plainMovies())[0]!;
  const page = await rig.newPage(t);
  await page.goto(`${rig.gateway.url}/overview`);
  const card = cardOf(page, film);
  await card.waitFor();
  // From here every script fetch fails: the dialog asks for the toasts' code as it opens.
  const refused: string[] = [];
  await page.route('**/*.js', (route) => {
    refused.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  await card.click();
  const dialog = dialogOf(page, film);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Remove from collection' }).click();
  const words = new RegExp(`“${film.title}” is not in .+: nothing to remove\\.`);
  const toast = dialog.getByText(words);
  await toast.waitFor();
  t.ok(refused.length >= 1, `the toasts' code was refused (${refused.join(', ')})`);
  t.equal(await page.getByText(words).count(), 1, 'drawn once: in the dialog, not also in the page behind it');
  await dialog.getByRole('button', { name: 'Close notification' }).click();
  await toast.waitFor({ state: 'detached' });
  t.pass('its Close, inside the dialog, answers');
  t.ok(await dialog.isVisible(), 'and the dialog stays open');

  // A click on its words closes it too, as a click on a real toast does.
  await dialog.getByRole('button', { name: 'Remove from collection' }).click();
  await toast.waitFor();
  await toast.click();
  await toast.waitFor({ state: 'detached', timeout: 2000 });
  t.pass('a click on the toast closes it');
  t.ok(await dialog.isVisible(), 'and the dialog stays open');
});

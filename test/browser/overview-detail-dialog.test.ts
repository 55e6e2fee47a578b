import t from 'tap';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
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
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await dialog.waitFor({ state: 'hidden' });
  });
});

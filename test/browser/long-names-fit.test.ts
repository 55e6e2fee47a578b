// A rule group (and so its collection) with a long name without spaces, as a user may give one:
// the Rules card, the collection's Info tab with its Test media box, and the rule editor wrap it
// where it is shown, and no page scrolls sideways, on a phone or a desktop.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const LONG_NAME = 'Movies nobody watched SupercalifragilisticexpialidociousUnbrokenWordWithoutSpacesToTestWrapping';

/** How far the page reaches past the window's right edge (0 or less: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

t.test('Maintainerr 3.24: a long unbroken group name fits every screen that shows it', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  // A copy of the first group under the long name, sent as the service's own editor sends a create.
  const stored = (await (await fetch(`${gateway.url}/api/rules/1`)).json()) as Record<string, unknown> & { rules: { ruleJson: string }[]; collection: Record<string, unknown> };
  const created = await fetch(`${gateway.url}/api/rules`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: LONG_NAME,
      description: '',
      libraryId: stored.libraryId,
      dataType: stored.dataType,
      arrAction: 4,
      isActive: true,
      useRules: true,
      rules: stored.rules.map((rule) => JSON.parse(rule.ruleJson) as unknown),
      notifications: [],
      collection: { visibleOnRecommended: false, visibleOnHome: false, manualCollection: false, manualCollectionName: '', keepLogsForMonths: 6 },
    }),
  });
  t.match(await created.json(), { code: 1 }, 'the group is made');
  const groups = (await (await fetch(`${gateway.url}/api/rules`)).json()) as { id: number; name: string; collectionId: number }[];
  const group = groups.find((entry) => entry.name === LONG_NAME)!;

  for (const viewport of ['phone', 'desktop'] as const) {
    const { page } = await openPage(browser, VIEWPORTS[viewport]);
    await page.goto(`${gateway.url}/rules`);
    await page.getByRole('heading', { name: LONG_NAME }).waitFor();
    await page.getByRole('link', { name: new RegExp(`^${LONG_NAME}, `) }).waitFor();
    t.ok((await overflow(page)) <= 0, `${viewport}: the Rules page fits, its card's collection link wrapped (${await overflow(page)} px over)`);

    await page.goto(`${gateway.url}/collections/${group.collectionId}/info`);
    await page.getByText(`See why an item matches the saved rules of “${LONG_NAME}”`).waitFor();
    t.ok((await overflow(page)) <= 0, `${viewport}: the Info tab and its Test media box fit (${await overflow(page)} px over)`);

    await page.goto(`${gateway.url}/rules/${group.id}/edit`);
    await page.getByRole('heading', { name: 'Test media' }).waitFor();
    t.ok((await overflow(page)) <= 0, `${viewport}: the rule editor fits (${await overflow(page)} px over)`);
    await page.close();
  }
});

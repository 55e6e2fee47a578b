// The rule editor's Exclusions panel on a phone, on both generations (their exclusion reads and
// removals differ on the wire): every exclusion of the group's collection is listed with Remove at
// the right of its own row, and removing one asks first, then the service no longer holds it.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { escapeRegExp } from './overview-setup.ts';
import { editorReady, startRulesGateway, storedGroups } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const group = (await storedGroups(gateway.url)).find((each) => each.id === 1)!;
  const collectionId = group.collectionId;
  const held = async () => (await collectionReader(gateway.url, api).exclusions(collectionId)).items;
  const before = await held();
  const own = before.find((row) => row.ruleGroupId !== null);
  t.ok(own && before.length >= 3, `the demo group has its own exclusions and global ones (${before.length})`);

  const { page } = await openPage(browser, VIEWPORTS.phone);
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);
  const panel = page.getByRole('region', { name: 'Exclusions' });
  const rows = panel.getByRole('listitem');
  await rows.nth(before.length - 1).waitFor();
  t.equal(await rows.count(), before.length, 'every exclusion is listed');

  // Each Remove sits on its row's first line, at the right, whatever the title's length.
  const placements = await rows.evaluateAll((items) =>
    items.map((item) => {
      const row = item.getBoundingClientRect();
      const button = item.querySelector('button')!.getBoundingClientRect();
      return { right: Math.round(row.right - button.right), belowTop: Math.round(button.top - row.top) };
    }),
  );
  t.ok(placements.every(({ right }) => Math.abs(right) <= 1), `every Remove is at its row's right (${placements.map((p) => p.right).join(', ')} px from it)`);
  t.ok(placements.every(({ belowTop }) => belowTop <= 4), `and on its row's first line (${placements.map((p) => p.belowTop).join(', ')} px below its top)`);

  const title = own!.item!.title;
  await panel.getByRole('button', { name: new RegExp(`^Remove the exclusion of .*${escapeRegExp(title)}`) }).click();
  await panel.getByText(`These rules may add “`).waitFor();
  t.equal((await held()).length, before.length, 'nothing removed before the answer');
  await panel.getByRole('button', { name: 'Yes, remove' }).click();
  await page.getByText(/^Removed the exclusion of “/).waitFor();
  await page.waitForFunction((count) => document.querySelectorAll('.group-exclusions li').length === count, before.length - 1);
  t.notOk((await held()).some((row) => row.id === own!.id), 'the service no longer holds it');
});

// Collection > Info: the log narrowed by a text, a type and its order, as the service does it; the
// choice survives a reload (it is in the URL); an entry the rules made says why, rule by rule. On
// both generations.
import t from 'tap';
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { readFirstLoad } from '../../bench/first-load-bytes.mjs';
import { holdRequests, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';

const manifest = readFirstLoad();
/** A log page as the real v3.24 service sent it, with a value the rules found missing and the reason. */
const recordedV3LogPage = (JSON.parse(readFileSync(new URL('../fixtures/recorded-contract-3.24.json', import.meta.url), 'utf8')) as { recordings: { file: string; body: unknown }[] })
  .recordings.find((entry) => entry.file === 'GET_collections_logs_1_content_page1.json')!.body;
/** The files only the Overview needs, once a collection is open: held, they keep the user between screens. */
const overviewOnly = manifest.screens.overview!.filter((file) => !manifest.screens.collections!.includes(file)).map((file) => `/${file}`);

const browser = await launchBrowser();
t.teardown(() => browser.close());

/**
 * The box's text once it shows `expected`, or what it shows after 5 s: the URL changes first and the
 * box follows on the next render, so reading it at once could race that render.
 */
async function boxShows(box: Locator, expected: string): Promise<string> {
  return box.evaluate(
    (input, wanted) =>
      new Promise<string>((resolve) => {
        const deadline = performance.now() + 5000;
        const check = () => {
          const value = (input as HTMLInputElement).value;
          if (value === wanted || performance.now() > deadline) resolve(value);
          else requestAnimationFrame(check);
        };
        check();
      }),
    expected,
  );
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const read = collectionReader(gateway.url, api);
  const shown = [...(await read.collections())].sort((a, b) => b.mediaCount - a.mediaCount)[0]!;
  const all = await read.logs(shown.id);
  const mediaEntry = all.items.find((entry) => entry.type === 1)!;
  // A word of a media entry's message (the item's title is in quotes), to search for.
  const word = /"([^"]+)"/.exec(mediaEntry.message)![1]!.split(' ').sort((a, b) => b.length - a.length)[0]!;
  const serviceCount = async (query: string) =>
    ((await (await fetch(`${gateway.url}/api/collections/logs/${shown.id}/content/1?size=25&${query}`)).json()) as { totalSize: number }).totalSize;

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections/${shown.id}/info`);
  const table = page.getByRole('table');
  await table.waitFor();
  const total = page.locator('.paged-list__total');
  t.match(await total.textContent(), new RegExp(`^${all.totalSize.toLocaleString('en-US')} log entr`), 'the whole log is counted at first');

  t.test('a search narrows the log to what the service matches', async (t) => {
    await page.getByLabel('Search the log').fill(word);
    const expected = await serviceCount(`search=${encodeURIComponent(word)}`);
    await page.waitForURL((url) => url.searchParams.get('logSearch') === word);
    await total.filter({ hasText: new RegExp(`^${expected} log entr`) }).waitFor();
    const messages = await table.locator('tbody .collection-log__message').allTextContents();
    t.ok(messages.length > 0 && messages.every((text) => text.toLowerCase().includes(word.toLowerCase())), `every row shown mentions “${word}”`);

    // The Info tab's own link carries no search: the list shows everything again, and so does the box.
    const box = page.getByLabel('Search the log');
    await page.getByRole('navigation', { name: 'Collection sections' }).getByRole('link', { name: 'Info' }).click();
    await page.waitForURL((url) => !url.searchParams.has('logSearch'));
    await total.filter({ hasText: new RegExp(`^${all.totalSize.toLocaleString('en-US')} log entr`) }).waitFor();
    t.equal(await boxShows(box, ''), '', 'the box no longer shows a search the list does not apply');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('logSearch') === word);
    t.equal(await boxShows(box, word), word, 'Back brings the search back, in the box too');
  });

  t.test('a type and the oldest-first order narrow and turn it, and a reload keeps the choice', async (t) => {
    await page.getByLabel('Search the log').fill('');
    await page.waitForURL((url) => !url.searchParams.has('logSearch'));
    await page.getByLabel('Type').selectOption({ label: 'Collection' });
    const expected = await serviceCount('filter=0');
    await total.filter({ hasText: new RegExp(`^${expected} log entr`) }).waitFor();
    t.same([...new Set(await table.locator('tbody .pill').allTextContents())], ['Collection'], 'only collection entries');

    await page.getByLabel('Type').selectOption({ label: 'All types' });
    await page.getByLabel('Order').selectOption({ label: 'Oldest first' });
    const oldestFirst = (await (await fetch(`${gateway.url}/api/collections/logs/${shown.id}/content/1?size=1&sort=ASC`)).json()) as { items: { message: string }[] };
    const oldest = oldestFirst.items[0]!;
    await table.locator('tbody tr').first().filter({ hasText: oldest.message }).waitFor();
    t.pass('the oldest entry comes first');

    await page.reload();
    await table.locator('tbody tr').first().filter({ hasText: oldest.message }).waitFor();
    t.equal(await page.getByLabel('Order').inputValue(), 'oldest', 'the order is kept after a reload');
  });

  t.test('a type and an order changed in one go are both kept', async (t) => {
    // Both changes in one task, before the page renders again: each must start from the URL as the
    // other left it, not as the last render saw it.
    const [type, order] = [await page.getByLabel('Type').elementHandle(), await page.getByLabel('Order').elementHandle()];
    await page.evaluate(([typeSelect, orderSelect]) => {
      for (const [select, value] of [[typeSelect, '1'], [orderSelect, 'newest']] as const) {
        (select as HTMLSelectElement).value = value;
        select!.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, [type, order] as const);
    const url = await page
      .waitForURL((url) => url.searchParams.get('logType') === '1' && !url.searchParams.has('logOrder'), { timeout: 5000 })
      .then(() => new URL(page.url()), () => new URL(page.url()));
    t.equal(url.searchParams.get('logType'), '1', 'the type is kept in the URL');
    t.notOk(url.searchParams.has('logOrder'), 'and so is the order (newest first, the default)');
    const expected = await serviceCount('filter=1');
    await total.filter({ hasText: new RegExp(`^${expected} log entr`) }).waitFor({ timeout: 5000 });
    t.same([...new Set(await table.locator('tbody .pill').allTextContents())], ['Media'], 'the log shows media entries only');
    // Back to every type, oldest first, as the test before left it.
    await page.getByLabel('Type').selectOption({ label: 'All types' });
    await page.waitForURL((url) => !url.searchParams.has('logType'));
    await page.getByLabel('Order').selectOption({ label: 'Oldest first' });
    await page.waitForURL((url) => url.searchParams.get('logOrder') === 'oldest');
  });

  t.test('an entry the rules made says why, rule by rule, in words', async (t) => {
    // The service's own record of the first entry with one, as the list (oldest first) shows it.
    type RawEntry = { message: string; meta?: { data?: { result: boolean; sectionResults: { ruleResults: { firstValueName: string }[] }[] } } };
    const oldest = (await (await fetch(`${gateway.url}/api/collections/logs/${shown.id}/content/1?size=25&sort=ASC`)).json()) as { items: RawEntry[] };
    const recorded = oldest.items.find((entry) => entry.meta?.data)!;
    const stats = recorded.meta!.data!;
    const row = table.locator('tbody tr').filter({ hasText: recorded.message }).first();
    const why = row.getByText(stats.result ? 'Why: the rules matched' : 'Why: the rules no longer matched');
    await why.click();
    const sections = row.locator('.test-verdict__sections > li');
    await sections.first().waitFor();
    t.equal(await sections.count(), stats.sectionResults.length, 'one entry per section the service recorded');
    t.match(await sections.first().textContent(), /^Section 1: (held|did not hold)/, 'each section says whether it held');
    const rules = await row.locator('.test-verdict__sections li li').allTextContents();
    const names = stats.sectionResults.flatMap((section) => section.ruleResults.map((rule) => rule.firstValueName));
    t.same(rules.map((text) => names.find((name) => text.includes(`${name}:`))), names, 'each rule by the value it looked at, in order');
    t.ok(rules.every((text) => /→ (held|did not hold)$/.test(text)), 'and whether it held');
    const reasons = stats.sectionResults.flatMap((section) => section.ruleResults.flatMap((rule) => (rule as { firstValueReason?: string }).firstValueReason ?? []));
    for (const reason of reasons) t.ok(rules.some((text) => text.includes(`no value (${reason})`)), `a missing value says why: ${reason}`);
    t.notMatch(await row.textContent(), /[{}"]\w+":|sectionResults/, 'no raw JSON');
    const plainEntry = oldest.items.find((entry) => !entry.meta?.data)!;
    t.ok(plainEntry, `the log has an entry without a recorded reason (${plainEntry?.message})`);
    const plain = table.getByRole('cell', { name: plainEntry.message, exact: true }).first();
    await plain.waitFor();
    t.equal(await plain.locator('details').count(), 0, 'an entry without a recorded reason has nothing to open');
  });

  if (api === '3.24') t.test("v3.x's own log page (recorded): a value the rules found missing says why", async (t) => {
    const stopServing = gateway.app.sandbox!.control.respond('GET', new RegExp(`^/api/collections/logs/${shown.id}/content/1\\b`), () => ({ status: 200, json: recordedV3LogPage }));
    t.teardown(stopServing);
    const { page } = await openPage(browser, VIEWPORTS.desktop, { fresh: true });
    await page.goto(`${gateway.url}/collections/${shown.id}/info`);
    const row = page.getByRole('row').filter({ hasText: 'Added "Avatar"' });
    await row.getByText('Why: the rules matched').click();
    const rules = await row.locator('.test-verdict__sections li li').allTextContents();
    t.match(rules[0], /^Plex - Last view date: no value \(Plex Last view date is not recorded for this item\)\. Rule: is before .+ → did not hold$/, 'the reason beside the missing value');
    t.match(rules[1], /^OR Plex - Times viewed: 0\. Rule: is 0 → held$/, 'the rule that held');
    await page.close();
  });

  t.test('a search still pausing when the user leaves for another screen does not bring them back', async (t) => {
    // A page of its own with a fake clock: the search's 300 ms pause ends while the Overview's code is held.
    const { page, context } = await openPage(browser, VIEWPORTS.desktop, { fresh: true });
    t.teardown(() => context.close());
    await page.clock.install();
    await page.goto(`${gateway.url}/collections/${shown.id}/info`);
    await page.getByRole('table').waitFor();
    t.ok(overviewOnly.length > 0, 'the Overview has files the collection did not load');
    const hold = await holdRequests(page, (path) => overviewOnly.includes(path));
    await page.getByLabel('Search the log').fill(word);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL((url) => url.pathname === '/overview');
    await page.clock.runFor(1000);
    hold.release();
    const arrived = await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: 5000 }).then(() => true, () => false);
    t.ok(arrived, 'the Overview shows');
    const url = new URL(page.url());
    t.equal(url.pathname, '/overview', 'the user stays on the Overview');
    t.notOk(url.searchParams.has('logSearch'), 'and the search of the screen left is not in its URL');
  });
});

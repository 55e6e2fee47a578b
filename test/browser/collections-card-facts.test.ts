// /collections on both generations: each card says what the handler does to the collection's items
// in its own action's words, and after how long; a collection the handler passes over (here one
// the service reports inactive) has no next handling, where the same collection active has one.
// Above the cards, "Leaving next" lists the items the handler acts on soonest across them.
import t from 'tap';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { collectionReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { actionInWords, handledLabel, handlerActsOn, mediaTitle } from '../../web/src/features/collections/labels.ts';
import { leaveDate } from '../../web/src/features/collections/time.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const collections = await collectionReader(gateway.url, api).collections();
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections`);
  const cardOf = (title: string) => page.getByRole('list', { name: 'Collections' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const fact = (title: string, name: string) => cardOf(title).locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

  for (const collection of collections) {
    await cardOf(collection.title).waitFor();
    t.equal(await fact(collection.title, 'Action').textContent(), actionInWords(collection.arrAction, collection.kind), `“${collection.title}”: its own action`);
    t.equal(await fact(collection.title, 'Handled').textContent(), handledLabel(collection), 'and after how long');
  }
  t.ok(collections.some((collection) => collection.arrAction !== 0), 'the demo has a collection whose action is not Delete');
  // Side by side, the cards' values line up: each card's names column is as wide as the others'.
  const valueOffsets = await page.locator('.collection-card').evaluateAll((cards) =>
    cards.map((card) => Math.round(card.querySelector('dd')!.getBoundingClientRect().left - card.getBoundingClientRect().left)),
  );
  t.equal(new Set(valueOffsets).size, 1, `every card's values start at one offset (${[...new Set(valueOffsets)].join(', ')} px)`);

  // "Leaving next": the items the handler acts on soonest across the collections, each with its
  // collection and what will be done to it, as the service's full media lists give them.
  const reader = collectionReader(gateway.url, api);
  const acting = collections.filter((collection) => handlerActsOn(collection) && collection.mediaCount > 0);
  t.ok(acting.length >= 2, `the demo has ${acting.length} collections the handler acts on`);
  const candidates = (
    await Promise.all(
      acting.map(async (collection) =>
        (await reader.allMedia(collection.id)).map((row) => ({ collection, title: mediaTitle(row.item!), leaves: leaveDate(row.addDate, collection.deleteAfterDays)!.getTime() })),
      ),
    )
  ).flat();
  const leavingTimes = candidates.map((candidate) => candidate.leaves).sort((a, b) => a - b);
  const leaving = page.getByRole('region', { name: 'Leaving next' }).getByRole('listitem');
  await leaving.first().waitFor();
  // v2.21's list names items by id: the titles come from a look-up each.
  await page.waitForFunction(() => ![...document.querySelectorAll('.leaving-next__title')].some((title) => title.textContent === '…'));
  const shown = await leaving.evaluateAll((rows) => rows.map((row) => [row.querySelector('.leaving-next__title')!.textContent!, row.querySelector('.leaving-next__where')!.textContent!]));
  t.equal(shown.length, Math.min(4, candidates.length), 'four items at most');
  const matches = shown.map(([title, where]) =>
    candidates.find(({ collection, ...candidate }) => candidate.title === title && where === `${actionInWords(collection.arrAction, collection.kind)}, in ${collection.title}`),
  );
  for (const [index, match] of matches.entries()) {
    t.ok(match, `“${shown[index]![0]}” is an item of the collection named, with what the handler will do to it (${shown[index]![1]})`);
    t.equal(match?.leaves, leavingTimes[index], `item ${index + 1} leaves as the ${index + 1}th soonest of all ${candidates.length} does`);
  }
  await leaving.first().getByRole('link').click();
  await page.waitForURL(`**/collections/${matches[0]!.collection.id}/media`);
  t.pass('an item leads to its collection');
  await page.goBack();

  const handled = collections.find((collection) => collection.isActive && collection.mediaCount > 0 && collection.deleteAfterDays !== null && collection.arrAction !== 4)!;
  await fact(handled.title, 'Next handling').waitFor();
  t.pass(`“${handled.title}”, active, has a next handling`);

  // The same collection as the service reports it once switched off: the handler passes it over.
  const listed = (await (await fetch(`${gateway.url}/api/collections`)).json()) as { id: number; isActive: boolean }[];
  gateway.app.sandbox!.control.respond('GET', '/api/collections', () => ({
    json: listed.map((row) => (row.id === handled.id ? { ...row, isActive: false } : row)),
  }));
  await page.reload();
  await cardOf(handled.title).getByText('Inactive', { exact: true }).waitFor();
  t.equal(await cardOf(handled.title).locator('dt', { hasText: /^Next handling$/ }).count(), 0, 'switched off: no next handling');
});

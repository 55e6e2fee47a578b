import t from 'tap';
import { countCards, scrollGridTo, startOverviewRig } from './overview-setup.ts';

t.test('scrolling down loads the next page of the library', async (t) => {
  const rig = await startOverviewRig({ libraries: [{ key: '1', title: 'Films', type: 'movie', size: 2000 }] });
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  await page.getByText('2,000 items').waitFor();
  const firstPages = rig.fake.state.pageRequests.map((r) => r.page);
  t.ok(firstPages.includes(1), 'page 1 was asked for');
  t.notOk(firstPages.some((p) => p > 3), 'nothing far ahead was asked for on arrival');
  const amount = rig.fake.state.pageRequests[0]!.amount;

  // Scroll to the end of the first page: the next page is asked for and its cards appear.
  await scrollGridTo(page, 'Films', (amount + 1) / 2000);
  await page.getByRole('button', { name: new RegExp(`^Film ${amount + 1}\\b`) }).waitFor();
  t.ok(rig.fake.state.pageRequests.some((r) => r.page === 2), 'page 2 was asked for');
});

t.test('the number of cards in the DOM stays bounded after scrolling far, and a fast scroll fires few requests at once', async (t) => {
  const rig = await startOverviewRig({
    libraries: [{ key: '1', title: 'Films', type: 'movie', size: 10000 }],
    pageDelayMs: 150,
  });
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  const cardsAtTop = await countCards(page, 'Films');

  for (let step = 1; step <= 20; step += 1) {
    await scrollGridTo(page, 'Films', step / 20);
    await page.waitForTimeout(30);
  }
  await page.getByRole('button', { name: /^Film 10000\b/ }).waitFor();
  const cardsAtEnd = await countCards(page, 'Films');
  t.ok(cardsAtEnd > 0 && cardsAtEnd <= 120, `cards in the DOM at the end: ${cardsAtEnd} (at the top: ${cardsAtTop})`);
  t.ok(rig.fake.state.maxInFlightPages <= 2, `at most 2 page requests at once (saw ${rig.fake.state.maxInFlightPages})`);
  const pagesAsked = new Set(rig.fake.state.pageRequests.map((r) => r.page)).size;
  const totalPages = Math.ceil(10000 / rig.fake.state.pageRequests[0]!.amount);
  t.ok(pagesAsked < totalPages / 2, `a fast scroll skipped most pages (${pagesAsked} of ${totalPages} asked for)`);
});

import t from 'tap';
import type { Page } from 'playwright-core';
import { countCards, scrollGridTo, startOverviewRig, waitUntil } from './overview-setup.ts';

/** True when the card at a 1-based position is in the DOM and within the window's height. */
function inViewport(page: Page, position: number): Promise<boolean> {
  return page.evaluate((n) => {
    const cell = document.querySelector(`[role="listitem"][aria-posinset="${n}"]`);
    if (!cell) return false;
    const box = cell.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  }, position);
}

t.test('scrolling far loads the page under the viewport, which was not asked for before the scroll', async (t) => {
  const rig = await startOverviewRig({ libraries: [{ key: '1', title: 'Films', type: 'movie', size: 2000 }] });
  t.teardown(() => rig.close());
  const pagesAsked = () => rig.fake.state.pageRequests.map((r) => r.page);
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  await page.getByText('2,000 items').waitFor();
  await waitUntil(() => rig.fake.state.inFlightPages === 0, 'the first pages answered');
  const amount = rig.fake.state.pageRequests[0]!.amount;
  const target = 10;
  const firstOfTarget = (target - 1) * amount + 1;
  t.notOk(pagesAsked().some((n) => n >= target), `page ${target} was not asked for before the scroll`);

  await scrollGridTo(page, 'Films', (firstOfTarget + 4) / 2000);
  await page.getByRole('button', { name: new RegExp(`^Film ${firstOfTarget + 4}\\b`) }).waitFor();
  t.ok(pagesAsked().includes(target), `page ${target} was asked for once the grid scrolled to it`);
});

t.test('the next page is asked for before any of its cards reaches the viewport', async (t) => {
  const rig = await startOverviewRig({ libraries: [{ key: '1', title: 'Films', type: 'movie', size: 2000 }] });
  t.teardown(() => rig.close());
  const asked = (n: number) => rig.fake.state.pageRequests.some((r) => r.page === n);
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);
  await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
  const amount = rig.fake.state.pageRequests[0]!.amount;

  await waitUntil(() => asked(2), 'page 2 asked for');
  t.notOk(await inViewport(page, amount + 1), 'on arrival, page 2 was asked for while its first card was out of view');
  await waitUntil(() => rig.fake.state.inFlightPages === 0, 'the first pages answered');
  t.same([...new Set(rig.fake.state.pageRequests.map((r) => r.page))].sort(), [1, 2], 'and nothing further ahead');

  // Stop early in page 5: page 6 must come before its first row is on screen.
  await scrollGridTo(page, 'Films', (4 * amount + 10) / 2000);
  await page.getByRole('button', { name: new RegExp(`^Film ${4 * amount + 11}\\b`) }).waitFor();
  await waitUntil(() => asked(6), 'page 6 asked for');
  t.notOk(await inViewport(page, 5 * amount + 1), 'page 6 was asked for while its first card was out of view');
  t.equal(rig.fake.state.pageRequests.filter((r) => r.page === 7).length, 0, 'but not page 7');
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

// Test media on both generations, on demo group 1 ("Date added before 3 years ago AND Times viewed
// is 0"): "Ada and the Cipher" (added 2022, never viewed) matches; "Ada and the Archive" (viewed 4
// times) does not, and the verdict says which rule failed with the value the service found. On
// demo group 4 (seasons), a season's verdict names its show.
import t from 'tap';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { mediaReader, SANDBOX_APIS } from '../helpers/generations.ts';
import { escapeRegExp } from './overview-setup.ts';
import { editorReady, startRulesGateway } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** Finds a movie by title, picks it, tests it; returns the verdict region. */
async function testTitle(page: Page, title: string) {
  const panel = page.getByRole('region', { name: 'Test media' });
  await panel.getByLabel('Find a movie', { exact: true }).fill(title);
  await panel.getByRole('button', { name: new RegExp(`^${title}( \\(\\d{4}\\))?$`) }).click();
  await panel.getByRole('button', { name: `Test “${title}”` }).click();
  const verdict = panel.getByRole('status', { name: new RegExp(`^Verdict for ${title}`) });
  await verdict.waitFor();
  return verdict;
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}: test media`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/rules/1/edit`);
  await editorReady(page);

  // Found titles are buttons four to a row on a desktop: a long one wraps inside its button.
  const finder = page.getByRole('region', { name: 'Test media' });
  await finder.getByLabel('Find a movie', { exact: true }).fill('Ada and the');
  await finder.getByRole('button', { name: /^Ada and the / }).first().waitFor();
  const overflowing = await finder.getByRole('button', { name: /^Ada and the / }).evaluateAll((buttons) =>
    buttons.filter((button) => button.scrollWidth > button.clientWidth + 1).map((button) => button.textContent),
  );
  t.same(overflowing, [], 'no found title runs past its button');

  const yes = await testTitle(page, 'Ada and the Cipher');
  t.match(await yes.locator('.test-verdict__summary').innerText(), /^“Ada and the Cipher( \(\d{4}\))?” matches these rules \(its one section held\)/, 'a match says so');
  const yesLines = await yes.locator('li li').allInnerTexts();
  t.equal(yesLines.length, 2, 'one line per rule');
  t.match(yesLines[1], /Times viewed: 0\. Rule: is 0 → held$/, 'the Times viewed rule held with 0');
  const body = gateway.control.requestsTo('POST', '/api/rules/test');
  t.equal(body.length, 1, 'the service was asked');

  const no = await testTitle(page, 'Ada and the Archive');
  t.match(await no.locator('.test-verdict__summary').innerText(), /^“Ada and the Archive( \(\d{4}\))?” does not match these rules/, 'a non-match says so');
  const noLines = await no.locator('li li').allInnerTexts();
  t.match(noLines[0], /Date added: .*\. Rule: is before .* → held$/, 'the date rule held');
  t.match(noLines[1], /^AND .*Times viewed: 4\. Rule: is 0 → did not hold$/, 'the Times viewed rule did not, with the 4 views found');
  t.match(await no.locator('.test-verdict__section').first().innerText(), /Section 1: did not hold/);

  // "Season 1" alone does not say of which show, and two shows may share a title: the show and its year.
  const reader = mediaReader(gateway.url, api);
  const showLibrary = (await reader.libraries()).find((library) => library.kind === 'show')!;
  const shows = (await reader.page(showLibrary, 1, 30)).items;
  const show = shows.find((item) => shows.filter((other) => other.title.includes(item.title)).length === 1)!;
  const season = (await reader.children(show.id))[0]!;
  await page.goto(`${gateway.url}/rules/4/edit`);
  await editorReady(page);
  const panel = page.getByRole('region', { name: 'Test media' });
  await panel.getByLabel('Find a show', { exact: true }).fill(show.title);
  await panel.getByRole('button', { name: new RegExp(`^${escapeRegExp(show.title)}( \\(\\d{4}\\))?$`) }).click();
  await panel.getByLabel(`Season of ${show.title}`).selectOption({ label: season.title });
  await panel.getByRole('button', { name: `Test “${season.title}”` }).click();
  const named = `${show.year ? `${show.title} (${show.year})` : show.title}: ${season.title}`;
  const verdict = panel.getByRole('status', { name: `Verdict for ${named}` });
  await verdict.waitFor();
  t.match(await verdict.locator('.test-verdict__summary').innerText(), new RegExp(`^“${escapeRegExp(named)}” (matches|does not match) these rules`), `the season is named with its show and the show's year (${named})`);
});

// Each screen's styles come with the screen: the page's stylesheet holds the shell's, the Overview
// opened first asks for its own and no other screen's, and a screen opened later shows only once its
// stylesheet applies (the current screen stays meanwhile, as it does for the screen's code).
import t from 'tap';
import { readFirstLoad } from '../../bench/first-load-bytes.mjs';
import { holdRequests, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const manifest = readFirstLoad();
const stylesOf = (screen: string) => manifest.screens[screen]!.filter((file) => file.endsWith('.css')).map((file) => `/${file}`);

const browser = await launchBrowser();
t.teardown(() => browser.close());
const gateway = await startGateway({}, { sandboxApi: '3.24' });
t.teardown(() => gateway.close());

t.test('the Overview opened first loads its own styles and no other screen\'s', async (t) => {
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.css')) asked.push(path);
  });
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  const overviewStyles = stylesOf('overview');
  t.ok(overviewStyles.length > 0, 'the Overview has a stylesheet of its own');
  t.same([...new Set(asked)].sort(), [`/${manifest.stylesheet}`, ...overviewStyles].sort(), 'the page\'s stylesheet and the Overview\'s, nothing else');
  // The grid's cells are placed by the Overview's styles: without them they would stack.
  const cells = page.locator('.virtual-grid__cell');
  await cells.nth(1).waitFor();
  const tops = await cells.evaluateAll((all) => all.slice(0, 2).map((cell) => cell.getBoundingClientRect().top));
  t.equal(tops[0], tops[1], 'the first two cards sit side by side');
});

t.test('the Rules screen shows once its styles apply; the Overview stays meanwhile', async (t) => {
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  const overviewFiles = new Set(manifest.screens.overview!.map((file) => `/${file}`));
  const held = stylesOf('rules').filter((file) => !overviewFiles.has(file));
  const rulesCode = manifest.screens.rules!.map((file) => `/${file}`).filter((file) => file.endsWith('.js') && !overviewFiles.has(file));
  t.ok(held.length > 0 && rulesCode.length > 0, 'the Rules screen has styles and code the Overview does not load');
  const codeIn = new Set<string>();
  page.on('requestfinished', (request) => codeIn.add(new URL(request.url()).pathname));
  const hold = await holdRequests(page, (path) => held.includes(path));
  await page.goto(`${gateway.url}/overview`);
  const overviewHeading = page.getByRole('heading', { level: 1, name: 'Overview' });
  await overviewHeading.waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
  await page.waitForURL((url) => url.pathname === '/rules');
  // The screen's code is in and its stylesheets are applied (held): only the styles keep it back.
  await page.waitForFunction(
    (hrefs) => hrefs.every((href) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => new URL(link.href).pathname === href)),
    held,
  );
  while (!rulesCode.every((file) => codeIn.has(file))) await page.waitForEvent('requestfinished');
  // Arrived is not run: importing the same URLs resolves once the page's copy of the code has run.
  await page.evaluate((urls) => Promise.all(urls.map((url) => import(url))), rulesCode.map((file) => `${gateway.url}${file}`));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  t.ok(await overviewHeading.isVisible(), 'the Overview is still shown while the styles are held');
  t.ok(hold.asked() > 0, 'the styles were asked for');
  hold.release();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  // The Rules screen's own rule: its header's buttons are 44 px tall, a touch target.
  const height = await page.getByRole('link', { name: 'New rule group' }).evaluate((link) => getComputedStyle(link).minHeight);
  t.equal(height, '44px', 'the Rules screen\'s styles apply');
});

t.test('a screen looks the same whichever screens were opened before it', async (t) => {
  const { page, context } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => context.close());
  const menu = page.getByRole('navigation', { name: 'Main' });
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color, style.borderTopColor, style.minHeight, style.borderTopLeftRadius, style.fontSize].join(' ');
  };
  /** The Back button, a pill on the Overview's first card and one on the Rules screen's first group. */
  const backLook = () => page.getByRole('button', { name: 'Back' }).evaluate(look);
  const overviewPill = () => page.getByRole('main').locator('.media-card__meta .pill').first().evaluate(look);
  const rulesPill = () => page.getByRole('list', { name: 'Rule groups' }).locator('.pill').first().evaluate(look);

  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  const before = { back: await backLook(), overview: await overviewPill() };
  await menu.getByRole('link', { name: 'Rules' }).click();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  const rulesAfterOverview = await rulesPill();
  t.equal(await backLook(), before.back, 'the Back button on the Rules screen looks as on the Overview');
  await menu.getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  t.equal(await overviewPill(), before.overview, 'the Overview\'s pills look the same after the Rules screen\'s styles came');

  // The other way round, in a fresh page: Rules first, then the Overview, then Rules again.
  const other = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => other.context.close());
  const second = other.page;
  await second.goto(`${gateway.url}/rules`);
  await second.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  const rulesFirst = await second.getByRole('list', { name: 'Rule groups' }).locator('.pill').first().evaluate(look);
  t.equal(rulesFirst, rulesAfterOverview, 'the Rules screen\'s pills look the same opened first or after the Overview');
  await second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
  await second.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
  t.equal(await second.getByRole('main').locator('.media-card__meta .pill').first().evaluate(look), before.overview, 'the Overview\'s pills look the same after the Rules screen');
  await second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
  await second.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  t.equal(await second.getByRole('list', { name: 'Rule groups' }).locator('.pill').first().evaluate(look), rulesFirst, 'and the Rules screen\'s after the Overview\'s styles came');
});

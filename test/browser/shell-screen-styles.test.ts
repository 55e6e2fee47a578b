// Each screen's styles come with the screen: the page's stylesheet holds the shell's, the Overview
// opened first asks for its own and no other screen's, and a screen opened later shows only once its
// stylesheet applies (the current screen stays meanwhile, as it does for the screen's code).
import t from 'tap';
import { readFileSync } from 'node:fs';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const root = new URL('../../', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${root}dist/first-load.json`, 'utf8')) as { stylesheet: string; screens: Record<string, string[]> };
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
  const held = stylesOf('rules').filter((file) => !stylesOf('overview').includes(file));
  t.ok(held.length > 0, 'the Rules screen has styles the Overview does not load');
  let asked = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route((url) => held.includes(url.pathname), async (route) => {
    asked += 1;
    await gate;
    await route.continue();
  });
  await page.goto(`${gateway.url}/overview`);
  const overviewHeading = page.getByRole('heading', { level: 1, name: 'Overview' });
  await overviewHeading.waitFor();
  // No hover prefetch: the click asks for the screen and its styles together.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
  await page.waitForURL((url) => url.pathname === '/rules');
  await page.waitForFunction(() => document.querySelectorAll('link[rel="stylesheet"]').length > 1);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  t.ok(await overviewHeading.isVisible(), 'the Overview is still shown while the styles are held');
  t.ok(asked > 0, 'the styles were asked for');
  open();
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  // The Rules screen's own rule: its header's buttons are 44 px tall, a touch target.
  const height = await page.getByRole('link', { name: 'New rule group' }).evaluate((link) => getComputedStyle(link).minHeight);
  t.equal(height, '44px', 'the Rules screen\'s styles apply');
});

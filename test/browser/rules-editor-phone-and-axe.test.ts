// The rule editor at phone width (390 px) on both generations: /rules/new and /rules/1/edit do not
// overflow sideways and the builder stacks (each rule's fields one under the other); axe finds no
// violations on /rules, /rules/new and /rules/1/edit.
import t from 'tap';
import { horizontalOverflow, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { axeViolations } from '../helpers/axe.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { editorReady, ruleItem, startRulesGateway } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}: phone width and axe`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser, VIEWPORTS.phone);

  for (const path of ['/rules/new', '/rules/1/edit']) {
    await page.goto(`${gateway.url}${path}`);
    await editorReady(page);
    // A filled rule shows every field of the row.
    if (path === '/rules/new') {
      const rule = ruleItem(page, 1, 1);
      await rule.getByLabel('Property', { exact: true }).selectOption({ label: 'Plex › Date added' });
      await rule.getByLabel('Comparison', { exact: true }).selectOption({ label: 'is before' });
    }
    const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    t.ok(sizes.scroll <= sizes.client, `${path}: no horizontal overflow (${sizes.scroll} ≤ ${sizes.client})`);
    const overflow = await horizontalOverflow(page);
    t.same(overflow.elements, [], `${path}: nothing crosses the edge`);
    const boxes = await ruleItem(page, 1, 1).evaluate((row) =>
      [...row.querySelectorAll('.rule-row__fields select, .rule-row__fields input:not([type="search"])')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => ({ top: box.top, bottom: box.bottom, left: box.left })),
    );
    t.ok(boxes.length >= 3, `${path}: the rule shows its fields`);
    t.ok(boxes.every((box, index) => index === 0 || box.top >= boxes[index - 1]!.bottom - 1), `${path}: the rule's fields stack one under the other`);
  }

  await page.setViewportSize(VIEWPORTS.desktop);
  for (const path of ['/rules', '/rules/new', '/rules/1/edit']) {
    await page.goto(`${gateway.url}${path}`);
    if (path === '/rules') await page.getByRole('heading', { level: 2 }).first().waitFor();
    else await editorReady(page);
    t.same(await axeViolations(page), [], `axe: no violations on ${path}`);
  }
});

// The Notifications tab on a 390 px phone, on both generations: nothing sticks out sideways with the
// list or the longest form (Email) open, axe finds nothing, every control is at least 44 px tall,
// and the keyboard alone opens and closes the form with focus back on the button that opened it.
import t from 'tap';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { horizontalOverflow, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** Visible controls of the tab shorter than 44 px, named by tag and text or label. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('section[aria-labelledby="notifications-title"]')!;
    const controls = panel.querySelectorAll<HTMLElement>('button, select, textarea, input:not([type="checkbox"]), label:has(input[type="checkbox"])');
    return [...controls]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => element.getBoundingClientRect().height < 44)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent || element.id).trim()}" ${Math.round(element.getBoundingClientRect().height)} px`);
  });
}

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const gateway = await startGateway({}, { sandboxApi: api });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser, VIEWPORTS.phone);
  await page.goto(`${gateway.url}/settings/notifications`);
  await page.getByRole('button', { name: 'Add agent' }).waitFor();
  await page.getByRole('listitem', { name: 'Discord: media handled' }).waitFor();

  t.same(await horizontalOverflow(page), { pageOverflowPx: 0, elements: [] }, 'the list fits 390 px');
  t.same(await axeViolations(page), [], 'the list: no accessibility violations');
  t.same(await smallTargets(page), [], 'the list: every control is at least 44 px tall');

  const add = page.getByRole('button', { name: 'Add agent' });
  await add.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'notification-new-type');
  t.pass('Enter opens the form with focus on the agent type');
  await page.keyboard.press('Escape');
  await add.waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'notification-add');
  t.pass('Escape closes it and focus is back on Add agent');

  await add.click();
  await page.getByLabel('Agent type').selectOption({ label: 'Email' });
  await page.getByLabel('SMTP port').waitFor();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.locator('#notification-new-email-smtpHost-error').waitFor();
  t.same(await horizontalOverflow(page), { pageOverflowPx: 0, elements: [] }, 'the Email form, messages shown, fits 390 px');
  t.same(await axeViolations(page), [], 'the form: no accessibility violations');
  t.same(await smallTargets(page), [], 'the form: every control is at least 44 px tall');
  await page.getByRole('button', { name: 'Cancel' }).click();

  const edit = page.getByRole('button', { name: 'Edit Discord: media handled' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Webhook URL').waitFor();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Edit Discord: media handled');
  t.pass('focus returns to the Edit button that opened the form');
  await page.close();
});

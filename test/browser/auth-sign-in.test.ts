// Login in Chromium, against the sandbox with AUTH=login: the first visit creates the
// admin account; a reload stays signed in; Sign out in the side menu; a sign-in returns to the page
// asked for, also when a session ends under an open app (the 401 round trip).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser, openPage, VIEWPORTS, settledTitle } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
const gateway = await startGateway({ AUTH: 'login' }, { sandboxApi: '3.24' });
t.teardown(async () => {
  await browser.close();
  await gateway.close();
});

const USERNAME = 'curator';
const PASSWORD = 'long enough password';

async function signInAs(page: Page, password = PASSWORD) {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

t.test('first run: the account is created, then the page asked for opens', async (t) => {
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  const writes: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && writes.push(new URL(request.url()).pathname));
  await page.goto(`${gateway.url}/settings/jobs`);
  await page.getByRole('heading', { name: 'Create the admin account' }).waitFor();
  t.equal(await settledTitle(page, 'Maintainerr - Create the admin account'), 'Maintainerr - Create the admin account');
  const demoNotice = page.getByRole('complementary', { name: 'Demo mode' });
  t.match(await demoNotice.innerText(), 'set MAINTAINERR_URL to connect your server', 'the demo says it is one before an account is made for it');
  const [noticeBox, cardBox] = [await demoNotice.boundingBox(), await page.locator('.auth-screen__card').boundingBox()];
  t.same([noticeBox?.x, noticeBox?.width], [cardBox?.x, cardBox?.width], 'the notice lines up with the form under it');
  t.same(await axeViolations(page), [], 'no accessibility violations');

  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password', { exact: true }).fill('too short');
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('At least 10 characters', { exact: true }).waitFor();
  t.equal(await page.getByText(/at least 10 characters/i).count(), 1, 'the message is not said twice (the hint words it otherwise)');
  await page.getByText('The passwords do not match').waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'setup-password');
  t.pass('the focus goes to the first field to mend');
  t.same(writes, [], 'nothing is sent while the form is invalid');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel('Confirm password').press('Enter');
  await page.getByLabel('Rule Handler').waitFor();
  t.equal(new URL(page.url()).pathname, '/settings/jobs', 'the page asked for');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5000 }).catch(() => undefined);
  t.equal(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`), 'H1 Settings', "the form gone, the focus is on the screen's heading");
  const signedInAs = page.getByText(`Signed in as ${USERNAME}`);
  t.ok(await signedInAs.isVisible(), 'the side menu says who is signed in');
  t.ok(await signedInAs.evaluate((element) => element.scrollWidth <= element.clientWidth), 'with the whole name, not cut short');

  await page.reload();
  await page.getByLabel('Rule Handler').waitFor();
  t.equal(await page.getByRole('heading', { name: 'Sign in' }).count(), 0, 'a reload stays signed in');
  await page.close();
});

t.test('sign out, a wrong password, then sign in again', async (t) => {
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/overview`);
  await signInAs(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  t.equal((await fetch(`${gateway.url}/api/settings`)).status, 401, 'the gateway still guards the API');

  await signInAs(page, 'not the password');
  t.equal(await page.getByRole('alert').textContent(), 'Wrong username or password');
  t.same(await axeViolations(page), [], 'no accessibility violations on the sign-in screen');
  // The keyboard waits in the password, its text selected: typing replaces it.
  const password = page.getByLabel('Password');
  await page.waitForFunction(() => document.activeElement?.id === 'sign-in-password');
  t.same(await password.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd]), [0, 'not the password'.length], 'its text selected');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  t.equal(new URL(page.url()).pathname, '/overview');
  await page.close();
});

t.test('a session that ends under the open app: sign in, and the page wanted opens', async (t) => {
  const { context, page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/collections`);
  await signInAs(page);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await context.clearCookies();
  // The next call meets the 401: usually the Rules page's, but a call the open page makes by itself
  // may come first, and then the sign-in screen stands on /collections before the click can land.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click({ timeout: 5000 }).catch(() => undefined);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  t.ok(await page.getByText('Your session has ended').isVisible(), 'says why');
  const wanted = new URL(page.url()).pathname;
  t.ok(['/rules', '/collections'].includes(wanted), `the address keeps the page wanted (${wanted})`);
  await signInAs(page);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  if (wanted === '/rules') await page.getByRole('heading', { name: 'Rules', level: 1 }).waitFor();
  t.equal(new URL(page.url()).pathname, wanted, 'and it opens after signing in');
  t.equal(await page.getByRole('heading', { name: 'Sign in' }).count(), 0);
  await page.close();
});

/** The built scripts that hold `text` (the forms' own chunks are found by their words). */
function chunksHolding(text: string): string[] {
  const assets = fileURLToPath(new URL('../../dist/web/assets/', import.meta.url));
  return readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(text));
}

t.test("the sign-in form's code loads only for a browser that signs in, and a failed load can be tried again", async (t) => {
  const signInChunks = chunksHolding('Remember me');
  t.ok(signInChunks.length > 0, `the sign-in form's code: ${signInChunks.join(', ')}`);
  const asked = (page: Page) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').at(-1)!);
    });
    return scripts;
  };

  const { page } = await openPage(browser, VIEWPORTS.desktop);
  await page.goto(`${gateway.url}/overview`);
  await signInAs(page);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  const signedIn = await page.context().newPage();
  const scripts = asked(signedIn);
  await signedIn.goto(`${gateway.url}/overview`);
  await signedIn.getByRole('navigation', { name: 'Main' }).waitFor();
  await signedIn.getByText(/^[\d,]+ items$/).waitFor();
  t.ok(scripts.length > 3, `a signed-in Overview loaded ${scripts.length} scripts`);
  t.same(scripts.filter((script) => signInChunks.includes(script)), [], 'none of them the sign-in form');
  await signedIn.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  // A fresh page, whose sign-in code cannot load: it says so; Try again asks for the code again
  // (by reloading the page where the browser keeps a failed module), and once the code can load,
  // Try again shows the form.
  const fresh = await page.context().newPage();
  let attempts = 0;
  await fresh.route((url) => signInChunks.some((chunk) => url.pathname.endsWith(`/${chunk}`)), (route) => {
    attempts += 1;
    return route.abort();
  });
  await fresh.goto(`${gateway.url}/overview`);
  const failed = fresh.getByRole('heading', { name: 'Cannot load the sign-in page' });
  await failed.waitFor();
  t.pass('a failed load of the form says so');
  const attemptsBefore = attempts;
  await fresh.getByRole('button', { name: 'Try again' }).click();
  await fresh.waitForFunction(() => document.querySelector('[role="alert"]') !== null);
  await failed.waitFor();
  t.ok(attempts > attemptsBefore, `Try again asked for the code again (${attemptsBefore} -> ${attempts} requests)`);
  await fresh.unrouteAll();
  await fresh.getByRole('button', { name: 'Try again' }).click();
  await fresh.getByRole('heading', { name: 'Sign in' }).waitFor();
  t.pass('the code reachable again, Try again shows the form');
  await fresh.close();
  await page.close();
});

// The page starts the app's first reads while its scripts download (link preloads): the app must
// use those answers, not ask again, and a browser that signs in on the page must get fresh ones.
import t from 'tap';
import type { Page, Request } from 'playwright-core';
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const FIRST_READS = ['/auth/status', '/api/app/status', '/api/settings/test/setup'];

/** Every request the page sends, by path, with the status it got (0 until answered). */
function recordRequests(page: Page): { path: string; status: number }[] {
  const seen: { path: string; status: number }[] = [];
  const byRequest = new Map<Request, { path: string; status: number }>();
  page.on('request', (request) => {
    const entry = { path: new URL(request.url()).pathname, status: 0 };
    seen.push(entry);
    byRequest.set(request, entry);
  });
  page.on('response', (response) => {
    const entry = byRequest.get(response.request());
    if (entry) entry.status = response.status();
  });
  return seen;
}

t.test('the first reads are asked once: the app uses the page\'s preloads', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  const requests = recordRequests(page);
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('link', { name: /^Version:/ }).getByText('3.24.0').waitFor();
  // The Overview's first cards mean the app has read everything it starts with.
  await page.locator('.media-card').first().waitFor();
  for (const path of FIRST_READS) {
    t.equal(await page.locator(`link[rel="preload"][href="${path}"]`).count(), 1, `the page preloads ${path}`);
    t.equal(requests.filter((request) => request.path === path).length, 1, `${path} is asked once`);
  }
  await page.close();
});

t.test('signing in on the page: the reads after it are fresh, not the signed-out answers', async (t) => {
  const gateway = await startGateway({ AUTH: 'login' }, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  const requests = recordRequests(page);
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('heading', { name: 'Create the admin account' }).waitFor();
  await page.getByLabel('Username').fill('curator');
  await page.getByLabel('Password', { exact: true }).fill('long enough password');
  await page.getByLabel('Confirm password').fill('long enough password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('link', { name: /^Version:/ }).getByText('3.24.0').waitFor();
  await page.locator('.media-card').first().waitFor();
  const refused = requests.filter((request) => request.path.startsWith('/api/') && request.status === 401);
  t.same(refused, [], 'no read under /api was refused: none was sent before signing in');
  t.equal(await page.getByRole('heading', { name: 'Sign in' }).count(), 0, 'the app stays open');
  await page.close();
});

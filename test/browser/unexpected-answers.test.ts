// A service whose answers this app does not understand (a newer or broken one), or that lacks a
// path (a generation without it): each screen says what it could not load, the detail goes to the
// console, and the rest of the app keeps working; nothing blanks the page.
import t from 'tap';
import type { ServerResponse } from 'node:http';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { startUpstream } from '../helpers/upstream.ts';

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
};

// A v3.24 service that answers its libraries in a shape nobody knows, and has no rule queue path.
const upstream = await startUpstream((request, response) => {
  const path = request.url!.split('?')[0];
  if (path === '/api/app/status') return json(response, 200, { status: 1, version: '3.24.0', commitTag: '', updateAvailable: false });
  if (path === '/api/settings/test/setup') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('true');
  if (path === '/api/media-server/libraries') return json(response, 200, { sections: [{ key: 1, name: 'Movies' }] });
  if (path === '/api/rules') return json(response, 200, [{ id: 1, title: 'Old films' }]);
  if (path === '/api/events/stream') return response.writeHead(200, { 'content-type': 'text/event-stream' }).write('\n');
  return json(response, 404, { message: `Cannot GET ${path}`, error: 'Not Found', statusCode: 404 });
});
const gateway = await startGateway({ MAINTAINERR_URL: upstream.url });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.close();
  await gateway.close();
  await upstream.close();
});

t.test('the Overview says the libraries could not be loaded; the console has the detail', async (t) => {
  const { page, consoleErrors } = await openPage(browser);
  await page.goto(`${gateway.url}/overview`);
  await page.getByRole('alert').filter({ hasText: 'The libraries could not be loaded.' }).waitFor();
  t.ok(consoleErrors.some((line) => line.includes('Unexpected answer from /media-server/libraries')), 'what did not fit is logged');
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).first().waitFor();
  t.pass('the shell is still there');
  await page.close();
});

t.test('the Rules list says so too, and About still shows what did load', async (t) => {
  const { page, consoleErrors } = await openPage(browser);
  await page.goto(`${gateway.url}/rules`);
  await page.getByRole('alert').filter({ hasText: 'Could not load rules: The service sent an answer this app does not understand' }).waitFor();
  t.ok(consoleErrors.some((line) => line.includes('Unexpected answer from /rules')));
  await page.goto(`${gateway.url}/settings/about`);
  await page.locator('dt:text-is("API generation") + dd').filter({ hasText: '3' }).waitFor();
  t.equal(await page.locator('dt:text-is("Version") + dd').innerText(), '3.24.0');
  await page.close();
});

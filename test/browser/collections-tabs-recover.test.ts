// A collection's paged tab (its media, exclusions, logs) whose first load failed while the service
// could not be reached loads by itself once the service is back, as every other screen does, with
// no "Try again" pressed. SWR's own retries had given up by then, and the refresh on the service's
// return passed paged lists over. The code is the same on both generations: one is enough.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('the Exclusions tab, failed while the service was down, loads once it is back', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const control = gateway.app.sandbox!.control;
  const unreachable = () => ({ status: 502, json: { statusCode: 502, error: 'Bad Gateway', message: 'unreachable', code: 'GW_ERR_UPSTREAM_UNREACHABLE' } });
  const exclusions = /^\/api\/collections\/exclusions\/1\/content\//;
  const asked = () => control.requests.filter((request) => request.method === 'GET' && exclusions.test(request.path)).length;
  const stop = control.respond('GET', exclusions, unreachable);
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/collections/1/exclusions`);
  const failed = page.getByText(/^Could not load the exclusions/);
  await failed.waitFor();
  await page.getByText('Maintainerr cannot be reached.').waitFor();
  // SWR asks 4 times (3 retries, 1 + 2 + 4 s apart) and then gives up.
  const deadline = Date.now() + 15_000;
  while (asked() < 4 && Date.now() < deadline) await page.waitForTimeout(200);
  t.ok(asked() >= 4, `the tab asked ${asked()} times`);
  await page.waitForTimeout(1000);
  stop();
  // The notice's own probe (every 5 s) finds the service answering, and the screens are refreshed.
  await t.resolves(failed.waitFor({ state: 'detached', timeout: 12_000 }), 'the tab loaded by itself');
  t.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0, 'no Try again left to press');
});

// On v3.24 the event stream resumes where it broke: when the stream is cut during a rule run, the
// page opens a new one naming the last event it saw, the gateway's stream resumes from the service,
// and the panel carries on to the run's end without losing or repeating a step.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { startSandboxService } from '../helpers/sandbox-service.ts';

// Long enough to cut the stream in the middle of the run.
const service = await startSandboxService({ apiVersion: '3.24', runMs: 6000 });
const gateway = await startGateway({ MAINTAINERR_URL: service.url });
const browser = await launchBrowser();
t.teardown(async () => {
  await browser.close();
  await gateway.close();
  await service.close();
});

t.test('a stream cut during a run resumes from the last event id', async (t) => {
  const { page } = await openPage(browser);
  const streamUrls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/events/stream')) streamUrls.push(request.url());
  });
  await page.goto(`${gateway.url}/rules`);
  await service.control.waitForStreams(1);
  await page.getByRole('button', { name: 'Run Rules' }).click();
  const panel = page.getByRole('region', { name: 'Rule handler progress' });
  await panel.getByText(/^Processing: /).waitFor();

  service.control.cutStreams();
  await service.control.waitForStreams(1, 15_000);
  await page.waitForFunction(() => true);
  const resumed = streamUrls.at(-1)!;
  t.match(new URL(resumed).searchParams.get('lastEventId'), /^\d+$/, `the new stream names the last event seen (${resumed})`);
  const atService = service.control.requestsTo('GET', '/api/events/stream').at(-1)!;
  // The gateway's one shared upstream resumes from the last event it passed on, with the
  // Last-Event-ID header the service's recorded reconnects carry.
  const resumedFrom = atService.lastEventId ?? new URL(atService.path, 'http://service').searchParams.get('lastEventId');
  t.match(resumedFrom, /^\d+$/, `and the service was asked to resume from an event id (${atService.path}, Last-Event-ID ${atService.lastEventId})`);

  await panel.waitFor({ state: 'hidden', timeout: 30_000 });
  t.pass('the run ran to its end on the resumed stream and the panel hid');
  await page.getByRole('button', { name: 'Run Rules' }).waitFor();
  t.equal(await page.getByRole('button', { name: 'Run Rules' }).isEnabled(), true, 'the running flag is off again');
});

// Settings > About's release notes, on both generations (GET /api/app/releases is the same on both):
// the latest releases with their dates, the latest and the running one marked, what changed folded,
// and their GitHub pages; drafts left out. Without internet the service answers [] (recorded), and
// the page says why there are none.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

const release = (tag: string, fields: Record<string, unknown> = {}) => ({
  name: `Maintainerr ${tag}`,
  tag_name: tag,
  body: `## What changed in ${tag}\n- a fix\n- another`,
  html_url: `https://github.com/Maintainerr/Maintainerr/releases/tag/${tag}`,
  created_at: '2026-11-20T10:00:00Z',
  published_at: '2026-11-20T10:00:00Z',
  prerelease: false,
  draft: false,
  ...fields,
});

for (const api of SANDBOX_APIS) {
  t.test(`Maintainerr ${api}`, async (t) => {
    const gateway = await startGateway({}, { sandboxApi: api });
    t.teardown(() => gateway.close());
    const running = ((await (await fetch(`${gateway.url}/api/app/status`)).json()) as { version: string }).version;
    const { page } = await openPage(browser);

    await page.goto(`${gateway.url}/settings/about`);
    const notes = page.getByRole('region', { name: 'Releases' });
    await notes.getByText('No release notes: Maintainerr could not reach GitHub for them.').waitFor();
    t.pass('none without internet, and why');

    const releases = [
      release('v9.0.0-beta.1', { prerelease: true, name: '' }),
      release('v9.0.0-draft', { draft: true }),
      release('v9.0.0'),
      release(`v${running}`, { published_at: null }),
      // Notes and a page that are not what they should be: shown as text, not followed.
      release('v0.0.1', { html_url: 'javascript:alert(1)', body: '<img src=x onerror="window.hacked=1">' }),
    ];
    t.teardown(gateway.app.sandbox!.control.respond('GET', '/api/app/releases', () => ({ json: releases })));
    await page.reload();
    const item = (name: string) => notes.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await item('Maintainerr v9.0.0').waitFor();
    t.equal(await notes.getByRole('listitem').count(), 4, 'the draft is left out');
    t.ok(await item('v9.0.0-beta.1').getByText('Pre-release').isVisible(), 'a pre-release, named by its tag when it has no name');
    t.equal(await item('v9.0.0-beta.1').getByText('Latest').count(), 0, 'and not the latest');
    t.ok(await item('Maintainerr v9.0.0').getByText('Latest').isVisible(), 'the newest release is the latest');
    t.ok(await item(`Maintainerr v${running}`).getByText('Running').isVisible(), `the one running (${running}) is marked`);
    const link = item('Maintainerr v9.0.0').getByRole('link', { name: 'Maintainerr v9.0.0 on GitHub' });
    t.equal(await link.getAttribute('href'), 'https://github.com/Maintainerr/Maintainerr/releases/tag/v9.0.0');
    const changes = item('Maintainerr v9.0.0').getByText('## What changed in v9.0.0', { exact: false });
    t.notOk(await changes.isVisible(), 'what changed is folded');
    await item('Maintainerr v9.0.0').getByText('What changed in Maintainerr v9.0.0', { exact: true }).click();
    await changes.waitFor();
    t.pass('and opens');
    const odd = item('Maintainerr v0.0.1');
    t.equal(await odd.getByRole('link').count(), 0, 'a page off github.com is not linked');
    await odd.getByText('What changed in Maintainerr v0.0.1', { exact: true }).click();
    await odd.getByText('<img src=x onerror="window.hacked=1">').waitFor();
    t.equal(await odd.locator('img').count(), 0, 'markup in the notes is shown as text');
    t.equal(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked), undefined, 'and runs nothing');
    await page.close();
  });
}

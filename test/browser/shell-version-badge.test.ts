// The version badge on both API generations: what each kind of build shows, the highlight when out
// of date, the default until the status loads ('unavailable' while the service cannot be reached),
// and its link to /settings/about. A develop or local
// build names no generation, so the app finds it with its probe (/media-server/type).
import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { pathOf, startShellRig } from './shell-rig.ts';
import { RELEASE_VERSION } from './shell-service.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

/** The release before: 2.20.0 for 2.21.0, 3.23.0 for 3.24.0. */
const previousRelease = (version: string) => version.replace(/^(\d+)\.(\d+)\./, (_all, major, minor) => `${major}.${Number(minor) - 1}.`);

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}`, async (t) => {
  const rig = await startShellRig({}, {}, { api, browser });
  t.teardown(() => rig.close());
  const release = RELEASE_VERSION[api];

  const kinds = [
    { name: 'a local build', status: { status: 1, version: 'develop-', commitTag: 'local', updateAvailable: false }, shows: ['Keep it up!'] },
    { name: 'a develop build', status: { status: 1, version: 'develop-abc1234', commitTag: '', updateAvailable: false }, shows: ['Develop', 'abc1234'] },
    { name: 'a stable build', status: { status: 1, version: release, commitTag: '', updateAvailable: false }, shows: ['Stable', release] },
    { name: 'an out-of-date stable build', status: { status: 1, version: previousRelease(release), commitTag: '', updateAvailable: true }, shows: ['Stable', 'Out of Date'] },
  ] as const;

  for (const kind of kinds) {
    t.test(`desktop: ${kind.name}`, async (t) => {
      rig.fake.state.appStatus = { ...kind.status };
      const { page, context } = await rig.open('desktop', '/overview');
      t.teardown(() => context.close());
      const badge = page.getByRole('link', { name: /^Version:/ });
      await badge.getByText(kind.shows[0], { exact: true }).waitFor();
      for (const text of kind.shows) t.ok(await badge.getByText(text, { exact: true }).isVisible(), `shows ${text}`);
      // Highlighted means the amber accent background (--accent-strong).
      const background = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
      t.equal(background === 'rgb(217, 119, 6)', kind.status.updateAvailable, `highlighted only when out of date (${background})`);
      t.equal(await badge.getByText('0.0.1').count(), 0, 'the default version is gone once loaded');
    });
  }

  t.test('desktop: 0.0.1 until the status has loaded; the badge links to /settings/about', async (t) => {
    rig.fake.state.appStatus = { status: 1, version: release, commitTag: '', updateAvailable: false };
    const held = rig.fake.hold('GET', '/api/app/status');
    const { page, context } = await rig.open('desktop', '/rules');
    t.teardown(() => context.close());
    await held.reached;
    const badge = page.getByRole('link', { name: /^Version:/ });
    t.ok(await badge.getByText('0.0.1').isVisible(), 'the default version shows while waiting');
    held.release();
    await badge.getByText('Stable').waitFor();
    await badge.click();
    await page.waitForURL('**/settings/about');
    t.equal(pathOf(page), '/settings/about');
  });

  t.test('desktop: with the service unreachable the badge says the version is unavailable, and shows it once the service is back', async (t) => {
    rig.fake.state.appStatus = { status: 1, version: release, commitTag: '', updateAvailable: false };
    await rig.fake.stop();
    const { page, context } = await rig.open('desktop', '/rules');
    t.teardown(() => context.close());
    const badge = page.getByRole('link', { name: /^Version:/ });
    await badge.getByText('unavailable').waitFor();
    t.equal(await badge.getByText('0.0.1').count(), 0, 'not the default, which reads as a real version');
    await rig.fake.start();
    await badge.getByText(release).waitFor({ timeout: 20_000 });
    t.equal(await badge.getByText('unavailable').count(), 0, 'the service\'s version replaces it by itself');
  });

  t.test('phone: the badge is in the drawer and leads to /settings/about', async (t) => {
    rig.fake.state.appStatus = { status: 1, version: 'develop-abc1234', commitTag: '', updateAvailable: true };
    const { page, context } = await rig.open('phone', '/overview');
    t.teardown(() => context.close());
    await page.getByRole('button', { name: 'Open menu' }).click();
    const badge = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Version:/ });
    await badge.getByText('Out of Date').waitFor();
    t.ok(await badge.getByText('Develop', { exact: true }).isVisible());
    await badge.click();
    await page.waitForURL('**/settings/about');
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    t.equal(pathOf(page), '/settings/about');
  });
});

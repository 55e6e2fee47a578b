import t from 'tap';
import { pathOf, startShellRig } from './shell-rig.ts';

const rig = await startShellRig();
t.teardown(() => rig.close());

const kinds = [
  { name: 'a local build', status: { status: 1, version: 'develop-', commitTag: 'local', updateAvailable: false }, shows: ['Keep it up!'] },
  { name: 'a develop build', status: { status: 1, version: 'develop-abc1234', commitTag: '', updateAvailable: false }, shows: ['Develop', 'abc1234'] },
  { name: 'a stable build', status: { status: 1, version: '2.21.0', commitTag: '', updateAvailable: false }, shows: ['Stable', '2.21.0'] },
  { name: 'an out-of-date stable build', status: { status: 1, version: '2.20.0', commitTag: '', updateAvailable: true }, shows: ['Stable', 'Out of Date'] },
] as const;

for (const kind of kinds) {
  t.test(`desktop: ${kind.name}`, async (t) => {
    rig.fake.state.appStatus = { ...kind.status };
    const { page } = await rig.open('desktop', '/overview');
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
  rig.fake.state.appStatus = { status: 1, version: '2.21.0', commitTag: '', updateAvailable: false };
  const held = rig.fake.hold('GET', '/api/app/status');
  const { page } = await rig.open('desktop', '/rules');
  await held.reached;
  const badge = page.getByRole('link', { name: /^Version:/ });
  t.ok(await badge.getByText('0.0.1').isVisible(), 'the default version shows while waiting');
  held.release();
  await badge.getByText('Stable').waitFor();
  await badge.click();
  await page.waitForURL('**/settings/about');
  t.equal(pathOf(page), '/settings/about');
});

t.test('phone: the badge is in the drawer and leads to /settings/about', async (t) => {
  rig.fake.state.appStatus = { status: 1, version: 'develop-abc1234', commitTag: '', updateAvailable: true };
  const { page } = await rig.open('phone', '/overview');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const badge = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Version:/ });
  await badge.getByText('Out of Date').waitFor();
  t.ok(await badge.getByText('Develop', { exact: true }).isVisible());
  await badge.click();
  await page.waitForURL('**/settings/about');
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
  t.equal(pathOf(page), '/settings/about');
});

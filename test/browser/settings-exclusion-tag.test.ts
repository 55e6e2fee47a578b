// Settings > Radarr and Sonarr on v3.x: the tag excluded items get in Radarr or Sonarr. A tag those
// servers would not keep is said at the field and nothing is sent; a good one is saved as the
// service's own UI saves it (PATCH /settings with that kind's three fields) and shown again after a
// reload. v2.21's settings have no such fields and the tabs no such form.
import t from 'tap';
import { closeToastByClick, launchBrowser, openPage, VIEWPORTS } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';
import { EXCLUSION_TAG_MESSAGE } from '../../wire/v3/settings.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

t.test('Maintainerr 3.24: Radarr\'s exclusion tag refused, then saved; Sonarr\'s is its own', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const settings = async () => (await (await fetch(`${gateway.url}/api/settings`)).json()) as Record<string, unknown>;
  const before = await settings();
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => page.close());
  const patches: unknown[] = [];
  page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.postDataJSON()));

  await page.goto(`${gateway.url}/settings/radarr`);
  const form = page.getByRole('form', { name: 'Exclusion tag' });
  const tag = form.getByLabel('Tag', { exact: true });
  await tag.waitFor();
  t.equal(await tag.inputValue(), before.radarr_exclusion_tag, 'the saved tag is shown');
  t.equal(await form.getByLabel('Tag excluded movies in Radarr').isChecked(), before.radarr_tag_exclusions);

  await form.getByLabel('Tag excluded movies in Radarr').check();
  await tag.fill('Do Not Delete');
  await form.getByRole('button', { name: 'Save exclusion tag' }).click();
  await form.getByText(EXCLUSION_TAG_MESSAGE).waitFor();
  t.same(patches, [], 'a tag Radarr would not keep: nothing sent');

  await tag.fill('keep-forever');
  await form.getByLabel('Remove the tag when a movie is included again').check();
  await form.getByRole('button', { name: 'Save exclusion tag' }).click();
  await closeToastByClick(page.getByText('Radarr exclusion tag saved'));
  t.same(patches, [{ radarr_tag_exclusions: true, radarr_exclusion_tag: 'keep-forever', radarr_untag_on_unexclude: true }], "Radarr's three fields, nothing else");
  const after = await settings();
  t.same(
    [after.radarr_tag_exclusions, after.radarr_exclusion_tag, after.radarr_untag_on_unexclude, after.sonarr_exclusion_tag],
    [true, 'keep-forever', true, before.sonarr_exclusion_tag],
    'the service holds them; Sonarr\'s are untouched',
  );

  await page.reload();
  await tag.waitFor();
  t.equal(await tag.inputValue(), 'keep-forever', 'shown again after a reload');
  t.ok(await form.getByLabel('Remove the tag when a movie is included again').isChecked());

  await page.goto(`${gateway.url}/settings/sonarr`);
  const sonarr = page.getByRole('form', { name: 'Exclusion tag' });
  await sonarr.getByLabel('Tag excluded shows in Sonarr').waitFor();
  t.equal(await sonarr.getByLabel('Tag', { exact: true }).inputValue(), before.sonarr_exclusion_tag, 'Sonarr shows its own tag');
});

t.test('Maintainerr 2.21: no exclusion tag to set', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '2.21' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser, VIEWPORTS.desktop);
  t.teardown(() => page.close());
  await page.goto(`${gateway.url}/settings/radarr`);
  await page.getByRole('button', { name: 'Add a Radarr server' }).waitFor();
  t.equal(await page.getByRole('form', { name: 'Exclusion tag' }).count(), 0);
});

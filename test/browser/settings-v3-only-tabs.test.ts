// The settings tabs only Maintainerr 3.x has (Jellyfin, Emby, Sportarr, Tracearr, Metadata, Download
// client, Overlays): on 3.24 each is in the tab bar; on 2.21 none is, and a link to one opens the tab
// it stands for there (Plex for the media servers, Sonarr for Sportarr, Tautulli for Tracearr, General
// for the others), asking nothing of the service.
import t from 'tap';
import { SETTINGS_TAB_LABELS, V3_ONLY_SETTINGS_TABS, type SettingsTab } from '../../web/src/lib/paths.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startGateway } from '../helpers/gateway.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());
const V3_ONLY = Object.entries(V3_ONLY_SETTINGS_TABS) as [SettingsTab, SettingsTab][];

t.test('Maintainerr 3.24: each is in the tab bar', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '3.24' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  await page.goto(`${gateway.url}/settings/main`);
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  for (const [tab] of V3_ONLY) await tabs.getByRole('link', { name: SETTINGS_TAB_LABELS[tab], exact: true }).waitFor();
  t.pass(`${V3_ONLY.length} tabs shown`);
  await page.close();
});

t.test('Maintainerr 2.21: none is in the tab bar, and a link to one opens the tab it stands for', async (t) => {
  const gateway = await startGateway({}, { sandboxApi: '2.21' });
  t.teardown(() => gateway.close());
  const { page } = await openPage(browser);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  for (const [tab, instead] of V3_ONLY) {
    await page.goto(`${gateway.url}/settings/${tab}`);
    await page.waitForURL(`**/settings/${instead}`);
    await tabs.getByRole('link', { name: SETTINGS_TAB_LABELS[instead], exact: true }).waitFor();
    t.pass(`/settings/${tab} opens /settings/${instead}`);
  }
  for (const [tab] of V3_ONLY) t.equal(await tabs.getByRole('link', { name: SETTINGS_TAB_LABELS[tab], exact: true }).count(), 0, `no ${SETTINGS_TAB_LABELS[tab]} tab`);
  const v3Paths = ['/api/settings/jellyfin', '/api/settings/emby', '/api/settings/sportarr', '/api/settings/tmdb', '/api/settings/tvdb', '/api/settings/metadata-provider', '/api/settings/download-client', '/api/overlays/settings'];
  t.same(asked.filter((path) => v3Paths.includes(path)), [], 'none of their paths was asked');
  await page.close();
});

import t from 'tap';
import { scrollGridTo, startOverviewRig } from './overview-setup.ts';

/** True once every poster image in the grid has loaded and is drawn opaque. */
const allLoadedPostersShown = () => {
  const images = [...document.querySelectorAll<HTMLImageElement>('[role="list"] img')];
  const loaded = images.filter((img) => img.complete && img.naturalWidth > 0);
  return loaded.length >= 6 && loaded.every((img) => getComputedStyle(img).opacity === '1');
};

// Scrolling back mounts the first cards again with paths and images the browser already holds, so
// each poster's image loads at once: it must still be shown, however fast its load event fires.
t.test('posters already in the browser cache are shown when their cards come back', async (t) => {
  const rig = await startOverviewRig({ libraries: [{ key: '1', title: 'Films', type: 'movie', size: 600 }] });
  t.teardown(() => rig.close());
  const page = await rig.newPage();
  await page.goto(`${rig.gateway.url}/overview`);
  await page.waitForFunction(allLoadedPostersShown);

  for (let round = 1; round <= 5; round += 1) {
    await scrollGridTo(page, 'Films', 0.8);
    await page.getByRole('button', { name: /^Film 1\b/ }).waitFor({ state: 'detached' });
    await scrollGridTo(page, 'Films', 0);
    await page.getByRole('button', { name: /^Film 1\b/ }).waitFor();
    await page.waitForFunction(allLoadedPostersShown, undefined, { timeout: 10_000 });
  }
  t.pass('after five round trips every loaded poster is drawn');
});

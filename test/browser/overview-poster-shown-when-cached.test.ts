import t from 'tap';
import { launchBrowser } from '../helpers/browser.ts';
import { cardOf, scrollGridTo, startOverviewRig } from './overview-setup.ts';

/** True once every poster image in the grid has loaded and is drawn opaque. */
const allLoadedPostersShown = () => {
  const images = [...document.querySelectorAll<HTMLImageElement>('[role="list"] img')];
  const loaded = images.filter((img) => img.complete && img.naturalWidth > 0);
  return loaded.length >= 6 && loaded.every((img) => getComputedStyle(img).opacity === '1');
};

// Scrolling back mounts the first cards again with paths and images the browser already holds, so
// each poster's image loads at once: it must still be shown, however fast its load event fires.
// The browser's caching is the same on either API generation: this runs on the current release.
t.test('posters already in the browser cache are shown when their cards come back', async (t) => {
  const browser = await launchBrowser();
  const rig = await startOverviewRig(browser, '3.24', { movies: 600 });
  t.teardown(async () => {
    await rig.close();
    await browser.close();
  });
  const page = await rig.newPage(t);
  await page.goto(`${rig.gateway.url}/overview`);
  await page.waitForFunction(allLoadedPostersShown);
  const first = cardOf(page, rig.movie(1));

  for (let round = 1; round <= 5; round += 1) {
    await scrollGridTo(page, rig.movies.title, 0.8);
    await first.waitFor({ state: 'detached' });
    await scrollGridTo(page, rig.movies.title, 0);
    await first.waitFor();
    await page.waitForFunction(allLoadedPostersShown, undefined, { timeout: 10_000 });
  }
  t.pass('after five round trips every loaded poster is drawn');
});

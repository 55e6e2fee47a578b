import { chromium } from 'playwright-core';
const [url] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, vp] of [['w1280', { width: 1280, height: 800 }], ['w1024', { width: 1024, height: 768 }]]) {
  const page = await browser.newPage({ viewport: vp, deviceScaleFactor: 1 });
  await page.goto(`${url}/collections/1/media`);
  const list = page.getByRole('list', { name: 'Media' });
  await list.getByRole('listitem').first().waitFor();
  await list.getByRole('button', { name: /^Remove: / }).first().click();
  await list.getByRole('listitem').nth(1).getByRole('button', { name: 'Postpone' }).click();
  await page.waitForTimeout(500);
  await list.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -60));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/scratch/open-${name}.png` });
  await page.close();
}
await browser.close();

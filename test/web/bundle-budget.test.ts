// The app's JavaScript stays small enough for a phone on a slow LAN or mobile link: a budget on
// the brotli size of the bundle that index.html loads. The budget caught zod's 258 KB of locales
// being bundled whole when zod was imported as `import { z }` instead of `import * as z`.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Brotli bytes of the app's script, whatever it grows into: the budget, with room to grow. */
const SCRIPT_BUDGET_BR_BYTES = 175 * 1024;

const root = new URL('../../', import.meta.url).pathname;
// npm test builds first; run alone, build what is missing.
t.equal(spawnSync(process.execPath, ['build.mjs', '--if-missing'], { cwd: root, stdio: 'inherit' }).status, 0, 'dist/ is built');

t.test('the app script is within its budget', async (t) => {
  const web = join(root, 'dist/web');
  const html = readFileSync(join(web, 'index.html'), 'utf8');
  const script = /<script[^>]+src="__BASE_PATH__\/([^"]+\.js)"/.exec(html)?.[1];
  t.ok(script, 'index.html names its script');
  const size = statSync(join(web, `${script}.br`)).size;
  t.ok(size <= SCRIPT_BUDGET_BR_BYTES, `${(size / 1024).toFixed(1)} KB brotli, budget ${SCRIPT_BUDGET_BR_BYTES / 1024} KB`);
});

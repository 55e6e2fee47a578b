// Runs every test with tap and ends with the plain summary line CI reads: "N passed, N failed".
// Extra arguments go to tap (e.g. `node test/run.mjs test/gateway`); a folder stands for the test files in it,
// since tap runs without its TypeScript plugin (test/loader compiles the tests) and so would not look
// for .ts files in a folder itself.
// Counts test points at every depth and ends with the list of failures (test/tap-tally.mjs), so
// that the end of a long log says what failed.
// When the run includes browser tests it starts one Chromium for all of them (each file connects
// to it and closes only its own contexts) and closes it, bounded, when tap is done.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SHARED_BROWSER_ENV, startSharedBrowser } from './helpers/chromium.mjs';
import { TapTally } from './tap-tally.mjs';

const tapBin = new URL('../node_modules/.bin/tap', import.meta.url).pathname;
/** A folder's test files (recursively, in name order); any other argument as given. */
function expandFolder(arg) {
  if (arg.startsWith('-') || !statSync(arg, { throwIfNoEntry: false })?.isDirectory()) return [arg];
  const files = readdirSync(arg, { recursive: true }).filter((name) => name.endsWith('.test.ts')).sort().map((name) => join(arg, name));
  // With no file named, tap would run the whole suite instead.
  if (files.length === 0) {
    console.error(`no *.test.ts files in ${arg}`);
    process.exit(2);
  }
  return files;
}
const args = process.argv.slice(2).flatMap(expandFolder);
const paths = args.filter((arg) => !arg.startsWith('-'));
const wantsBrowser = !process.env[SHARED_BROWSER_ENV] && (paths.length === 0 || paths.some((path) => path.includes('browser')));
const sharedBrowser = wantsBrowser ? await startSharedBrowser() : undefined;
const env = sharedBrowser ? { ...process.env, [SHARED_BROWSER_ENV]: sharedBrowser.wsEndpoint } : process.env;

const child = spawn(tapBin, ['--reporter=tap', ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
const tally = new TapTally();
createInterface({ input: child.stdout }).on('line', (line) => {
  console.log(line);
  tally.line(line);
});

child.on('close', async (code) => {
  await sharedBrowser?.close();
  // A file that dies before reporting a failing point still failed.
  const failed = code !== 0 && tally.failed === 0 ? 1 : tally.failed;
  const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
  console.log(`${tally.failureReport()}\n${tally.passed} passed, ${failed} failed${skipped}`);
  process.exit(code === 0 && failed === 0 ? 0 : 1);
});

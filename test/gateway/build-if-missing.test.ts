// `npm start` runs `node build.mjs --if-missing`, which must never leave a stale dist/ in place: it
// rebuilds when any input is newer than dist/ (web/, gateway/, wire/, build.mjs, tsconfig.json,
// package.json, package-lock.json) and skips the work otherwise. Run in a small tree of its own.
import t from 'tap';
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tree = await mkdtemp(join(tmpdir(), 'gateway-build-'));
t.teardown(() => rm(tree, { recursive: true, force: true }));

const inputs: Record<string, string> = {
  'web/index.html': '<!doctype html><html><head><!-- styles --></head><body><!-- scripts --></body></html>',
  'web/src/main.tsx': 'console.log("app");\n',
  'gateway/server.ts': 'console.log("gateway");\n',
  'gateway/reset-password.ts': 'console.log("reset-password");\n',
  'wire/v2/shape.ts': 'export const shape = 1;\n',
  'tsconfig.json': '{}\n',
  'package.json': '{"type":"module"}\n',
  'package-lock.json': '{}\n',
};
for (const [name, text] of Object.entries(inputs)) {
  await mkdir(dirname(join(tree, name)), { recursive: true });
  await writeFile(join(tree, name), text);
}
await copyFile(join(repoRoot, 'build.mjs'), join(tree, 'build.mjs'));
await symlink(join(repoRoot, 'node_modules'), join(tree, 'node_modules'), 'dir');

async function runBuild(...args: string[]): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['build.mjs', ...args], { cwd: tree });
  return stdout + stderr;
}

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
const OLD_INPUT = secondsAgo(3000);
const BUILT = secondsAgo(2000);
const NEW_INPUT = secondsAgo(1000);
const markers = ['dist/web/index.html', 'dist/gateway/server.mjs', 'dist/gateway/reset-password.mjs'];

/** Every input older than dist/, as right after a build. */
async function settle() {
  for (const name of [...Object.keys(inputs), 'build.mjs']) await utimes(join(tree, name), OLD_INPUT, OLD_INPUT);
  for (const name of markers) await utimes(join(tree, name), BUILT, BUILT);
}

t.test('a first run builds dist/', async (t) => {
  t.match(await runBuild('--if-missing'), /dist\/ is missing: building[\s\S]*built dist\//);
});

t.test('an up-to-date dist/ is left alone', async (t) => {
  await settle();
  t.equal(await runBuild('--if-missing'), '', 'nothing built, nothing said');
});

for (const name of ['build.mjs', 'tsconfig.json', 'package-lock.json', 'package.json', 'web/src/main.tsx', 'gateway/server.ts', 'wire/v2/shape.ts']) {
  t.test(`a newer ${name} rebuilds dist/`, async (t) => {
    await settle();
    await utimes(join(tree, name), NEW_INPUT, NEW_INPUT);
    const output = await runBuild('--if-missing');
    t.match(output, `dist/ is older than ${name}: building`, 'says why');
    t.match(output, /built dist\//, 'and builds');
  });
}

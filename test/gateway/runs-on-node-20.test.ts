// Which Node the gateway runs on: package.json's "engines" floor admits no Node that a bundled
// dependency refuses (undici 7, the proxy's HTTP client, needs 20.18.1), and the embedded app still
// loads on a Node 20 older than 20.12, whose directory entries have `path` but no `parentPath`.
import t from 'tap';
import { readFile } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createWebRoot } from '../helpers/gateway.ts';

const require = createRequire(import.meta.url);
const ownPackage = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));

/** The lowest version a ">=X.Y.Z" range admits, as [major, minor, patch]; fails the test on other forms. */
function floorOf(range: string): number[] {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`not a simple >= range: ${range}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

const atLeast = (a: number[], b: number[]) => (a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!) >= 0;

t.test('engines.node is no lower than what the runtime dependencies need', async (t) => {
  const ours = floorOf(ownPackage.engines.node);
  // Every runtime dependency is bundled into the gateway, undici (the proxy's HTTP client) included.
  const runtime = Object.keys(ownPackage.dependencies);
  t.ok(runtime.includes('undici'), 'undici, the proxy path, is a runtime dependency');
  for (const name of runtime) {
    const needs = (require(`${name}/package.json`) as { engines?: { node?: string } }).engines?.node;
    if (!needs) continue;
    t.ok(atLeast(ours, floorOf(needs)), `${name} needs node ${needs}; package.json says ${ownPackage.engines.node}`);
  }
});

t.test('the embedded app loads when directory entries have no parentPath (Node < 20.12)', async (t) => {
  const web = await createWebRoot();
  t.teardown(() => web.close());
  const oldStyleReaddir = async (...args: Parameters<typeof fsPromises.readdir>) => {
    const entries = (await (fsPromises.readdir as (...a: unknown[]) => Promise<Dirent[]>)(...args)) as Dirent[];
    return entries.map((entry) => ({ name: entry.name, path: entry.parentPath, isFile: () => entry.isFile() }));
  };
  const { loadEmbeddedFiles } = await t.mockImport<typeof import('../../gateway/plugins/static-files.ts')>(
    '../../gateway/plugins/static-files.ts',
    { 'node:fs/promises': { ...fsPromises, readdir: oldStyleReaddir } },
  );
  const files = await loadEmbeddedFiles(web.dir, '', {});
  t.same([...files.keys()].sort(), ['/assets/main-TESTHASH.js', '/favicon.svg', '/index.html']);
  t.equal(files.get(web.scriptPath)!.forms.identity.body.toString(), web.script, 'a file in a sub-folder is read from it');
  t.ok(files.get(web.scriptPath)!.forms.br, 'with its .br sibling');
});

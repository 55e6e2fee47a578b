// mkdir -p without Node's recursive mode (gateway/make-directory.ts): nested folders are made, an
// existing folder is fine, a file in the way is an error, and under /proc the error is thrown
// (Node's own recursive mkdir retries there forever).
import t from 'tap';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeDirectory, makeDirectorySync } from '../../gateway/make-directory.ts';

for (const [name, make] of [
  ['makeDirectory', makeDirectory],
  ['makeDirectorySync', async (path: string) => makeDirectorySync(path)],
] as const) {
  t.test(name, async (t) => {
    const root = await mkdtemp(join(tmpdir(), 'make-directory-'));
    t.teardown(() => rm(root, { recursive: true, force: true }));
    const nested = join(root, 'a', 'b', 'c');
    await make(nested);
    t.ok((await stat(nested)).isDirectory(), 'three levels made');
    await make(nested);
    t.pass('an existing folder is fine');
    await writeFile(join(root, 'file'), 'x');
    await t.rejects(make(join(root, 'file')), { code: 'EEXIST' }, 'a file where the folder should be');
    await t.rejects(make(join(root, 'file', 'below')), { code: 'ENOTDIR' }, 'a file above it');
    await t.rejects(make(`/proc/make-directory-test-${process.pid}/x`), { code: 'ENOENT' }, 'under /proc: thrown, not retried forever');
  });
}

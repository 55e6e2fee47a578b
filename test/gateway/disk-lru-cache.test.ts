import { mkdtemp, readdir, rm, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { DiskLruCache } from '../../gateway/plugins/disk-lru-cache.ts';

async function freshDir(t: Test): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'disk-lru-test-'));
  t.teardown(() => rm(root, { recursive: true, force: true }));
  return join(root, 'cache');
}

async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).sort();
}

async function bytesIn(dir: string): Promise<number> {
  let total = 0;
  for (const name of await filesIn(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

t.test('the least recently used entry is evicted first, and a get counts as a use', async (t) => {
  const dir = await freshDir(t);
  const cache = new DiskLruCache(dir, 1000);
  await cache.open();
  await cache.put('a', Buffer.alloc(400, 1));
  await cache.put('b', Buffer.alloc(400, 2));
  t.same(await cache.get('a'), Buffer.alloc(400, 1), 'a is read back; now b is the least recently used');
  await cache.put('c', Buffer.alloc(400, 3));

  t.equal(await cache.get('b'), undefined, 'b was evicted');
  t.same(await cache.get('a'), Buffer.alloc(400, 1), 'a was kept');
  t.same(await cache.get('c'), Buffer.alloc(400, 3), 'c was kept');
  t.same(await filesIn(dir), ['a', 'c'], 'the evicted file is gone from the folder too');
  t.equal(cache.size, 800);
});

t.test('the folder never holds more than the bound', async (t) => {
  const dir = await freshDir(t);
  const cache = new DiskLruCache(dir, 1000);
  await cache.open();
  for (let index = 0; index < 12; index += 1) {
    await cache.put(`file-${index}`, Buffer.alloc(150 + index * 10, index));
    t.ok(cache.size <= 1000, `indexed size ${cache.size} within 1000 after put ${index}`);
    t.ok((await bytesIn(dir)) <= 1000, 'folder within 1000 bytes');
  }
  // Sizes 220 + 230 + 240 + 250 + 260: the newest four make 980 bytes, with file-7 they would make 1200.
  t.same(await filesIn(dir), ['file-10', 'file-11', 'file-8', 'file-9'], 'the newest four are kept');
  t.equal(cache.size, await bytesIn(dir), 'the index matches the folder');
});

t.test('an entry bigger than the whole bound is not kept and evicts nothing', async (t) => {
  const dir = await freshDir(t);
  const cache = new DiskLruCache(dir, 1000);
  await cache.open();
  await cache.put('small', Buffer.alloc(300));
  await cache.put('huge', Buffer.alloc(1001));
  t.equal(await cache.get('huge'), undefined);
  t.ok(await cache.get('small'), 'small is still there');
  t.same(await filesIn(dir), ['small']);
});

t.test('open() indexes an earlier run oldest first, drops half-written files and applies the bound', async (t) => {
  const dir = await freshDir(t);
  await mkdir(dir, { recursive: true });
  const now = Date.now() / 1000;
  // Written newest-first so that name order and write order both disagree with the times.
  for (const [name, ageSeconds] of [['young', 10], ['middle', 200], ['old', 3000]] as const) {
    await writeFile(join(dir, name), Buffer.alloc(400));
    await utimes(join(dir, name), now - ageSeconds, now - ageSeconds);
  }
  await writeFile(join(dir, 'young.abc123.tmp'), Buffer.alloc(50));

  const cache = new DiskLruCache(dir, 1000);
  await cache.open();
  t.same(await filesIn(dir), ['middle', 'young'], 'the oldest file went over the bound; the .tmp is removed');
  t.equal(cache.size, 800);
  await cache.get('middle');
  await cache.put('new', Buffer.alloc(400));
  t.same(await filesIn(dir), ['middle', 'new'], 'young, unused since the restart, went next');
});

t.test('an entry whose file vanished is forgotten, not served', async (t) => {
  const dir = await freshDir(t);
  const cache = new DiskLruCache(dir, 1000);
  await cache.open();
  await cache.put('gone', Buffer.alloc(300));
  await rm(join(dir, 'gone'));
  t.equal(await cache.get('gone'), undefined);
  t.equal(cache.size, 0, 'its bytes no longer count against the bound');
});

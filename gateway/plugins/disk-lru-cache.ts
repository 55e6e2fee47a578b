// A folder of files whose total size stays under a bound, the least recently used evicted first.
// The images plugin keeps fetched posters in one; nothing here knows about images.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeDirectory } from '../make-directory.ts';

/** A folder of files whose total size stays under a bound; the least recently used go first. */
export class DiskLruCache {
  /** File name -> size in bytes, in least-recently-used-first order (a Map keeps insertion order). */
  private readonly entries = new Map<string, number>();
  private totalBytes = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** Indexes what an earlier run left, oldest first, and drops half-written files; the folder is made on first write. */
  async open(): Promise<void> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const found: { name: string; size: number; mtimeMs: number }[] = [];
    for (const name of names) {
      const path = join(this.dir, name);
      if (name.endsWith('.tmp')) {
        await unlink(path).catch(() => undefined);
        continue;
      }
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) found.push({ name, size: info.size, mtimeMs: info.mtimeMs });
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const file of found) this.remember(file.name, file.size);
    await this.evict();
  }

  /** The cached bytes for a name, marking it as just used; undefined when not cached. */
  async get(name: string): Promise<Buffer | undefined> {
    const size = this.entries.get(name);
    if (size === undefined) return undefined;
    try {
      const body = await readFile(join(this.dir, name));
      this.remember(name, size);
      return body;
    } catch {
      this.forget(name);
      return undefined;
    }
  }

  /** Stores bytes under a name (write then rename, so readers never see half a file) and evicts. */
  async put(name: string, body: Buffer): Promise<void> {
    if (body.length > this.maxBytes) return;
    await makeDirectory(this.dir);
    const temporary = join(this.dir, `${name}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, body);
    await rename(temporary, join(this.dir, name));
    this.remember(name, body.length);
    await this.evict();
  }

  /** Total bytes currently indexed. */
  get size(): number {
    return this.totalBytes;
  }

  private remember(name: string, size: number): void {
    this.forget(name);
    this.entries.set(name, size);
    this.totalBytes += size;
  }

  private forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.totalBytes -= size;
  }

  private async evict(): Promise<void> {
    while (this.totalBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.forget(oldest);
      await unlink(join(this.dir, oldest)).catch(() => undefined);
    }
  }
}

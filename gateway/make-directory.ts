// `mkdir -p` without Node's own recursive mode. Under /proc, mkdir answers ENOENT for a folder whose
// parent exists, and Node 20's recursive mkdir (sync and async alike) then retries forever: a
// DATA_DIR there hung the gateway at start instead of stopping it with its one error line, and in
// the image cache it would have held a thread of libuv's pool for good. Here each folder of the path
// is tried at most twice, so any such error is thrown.
import { mkdirSync, statSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Creates `path` and the folders above it that are missing; an existing folder is fine, an existing file is not. */
export function makeDirectorySync(path: string): void {
  const target = resolve(path);
  try {
    mkdirSync(target);
    return;
  } catch (error) {
    if (codeOf(error) === 'EEXIST' && statSync(target).isDirectory()) return;
    if (codeOf(error) !== 'ENOENT' || dirname(target) === target) throw error;
  }
  makeDirectorySync(dirname(target));
  try {
    mkdirSync(target);
  } catch (error) {
    // Another process may have made it meanwhile.
    if (codeOf(error) !== 'EEXIST' || !statSync(target).isDirectory()) throw error;
  }
}

/** makeDirectorySync, without blocking the event loop. */
export async function makeDirectory(path: string): Promise<void> {
  const target = resolve(path);
  try {
    await mkdir(target);
    return;
  } catch (error) {
    if (codeOf(error) === 'EEXIST' && (await stat(target)).isDirectory()) return;
    if (codeOf(error) !== 'ENOENT' || dirname(target) === target) throw error;
  }
  await makeDirectory(dirname(target));
  try {
    await mkdir(target);
  } catch (error) {
    if (codeOf(error) !== 'EEXIST' || !(await stat(target)).isDirectory()) throw error;
  }
}

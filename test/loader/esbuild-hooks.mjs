// Module hooks that compile the tests' TypeScript (and the gateway and web code they import) with
// esbuild, one file at a time, instead of ts-node: the same transpile-only result (tsc --noEmit
// checks the types in npm test), in a fraction of the time each test process spent compiling.
// Each test file runs in a process of its own, and most import the same modules, so every output is
// kept on disk by a hash of its source and the settings: a process whose modules are all there never
// loads esbuild at all. The cache lives in node_modules/.cache (npm ci starts it afresh).
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx' };
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/test-transforms/', import.meta.url));
// The compiler's version is part of the key, so an upgrade never serves an older output.
const ESBUILD_VERSION = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8')).version;

/** esbuild, imported only when some module is not in the cache yet. */
let esbuild;

function transformOptions(path, extension) {
  return {
    loader: LOADERS[extension],
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    sourcefile: path,
    // As tsc reads tsconfig.json (target ES2022): class fields are defined, not assigned.
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
  };
}

/** Keeps an output for the next process; a cache that cannot be written (read-only, full) is skipped. */
async function keep(file, code) {
  // Written aside under a name of its own and renamed, so no process ever reads half a file.
  const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(partial, code);
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true }).catch(() => undefined);
  }
}

async function compile(path, extension) {
  const source = await readFile(path, 'utf8');
  const options = transformOptions(path, extension);
  const key = createHash('sha256').update(JSON.stringify([ESBUILD_VERSION, options])).update('\0').update(source).digest('hex');
  const cached = `${CACHE_DIR}${key}.mjs`;
  try {
    return await readFile(cached, 'utf8');
  } catch {
    // not compiled yet
  }
  esbuild ??= await import('esbuild');
  const { code } = await esbuild.transform(source, options);
  await keep(cached, code);
  return code;
}

export async function load(url, context, nextLoad) {
  const extension = /\.(m?ts|tsx)$/.exec(url.startsWith('file:') ? new URL(url).pathname : '')?.[0];
  if (!extension) return nextLoad(url, context);
  return { format: 'module', source: await compile(fileURLToPath(url), extension), shortCircuit: true };
}

// Module hooks that compile the tests' TypeScript (and the gateway and web code they import) with
// esbuild, one file at a time, instead of ts-node: the same transpile-only result (tsc --noEmit
// checks the types in npm test), in a fraction of the time each test process spent compiling.
// Each test file runs in a process of its own, and most import the same modules, so every output is
// kept on disk by a hash of its source and the settings: a process whose modules are all there never
// starts esbuild's service at all.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx' };
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/test-transforms/', import.meta.url));

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

async function compile(path, extension) {
  const source = await readFile(path, 'utf8');
  const options = transformOptions(path, extension);
  esbuild ??= await import('esbuild');
  // The compiler's version is part of the key, so an upgrade never serves an older output.
  const key = createHash('sha256').update(JSON.stringify([esbuild.version, options])).update('\0').update(source).digest('hex');
  const cached = `${CACHE_DIR}${key}.mjs`;
  try {
    return await readFile(cached, 'utf8');
  } catch {
    // not compiled yet
  }
  const { code } = await esbuild.transform(source, options);
  await mkdir(CACHE_DIR, { recursive: true });
  // Written aside and renamed, so a process running beside this one never reads half a file.
  const partial = `${cached}.${process.pid}.tmp`;
  await writeFile(partial, code);
  await rename(partial, cached);
  return code;
}

export async function load(url, context, nextLoad) {
  const extension = /\.(m?ts|tsx)$/.exec(url.startsWith('file:') ? new URL(url).pathname : '')?.[0];
  if (!extension) return nextLoad(url, context);
  return { format: 'module', source: await compile(fileURLToPath(url), extension), shortCircuit: true };
}

// Module hooks that compile the tests' TypeScript (and the gateway and web code they import) with
// esbuild, one file at a time, instead of ts-node: the same transpile-only result (tsc --noEmit
// checks the types in npm test), in a fraction of the time each test process spent compiling.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.tsx': 'tsx' };

export async function load(url, context, nextLoad) {
  const extension = /\.(m?ts|tsx)$/.exec(url.startsWith('file:') ? new URL(url).pathname : '')?.[0];
  if (!extension) return nextLoad(url, context);
  const path = fileURLToPath(url);
  const { code } = await transform(await readFile(path, 'utf8'), {
    loader: LOADERS[extension],
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    sourcefile: path,
    // As tsc reads tsconfig.json (target ES2022): class fields are defined, not assigned.
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
  });
  return { format: 'module', source: code, shortCircuit: true };
}

// Builds the product into dist/:
//   dist/web/       the React app: content-hashed, minified JS and CSS with source maps, .br and .gz
//                   siblings for every text asset, and index.html pointing at the hashed files.
//   dist/gateway/   the gateway and its dependencies bundled to one ESM file that node runs directly, and
//                   reset-password.mjs (npm run reset-password).
// `node build.mjs --if-missing` skips the work when dist/ is newer than every input: web/, gateway/, wire/,
// build.mjs, tsconfig.json, package.json and package-lock.json.
import { build } from 'esbuild';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const distDir = join(root, 'dist');
// Each build writes to its own folder and swaps it in at the end, so two builds started at once
// (several engineers or test runs on one tree) never leave a half-written dist/ behind.
const buildDir = join(root, `.dist-build-${process.pid}`);
const webOut = join(buildDir, 'web');
const gatewayOut = join(buildDir, 'gateway');
const sourceDirs = ['web', 'gateway', 'wire'].map((dir) => join(root, dir));
// What else decides the output: the build script itself, compiler settings and dependency versions.
const sourceFiles = ['build.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'].map((file) => join(root, file));
const builtMarkers = [join(distDir, 'web/index.html'), join(distDir, 'gateway/server.mjs'), join(distDir, 'gateway/reset-password.mjs')];

/** Where the gateway names the chunks of the screen a route opens (gateway/plugins/index-page.ts). */
const SCREEN_PRELOADS = '<!-- screen-preloads -->';

/** Text assets get pre-compressed siblings; images and fonts that are already compressed do not. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt|webmanifest)$/;

/** The most recently modified file under dir, as { file, mtimeMs }. */
async function newestIn(dir) {
  let newest = { file: dir, mtimeMs: 0 };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const { mtimeMs } = await stat(file);
    if (mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
}

/** A file's { file, mtimeMs }; a missing one (no package-lock.json yet) counts as never modified. */
async function modifiedAt(file) {
  try {
    return { file, mtimeMs: (await stat(file)).mtimeMs };
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    return { file, mtimeMs: 0 };
  }
}

/** Why dist/ must be built: it is missing, or names the newest input it is older than; undefined when up to date. */
async function whyBuild() {
  let builtAt;
  try {
    builtAt = Math.min(...(await Promise.all(builtMarkers.map(async (file) => (await stat(file)).mtimeMs))));
  } catch {
    return 'dist/ is missing';
  }
  const inputs = await Promise.all([...sourceDirs.map(newestIn), ...sourceFiles.map(modifiedAt)]);
  const newest = inputs.reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  return newest.mtimeMs > builtAt ? `dist/ is older than ${relative(root, newest.file)}` : undefined;
}

async function buildWeb() {
  const result = await build({
    entryPoints: { main: join(root, 'web/src/main.tsx') },
    outdir: join(webOut, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    // Each screen is imported lazily by the route table, so its code becomes a chunk of its own and
    // the first load carries only the shell, the libraries and the screen it opens on.
    splitting: true,
    minify: true,
    sourcemap: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    metafile: true,
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'linked',
    logLevel: 'warning',
  });
  await dropChunkStyles(result.metafile);
  const outputs = Object.entries(result.metafile.outputs);
  const assetUrl = (ext) => {
    const found = outputs.find(([file, meta]) => meta.entryPoint && file.endsWith(ext))
      ?? outputs.find(([file]) => file.endsWith(ext) && !file.endsWith('.map'));
    return found ? `__BASE_PATH__/${relative(webOut, join(root, found[0])).split('\\').join('/')}` : undefined;
  };
  const scriptUrl = assetUrl('.js');
  const styleUrl = assetUrl('.css');
  // The chunks the entry imports statically (React, the router …) are named in the page too, so the
  // browser fetches them alongside the entry instead of after parsing it.
  const entry = outputs.find(([file, meta]) => meta.entryPoint && file.endsWith('.js'))?.[1];
  const preloads = (entry?.imports ?? [])
    .filter((imported) => imported.kind === 'import-statement')
    .map((imported) => `<link rel="modulepreload" href="__BASE_PATH__/${relative(webOut, join(root, imported.path)).split('\\').join('/')}">`);
  const manifest = firstLoadManifest(result.metafile);
  await writeFile(join(buildDir, 'first-load.json'), JSON.stringify(manifest, null, 2));
  let html = await readFile(join(root, 'web/index.html'), 'utf8');
  // After the screens' meta tag comes SCREEN_PRELOADS, where the gateway names the opening screen's chunks per route.
  html = html
    .replace('<!-- styles -->', [styleUrl ? `<link rel="stylesheet" href="${styleUrl}">` : '', ...preloads, screenChunksMeta(manifest), SCREEN_PRELOADS].join(''))
    .replace('<!-- scripts -->', `<script type="module" src="${scriptUrl}"></script>`);
  await writeFile(join(webOut, 'index.html'), html);
  const publicDir = join(root, 'web/public');
  try {
    for (const entry of await readdir(publicDir)) {
      await writeFile(join(webOut, entry), await readFile(join(publicDir, entry)));
    }
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}

/**
 * With code splitting esbuild writes each chunk's CSS beside it, and also puts every stylesheet the
 * app reaches, lazily loaded screens' included, in the entry's CSS, which the page links. Nothing
 * would ever load the chunks' copies, so they are removed; should a chunk's CSS ever hold a rule
 * the entry's lacks, the build stops instead of shipping a screen without its styles.
 */
async function dropChunkStyles(metafile) {
  const entryCss = Object.values(metafile.outputs).find((meta) => meta.entryPoint && meta.cssBundle)?.cssBundle;
  const inEntry = new Set(Object.keys(metafile.outputs[entryCss]?.inputs ?? {}));
  for (const [file, meta] of Object.entries(metafile.outputs)) {
    if (meta.entryPoint || !meta.cssBundle) continue;
    const missing = Object.keys(metafile.outputs[meta.cssBundle].inputs).filter((input) => !inEntry.has(input));
    if (missing.length) throw new Error(`${file}: its styles ${missing.join(', ')} are not in the entry's stylesheet`);
    await rm(join(root, meta.cssBundle));
    await rm(join(root, `${meta.cssBundle}.map`), { force: true });
    delete metafile.outputs[meta.cssBundle];
  }
}

/**
 * What the browser needs to show each screen first: the entry with the chunks it imports, the
 * stylesheet, and per screen (a module of web/src/app/routes/) its chunk with the chunks that one
 * imports. Paths relative to dist/web. The bundle budget test and the first-load bench read it.
 */
function firstLoadManifest(metafile) {
  const outputs = metafile.outputs;
  const webPath = (file) => relative(webOut, join(root, file)).split('\\').join('/');
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') closure(imported.path, seen);
    return seen;
  };
  const [entryFile, entryMeta] = Object.entries(outputs).find(([file, meta]) => meta.entryPoint && file.endsWith('.js'));
  const screens = {};
  for (const [file, meta] of Object.entries(outputs)) {
    for (const input of Object.keys(meta.inputs)) {
      const screen = /^web\/src\/app\/routes\/([\w-]+)\.tsx$/.exec(input)?.[1];
      if (screen && file.endsWith('.js')) screens[screen] = [...closure(file)].map(webPath);
    }
  }
  // An app without CSS (the small trees build tests make) has no stylesheet to name.
  const stylesheet = entryMeta.cssBundle ? webPath(entryMeta.cssBundle) : undefined;
  return { entry: [...closure(entryFile)].map(webPath), stylesheet, screens };
}

/**
 * A meta tag naming, per screen, the chunks it needs beyond the entry's (web/src/lib/route-prefetch.ts
 * reads it): the app asks for all of them at once when a screen is about to open, instead of finding
 * each chunk's imports only after that chunk has arrived. A meta tag, because the CSP allows no inline script.
 */
function screenChunksMeta(manifest) {
  const inEntry = new Set(manifest.entry);
  const screens = Object.fromEntries(Object.entries(manifest.screens).map(([screen, files]) => [screen, files.filter((file) => !inEntry.has(file))]));
  return `<meta name="maintainerr-screen-chunks" content="${JSON.stringify(screens).replaceAll('"', '&quot;')}">`;
}

async function compressTextAssets(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const body = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }));
  }
}

async function buildGateway() {
  await build({
    // The server, and the password reset command (npm run reset-password) that runs in the container too.
    entryPoints: [join(root, 'gateway/server.ts'), join(root, 'gateway/reset-password.ts')],
    outdir: gatewayOut,
    outExtension: { '.js': '.mjs' },
    // Dependencies are bundled too: one file to load instead of hundreds starts the gateway in about
    // two thirds of the time (bench: ~480 -> ~320 ms to the first 200) with ~8 MB less RSS.
    bundle: true,
    // The sandbox is imported dynamically (gateway/upstream.ts): split, it is its own chunk, and a
    // gateway in front of a real service never loads it.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // CommonJS dependencies call require() for Node's built-ins; give the ESM bundle one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Whitespace and syntax minified, names kept (stack traces stay readable without the map): V8
    // holds each module's source text, so the smaller bundle is about 1.5 MB less idle RSS (69.6 ->
    // 68.1 MB, built gateway in front of a service, 3 runs each, 2026-11-26). Renaming identifiers
    // saved nothing more.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv.includes('--if-missing')) {
  const reason = await whyBuild();
  if (!reason) process.exit(0);
  console.log(`${reason}: building`);
}
async function swapIntoPlace() {
  const oldDir = join(root, `.dist-old-${process.pid}`);
  for (let attempt = 0; ; attempt += 1) {
    await rename(distDir, oldDir).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });
    try {
      await rename(buildDir, distDir);
      break;
    } catch (error) {
      // Another build swapped its dist/ in between our two renames: move it aside and try again.
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || attempt >= 3) throw error;
      await rm(oldDir, { recursive: true, force: true });
    }
  }
  await rm(oldDir, { recursive: true, force: true });
}

const startedAt = Date.now();
try {
  await mkdir(webOut, { recursive: true });
  await buildWeb();
  await compressTextAssets(webOut);
  await buildGateway();
  await swapIntoPlace();
} finally {
  await rm(buildDir, { recursive: true, force: true });
}
console.log(`built dist/ in ${Date.now() - startedAt} ms`);

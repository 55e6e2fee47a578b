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

/** The browsers the app is built for. */
const WEB_TARGET = ['es2020', 'chrome100', 'firefox100', 'safari15'];
/** Images and fonts the app's code or styles name become files of their own. */
const WEB_ASSET_LOADERS = { '.svg': 'file', '.png': 'file', '.woff2': 'file' };

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
    // Paths in the metafile are relative to root whatever directory the build is run from.
    absWorkingDir: root,
    entryPoints: { main: join(root, WEB_ENTRY) },
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
    target: WEB_TARGET,
    jsx: 'automatic',
    metafile: true,
    loader: WEB_ASSET_LOADERS,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'linked',
    logLevel: 'warning',
  });
  const styles = await splitStyles(result.metafile);
  const webUrl = (file) => `__BASE_PATH__/${webPath(file)}`;
  const [entryFile] = entryOutput(result.metafile.outputs);
  const scriptUrl = webUrl(entryFile);
  const styleUrl = styles.page && webUrl(styles.page);
  // The entry's chunks (the app module's with them: React's DOM renderer, the router …) are named in the
  // page too, so the browser fetches them alongside the entry instead of after parsing it and what it imports.
  const manifest = firstLoadManifest(result.metafile, styles);
  const preloads = manifest.entry
    .filter((file) => file !== webPath(entryFile))
    .map((file) => `<link rel="modulepreload" href="__BASE_PATH__/${file}">`);
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

/** The module that starts the app; the page's script. */
const WEB_ENTRY = 'web/src/main.tsx';
/**
 * The module the entry imports at once, after starting the first reads (web/src/main.tsx): React, the
 * router and the shell. Loaded with the entry on every page, it counts as part of it.
 */
const WEB_APP_MODULE = 'web/src/app/mount.tsx';
/** Each screen is a module of web/src/app/routes/, loaded lazily by the route table. */
const SCREEN_MODULE = /^web\/src\/app\/routes\/([\w-]+)\.tsx$/;

/** An output file's path under dist/web, with forward slashes (an output path is relative to root). */
function webPath(file) {
  return relative(webOut, join(root, file)).split('\\').join('/');
}

/** The entry's output file and its metadata. */
function entryOutput(outputs) {
  return Object.entries(outputs).find(([file, meta]) => meta.entryPoint === WEB_ENTRY && file.endsWith('.js'));
}

/** The entry's output files with the app module's (WEB_APP_MODULE, when the tree has it): what every page loads. */
function entryClosure(outputs) {
  const [entryFile] = entryOutput(outputs);
  const closure = staticClosure(outputs, entryFile);
  const appModule = Object.entries(outputs).find(([file, meta]) => meta.entryPoint === WEB_APP_MODULE && file.endsWith('.js'));
  return appModule ? staticClosure(outputs, appModule[0], closure) : closure;
}

/** The output files `file` imports statically, itself included (what loads with it). */
function staticClosure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') staticClosure(outputs, imported.path, seen);
  return seen;
}

/** Per screen name, the output files it loads: its chunk and the chunks that one imports. */
function screenClosures(outputs) {
  const screens = {};
  for (const [file, meta] of Object.entries(outputs)) {
    if (!file.endsWith('.js')) continue;
    for (const input of Object.keys(meta.inputs)) {
      const screen = SCREEN_MODULE.exec(input)?.[1];
      if (screen) screens[screen] = [...staticClosure(outputs, file)];
    }
  }
  return screens;
}

/**
 * Gives each screen the styles its modules import, each rule in one stylesheet only. esbuild with
 * code splitting puts every stylesheet the app reaches in the entry's CSS, the lazily loaded
 * screens' included, and writes each lazy chunk's beside it with the shared ones repeated. Instead:
 * the page's stylesheet holds what the modules loaded with the entry import; every other style goes
 * to one stylesheet per set of screens that need it (the Rules and Collections screens share one,
 * say), as esbuild groups modules into chunks. Within each stylesheet the rules keep esbuild's
 * order. Across stylesheets the order is the order they load in, which differs with the screens a
 * user opens, so two rules of equal specificity in different stylesheets must never match the same
 * element (docs/design-choices.md). Returns the page's stylesheet and each screen's, as output paths.
 */
async function splitStyles(metafile) {
  const outputs = metafile.outputs;
  const [, entryMeta] = entryOutput(outputs);
  const allStyles = entryMeta.cssBundle;
  // No CSS at all (the small trees build tests make): nothing to split.
  if (!allStyles) return { page: undefined, screens: {} };
  const order = Object.keys(outputs[allStyles].inputs);
  const rank = new Map(order.map((input, index) => [input, index]));
  /** The stylesheets a module imports, and those they @import. */
  const stylesOf = (input, found = new Set()) => {
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      if (!imported.path.endsWith('.css') || imported.kind === 'url-token' || found.has(imported.path)) continue;
      found.add(imported.path);
      stylesOf(imported.path, found);
    }
    return found;
  };
  const stylesOfOutputs = (files) => new Set([...files].flatMap((file) => Object.keys(outputs[file].inputs).flatMap((input) => [...stylesOf(input)])));
  const onPage = stylesOfOutputs(entryClosure(outputs));
  /** Per style input not on the page, the screens that need it. */
  const neededBy = new Map();
  for (const [screen, files] of Object.entries(screenClosures(outputs))) {
    for (const input of stylesOfOutputs(files)) {
      if (!onPage.has(input)) neededBy.set(input, [...(neededBy.get(input) ?? []), screen]);
    }
  }
  const groups = new Map([['', { name: 'main', screens: [], inputs: [...onPage] }]]);
  for (const [input, screens] of neededBy) {
    const key = screens.sort().join(' ');
    if (!groups.has(key)) groups.set(key, { name: 'style', screens, inputs: [] });
    groups.get(key).inputs.push(input);
  }
  const placed = new Set([...groups.values()].flatMap((group) => group.inputs));
  const lost = order.filter((input) => !placed.has(input));
  if (lost.length) throw new Error(`no screen and not the page imports the styles ${lost.join(', ')}; nothing would apply them`);
  // Every stylesheet esbuild wrote goes; the groups are built again from their inputs, in esbuild's order.
  for (const file of Object.keys(outputs)) {
    if (/\.css(\.map|\.LEGAL\.txt)?$/.test(file)) await rm(join(root, file), { force: true });
  }
  const groupDir = join(buildDir, 'styles');
  await mkdir(groupDir, { recursive: true });
  const firstRank = (group) => Math.min(...group.inputs.map((input) => rank.get(input)));
  const built = { page: undefined, screens: {} };
  for (const [index, group] of [...groups.values()].sort((a, b) => firstRank(a) - firstRank(b)).entries()) {
    if (group.inputs.length === 0) continue;
    const source = join(groupDir, `${group.name}-${index}.css`);
    const inputs = group.inputs.sort((a, b) => rank.get(a) - rank.get(b));
    await writeFile(source, inputs.map((input) => `@import ${JSON.stringify(join(root, input))};`).join('\n'));
    const result = await build({
      absWorkingDir: root,
      entryPoints: { [group.name]: source },
      outdir: join(webOut, 'assets'),
      entryNames: '[name]-[hash]',
      assetNames: '[name]-[hash]',
      bundle: true,
      minify: true,
      sourcemap: true,
      metafile: true,
      target: WEB_TARGET,
      loader: WEB_ASSET_LOADERS,
      legalComments: 'linked',
      logLevel: 'warning',
    });
    const [styleFile] = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.css'));
    if (group.name === 'main') built.page = styleFile;
    for (const screen of group.screens) (built.screens[screen] ??= []).push(styleFile);
  }
  // The @import lists are build input only; dist/ gets what esbuild made of them.
  await rm(groupDir, { recursive: true, force: true });
  return built;
}

/**
 * What the browser needs to show each screen first: the entry with the chunks it imports and the
 * app module's (WEB_APP_MODULE, which the entry loads at once), the page's stylesheet, and per screen
 * (a module of web/src/app/routes/) its chunk with the chunks that one imports and its stylesheets. Paths relative to dist/web. The bundle budget test and the
 * first-load bench read it.
 */
function firstLoadManifest(metafile, styles) {
  const outputs = metafile.outputs;
  const screens = Object.fromEntries(
    Object.entries(screenClosures(outputs)).map(([screen, files]) => [screen, [...files, ...(styles.screens[screen] ?? [])].map(webPath)]),
  );
  // An app without CSS (the small trees build tests make) has no stylesheet to name.
  const stylesheet = styles.page ? webPath(styles.page) : undefined;
  return { entry: [...entryClosure(outputs)].map(webPath), stylesheet, screens };
}

/**
 * A meta tag naming, per screen, the chunks and stylesheets it needs beyond the entry's
 * (web/src/lib/route-prefetch.ts reads it): the app asks for all of them at once when a screen is
 * about to open, instead of finding each chunk's imports only after that chunk has arrived, and
 * shows the screen once its styles apply. A meta tag, because the CSP allows no inline script.
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

/**
 * Fastify's schema compilers (and ajv and fast-json-stringify behind them) replaced in the gateway's
 * bundle by a function that throws: both Fastify instances are given compilers of their own
 * (gateway/no-route-schemas.ts), so Fastify never loads these, but esbuild bundles every require it
 * sees, and the running gateway would hold their ~390 KB of source. The stub runs only when a Fastify
 * instance is created without that option: Fastify then calls it at once, and it says so.
 */
const leaveOutSchemaCompilers = {
  name: 'leave-out-schema-compilers',
  setup(build) {
    build.onResolve({ filter: /^@fastify\/(ajv-compiler|fast-json-stringify-compiler)$/ }, (args) => ({ path: args.path, namespace: 'left-out' }));
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({
      contents: `module.exports = function leftOut() { throw new Error(${JSON.stringify(`${args.path} is left out of this bundle (build.mjs): create Fastify with schemaController: NO_ROUTE_SCHEMAS (gateway/no-route-schemas.ts)`)}); };`,
      loader: 'js',
    }));
  },
};

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
    plugins: [leaveOutSchemaCompilers],
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

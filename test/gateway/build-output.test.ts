// What `node build.mjs` leaves in dist/web, read from the real build (npm test builds first): one
// index.html naming content-hashed, minified JS and CSS, a source map for each, and .br and .gz
// siblings for every text asset that decompress to the very same bytes.
import t from 'tap';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { importsIn, staticClosure } from '../helpers/built-modules.ts';

const webDir = fileURLToPath(new URL('../../dist/web/', import.meta.url));
/** The extensions build.mjs pre-compresses (its COMPRESSIBLE). */
const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|map|txt|webmanifest)$/;
/** esbuild's [hash]: eight base32 characters. */
const HASHED = /^assets\/[\w-]+-[A-Z0-9]{8}\.(js|css)$/;

/**
 * Every file of dist/web, read in one go. Other builds on the same tree swap dist/ in whole, so a
 * read that straddles a swap (a file gone) is simply taken again.
 */
async function readBuild(): Promise<Map<string, Buffer>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const files = new Map<string, Buffer>();
      for (const entry of await readdir(webDir, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath ?? entry.path, entry.name);
        files.set(relative(webDir, path).split('\\').join('/'), await readFile(path));
      }
      return files;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (attempt === 3) throw new Error(`no complete dist/web (${(error as Error).message}): run node build.mjs`);
    }
  }
}

const files = await readBuild();
const text = (name: string) => files.get(name)?.toString('utf8') ?? '';
const html = text('index.html');
const referenced = [...html.matchAll(/(?:src|href)="__BASE_PATH__\/([^"]+)"/g)].map((match) => match[1]!);
const scripts = referenced.filter((name) => name.endsWith('.js'));
const styles = referenced.filter((name) => name.endsWith('.css'));
const entryScripts = [...html.matchAll(/<script type="module" src="__BASE_PATH__\/([^"]+)"/g)].map((match) => match[1]!);
const preloads = [...html.matchAll(/<link rel="modulepreload" href="__BASE_PATH__\/([^"]+)"/g)].map((match) => match[1]!);

t.test('index.html names content-hashed JS and CSS that exist', async (t) => {
  t.ok(html, 'dist/web/index.html exists');
  t.equal(entryScripts.length, 1, `one entry script (${entryScripts})`);
  t.same([...entryScripts, ...preloads].sort(), [...scripts].sort(), 'every other script is a modulepreload');
  // What loads with the page: the entry's static imports, and the app module it imports at once (the
  // one import() in the entry itself, web/src/main.tsx) with that module's static imports.
  const withPage = staticClosure(entryScripts[0]!, text);
  const appModules = importsIn(text(entryScripts[0]!), 'dynamic');
  t.equal(appModules.length, 1, 'the entry loads one module itself: the app');
  for (const appModule of appModules) staticClosure(appModule, text, withPage);
  withPage.delete(entryScripts[0]!);
  t.same([...preloads].sort(), [...withPage].sort(), 'the page preloads every chunk that loads with it, and no other');
  t.equal(styles.length, 1, `one stylesheet (${styles})`);
  for (const name of [...scripts, ...styles]) {
    t.match(name, HASHED, `${name} is content-hashed`);
    t.ok(files.has(name), `${name} exists`);
  }
  const unhashed = [...files.keys()].filter((name) => /^assets\/.*\.(js|css)$/.test(name) && !HASHED.test(name));
  t.same(unhashed, [], 'no unhashed JS or CSS under assets/');
});

t.test('the JS and CSS are minified', async (t) => {
  for (const name of [...scripts, ...styles]) {
    const body = text(name);
    const whitespace = (body.match(/\s/g) ?? []).length / body.length;
    // Readable source runs at 20-30% whitespace; minified output keeps only what strings need.
    t.ok(whitespace < 0.1, `${name}: ${(whitespace * 100).toFixed(1)}% whitespace`);
  }
  // Minified code is a few long lines; a library chunk keeps the line breaks of its template strings.
  const all = [...scripts, ...styles].map(text).join('\n');
  t.ok(all.length / all.split('\n').length > 200, 'long lines');
});

t.test('each has a source map naming the app sources', async (t) => {
  for (const name of [...scripts, ...styles]) {
    const base = name.slice(name.lastIndexOf('/') + 1);
    t.match(text(name).trimEnd(), new RegExp(`sourceMappingURL=${base.replace('.', '\\.')}\\.map( \\*/)?$`), `${name} points at its map`);
    const map = JSON.parse(text(`${name}.map`) || '{}');
    t.equal(map.version, 3, `${name}.map is a v3 source map`);
    t.ok(map.sources?.length > 0, `${name}.map names its sources`);
  }
  const entryMap = JSON.parse(text(`${entryScripts[0]}.map`) || '{}');
  t.ok(entryMap.sources?.some((source: string) => source.includes('web/src/')), 'the entry\'s map names web/src files');
});

t.test('every text asset has .br and .gz siblings with the same content', async (t) => {
  const textAssets = [...files.keys()].filter((name) => TEXT_ASSET.test(name));
  t.ok(textAssets.length >= 5, `text assets found (${textAssets.length})`);
  for (const name of textAssets) {
    const identity = files.get(name)!;
    const br = files.get(`${name}.br`);
    const gz = files.get(`${name}.gz`);
    t.ok(br && brotliDecompressSync(br).equals(identity), `${name}.br`);
    t.ok(gz && gunzipSync(gz).equals(identity), `${name}.gz`);
  }
});

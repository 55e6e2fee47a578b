// The JS and CSS the built page needs to show one screen first (dist/first-load.json, written by
// build.mjs), in brotli bytes as the gateway serves them: the entry and its chunks, the page's
// stylesheet, and the screen's chunk with the chunks it imports and their stylesheets.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** dist/first-load.json as build.mjs writes it: { entry, stylesheet, screens }, paths under dist/web. */
export function readFirstLoad() {
  return JSON.parse(readFileSync(`${dist}first-load.json`, 'utf8'));
}

/** { js, css, files } for the screen (a module name of web/src/app/routes/, e.g. 'overview'). */
export function firstLoadBytes(screen) {
  const manifest = readFirstLoad();
  if (!manifest.screens[screen]) throw new Error(`no screen ${screen} in dist/first-load.json`);
  const files = [...new Set([...manifest.entry, manifest.stylesheet, ...manifest.screens[screen]])];
  const brotli = (file) => statSync(`${dist}web/${file}.br`).size;
  const sum = (list) => list.reduce((total, file) => total + brotli(file), 0);
  return { js: sum(files.filter((file) => !file.endsWith('.css'))), css: sum(files.filter((file) => file.endsWith('.css'))), files: files.length };
}

// The imports between the built app's scripts (dist/web/assets), read from esbuild's minified output:
// a static import is `from"./chunk-X.js"` or `import"./chunk-X.js"`, a dynamic one `import("./chunk-X.js")`.
// Paths are relative to dist/web, as dist/first-load.json names them.

const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w-]+\.js)"/g;
const DYNAMIC_IMPORT = /import\("\.\/([\w-]+\.js)"\)/g;

/** The scripts `source` imports statically (kind 'static') or with import() ('dynamic'). */
export function importsIn(source: string, kind: 'static' | 'dynamic'): string[] {
  return [...source.matchAll(kind === 'static' ? STATIC_IMPORT : DYNAMIC_IMPORT)].map((match) => `assets/${match[1]}`);
}

/** `start` and every script it imports statically, at any depth, each read with `read(path)`; added to `into`. */
export function staticClosure(start: string, read: (path: string) => string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of importsIn(read(start), 'static')) staticClosure(imported, read, into);
  return into;
}

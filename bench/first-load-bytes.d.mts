/** What the built page needs to show each screen first (dist/first-load.json); paths under dist/web. */
export interface FirstLoad {
  /** The entry's script and the chunks it imports. */
  entry: string[];
  /** The page's stylesheet (absent only in the CSS-free trees build tests make). */
  stylesheet: string;
  /** Per screen, its chunk, the chunks that one imports and its stylesheets. */
  screens: Record<string, string[]>;
}

/** dist/first-load.json as build.mjs writes it. */
export function readFirstLoad(): FirstLoad;

/** Brotli bytes of the JS and CSS the built page needs to show one screen first, and how many files. */
export function firstLoadBytes(screen: string): { js: number; css: number; files: number };

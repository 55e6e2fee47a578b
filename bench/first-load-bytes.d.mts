/** Brotli bytes of the JS and CSS the built page needs to show one screen first, and how many files. */
export function firstLoadBytes(screen: string): { js: number; css: number; files: number };

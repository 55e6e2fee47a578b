// Demo posters and backdrops: SVG drawn from the item's title and TMDB id, served at
// GET /t/p/:size/:file like image.tmdb.org, so nothing is fetched from the internet. Each item gets
// its own colours (hue from the id) and its title; the file name says poster or backdrop.
import type { DemoLibrary } from './demo-library.ts';

export type TmdbKind = 'movie' | 'tv';

const FILE_PATTERN = /^sandbox-(movie|tv)-(\d+)(-backdrop)?\.svg$/;

/** The TMDB-style poster path /moviedb/image answers for an item, e.g. /sandbox-movie-1234.svg. */
export function posterPath(kind: TmdbKind, tmdbId: number): string {
  return `/sandbox-${kind}-${tmdbId}.svg`;
}

/** The backdrop path /moviedb/backdrop answers, e.g. /sandbox-movie-1234-backdrop.svg. */
export function backdropPath(kind: TmdbKind, tmdbId: number): string {
  return `/sandbox-${kind}-${tmdbId}-backdrop.svg`;
}

/** The SVG for a file name under /t/p/:size/, or undefined when it names no demo item. */
export function renderImage(file: string, library: DemoLibrary): string | undefined {
  const match = FILE_PATTERN.exec(file);
  if (!match) return undefined;
  const kind = match[1] as TmdbKind;
  const tmdbId = Number(match[2]);
  const item = library.findByTmdb(kind, tmdbId);
  if (!item) return undefined;
  return match[3] ? backdropSvg(item.title, tmdbId) : posterSvg(item.title, item.year, kind, tmdbId);
}

function hues(tmdbId: number): [number, number] {
  const hue = (tmdbId * 137) % 360;
  return [hue, (hue + 40 + (tmdbId % 80)) % 360];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits a title into lines of at most `width` characters. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 5);
}

function posterSvg(title: string, year: number | undefined, kind: TmdbKind, tmdbId: number): string {
  const [from, to] = hues(tmdbId);
  const lines = wrap(title, 14);
  const top = 225 - (lines.length - 1) * 19;
  const text = lines
    .map((line, i) => `<text x="150" y="${top + i * 38}" font-size="32" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="hsl(${from},55%,42%)"/><stop offset="1" stop-color="hsl(${to},60%,16%)"/></linearGradient></defs>`
    + `<rect width="300" height="450" fill="url(#g)"/>`
    + `<circle cx="${60 + (tmdbId % 180)}" cy="${70 + (tmdbId % 90)}" r="${50 + (tmdbId % 60)}" fill="hsl(${to},70%,70%)" fill-opacity="0.18"/>`
    + `<g font-family="Helvetica, Arial, sans-serif">${text}`
    + `<text x="150" y="410" font-size="20" text-anchor="middle" fill="#fff" fill-opacity="0.75">${year ?? ''} · ${kind === 'movie' ? 'Movie' : 'Show'}</text></g>`
    + `</svg>`;
}

function backdropSvg(title: string, tmdbId: number): string {
  const [from, to] = hues(tmdbId);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from},50%,30%)"/><stop offset="1" stop-color="hsl(${to},55%,10%)"/></linearGradient></defs>`
    + `<rect width="1280" height="720" fill="url(#g)"/>`
    + `<circle cx="${300 + (tmdbId % 700)}" cy="${200 + (tmdbId % 300)}" r="${200 + (tmdbId % 150)}" fill="hsl(${to},70%,65%)" fill-opacity="0.15"/>`
    + `<text x="80" y="640" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff" fill-opacity="0.85">${escapeXml(title)}</text>`
    + `</svg>`;
}

// Word lists and a seeded random generator for the demo library: titles, genres and summaries are
// assembled from these, so the demo is the same on every start and nothing large is committed.

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers bound to one generator. */
export function picker(random: () => number) {
  return {
    int: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!,
    chance: (probability: number) => random() < probability,
  };
}

export const ADJECTIVES = [
  'Silent', 'Crimson', 'Hidden', 'Last', 'Broken', 'Golden', 'Midnight', 'Frozen', 'Electric', 'Lost',
  'Wild', 'Burning', 'Hollow', 'Distant', 'Secret', 'Iron', 'Velvet', 'Shattered', 'Endless', 'Northern',
  'Quiet', 'Scarlet', 'Restless', 'Bright', 'Savage', 'Paper', 'Glass', 'Neon', 'Copper', 'Forgotten',
  'Little', 'Second', 'Dark', 'Final', 'Sleeping', 'Wandering', 'Tender', 'Fallen', 'Rising', 'Open',
] as const;

export const NOUNS = [
  'Horizon', 'River', 'Empire', 'Garden', 'Signal', 'Harbor', 'Machine', 'Kingdom', 'Shadow', 'Voyage',
  'Orchard', 'Frontier', 'Lantern', 'Station', 'Island', 'Promise', 'Engine', 'Canyon', 'Archive', 'Circus',
  'Mirror', 'Tide', 'Comet', 'Citadel', 'Meadow', 'Tower', 'Reckoning', 'Summer', 'Winter', 'Orbit',
  'Parade', 'Witness', 'Current', 'Labyrinth', 'Lighthouse', 'Requiem', 'Outpost', 'Ferryman', 'Heist', 'Atlas',
  'Storm', 'Echo', 'Crown', 'Valley', 'Protocol', 'Melody', 'Harvest', 'Cipher', 'Passage', 'Ember',
] as const;

export const PLACES = [
  'Avalon', 'the North', 'Marrow Bay', 'Eastwick', 'the Deep', 'Saint Clare', 'Oldham Road', 'the Valley',
  'Kestrel Point', 'Paris', 'the Moon', 'Ironwood', 'Glass Lake', 'Brightwater', 'the Last Coast', 'Tangier',
] as const;

export const PEOPLE = [
  'Mara', 'Jonah', 'Iris', 'Theo', 'Ada', 'Felix', 'Nora', 'Silas', 'June', 'Oscar', 'Lena', 'Ezra',
  'Vera', 'Hugo', 'Cleo', 'Rufus', 'Mina', 'August',
] as const;

export const MOVIE_GENRES = [
  'Action', 'Adventure', 'Animation', 'Comedy', 'Crime', 'Documentary', 'Drama', 'Family', 'Fantasy',
  'History', 'Horror', 'Mystery', 'Romance', 'Science Fiction', 'Thriller', 'War', 'Western',
] as const;

export const SHOW_GENRES = [
  'Drama', 'Comedy', 'Crime', 'Documentary', 'Reality', 'Sci-Fi & Fantasy', 'Mystery', 'Animation',
  'Action & Adventure', 'Kids',
] as const;

/** Film ratings for movies, TV ratings for shows, as a real library holds them (recorded: movies G to R, shows TV-14 and TV-MA); the commonest twice. */
export const MOVIE_CONTENT_RATINGS = ['G', 'PG', 'PG-13', 'R', 'NC-17', 'PG-13'] as const;
export const SHOW_CONTENT_RATINGS = ['TV-Y', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA', 'TV-14'] as const;

export const SUMMARY_OPENERS = [
  'When a stranger arrives in', 'Years after the fall of', 'A reluctant hero must return to',
  'Two rivals are forced to share', 'A family secret resurfaces in', 'An unlikely crew sets out for',
] as const;

export const SUMMARY_ENDINGS = [
  'nothing will ever be the same.', 'old loyalties are put to the test.', 'the truth proves stranger than fiction.',
  'time is running out.', 'every choice has a price.', 'the past refuses to stay buried.',
] as const;

/** Builds a title from the word lists; callers make titles unique. */
export function makeTitle(pick: <T>(list: readonly T[]) => T, shape: number): string {
  switch (shape % 5) {
    case 0:
      return `The ${pick(ADJECTIVES)} ${pick(NOUNS)}`;
    case 1:
      return `${pick(NOUNS)} of ${pick(PLACES)}`;
    case 2:
      return `${pick(ADJECTIVES)} ${pick(NOUNS)}`;
    case 3:
      return `${pick(PEOPLE)} and the ${pick(NOUNS)}`;
    default:
      return `${pick(PEOPLE)}'s ${pick(NOUNS)}`;
  }
}

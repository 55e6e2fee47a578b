// Compares answers by shape, not value: the recordings come from a real, empty server, while the
// sandbox has demo data with other ids and times.

/** In an example object, this key set to true allows keys the example does not list (Plex objects). */
export const OPEN = '...';

/** Differences in shape between an example value and an actual one; [] when they match. */
export function shapeProblems(expected: unknown, actual: unknown, path = '$'): string[] {
  // Nullable fields: a recorded null may be a value in the demo and the other way round.
  if (expected === null || actual === null) return [];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${typeof actual}`];
    if (!expected.length || !actual.length) return [];
    // Same length: element by element (lists of differing objects, e.g. rule properties); else
    // every element against the first example.
    const exampleAt = (index: number) => (expected.length === actual.length ? expected[index] : expected[0]);
    return actual.slice(0, 50).flatMap((item, index) => shapeProblems(exampleAt(index), item, `${path}[${index}]`));
  }
  if (typeof expected === 'object') {
    if (typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: expected an object`];
    const expectedRecord = expected as Record<string, unknown>;
    const actualRecord = actual as Record<string, unknown>;
    const open = expectedRecord[OPEN] === true;
    const wanted = Object.keys(expectedRecord).filter((key) => key !== OPEN);
    const problems = wanted.filter((key) => !(key in actualRecord)).map((key) => `${path}.${key}: missing`);
    if (!open) problems.push(...Object.keys(actualRecord).filter((key) => !wanted.includes(key)).map((key) => `${path}.${key}: not in the recording`));
    for (const key of wanted) {
      if (key in actualRecord) problems.push(...shapeProblems(expectedRecord[key], actualRecord[key], `${path}.${key}`));
    }
    return problems;
  }
  return typeof expected === typeof actual ? [] : [`${path}: expected ${typeof expected}, got ${typeof actual}`];
}

/** What kind of scalar a raw text body carries: how a client reading text then trying JSON sees it. */
export function textKind(text: string): string {
  if (text === '') return 'empty';
  if (text === 'true' || text === 'false') return 'boolean';
  if (/^-?\d+(\.\d+)?$/.test(text)) return 'number';
  try {
    const parsed = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) return 'json';
  } catch {
    // plain text
  }
  return 'text';
}

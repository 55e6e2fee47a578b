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

/**
 * A shape learnt from several recorded answers of one request: objects list each key with whether
 * every example had it, arrays the merged shape of all their elements, null matches anything (a
 * nullable field), and `undefined` means "no example to learn from" (an empty list).
 */
export type Shape =
  | { kind: 'any' }
  | { kind: 'string' | 'number' | 'boolean' }
  | { kind: 'array'; of: Shape }
  | { kind: 'object'; keys: Map<string, { shape: Shape; required: boolean }> };

const ANY: Shape = { kind: 'any' };

/** The shape of one value. */
function shapeOf(value: unknown): Shape {
  if (value === null || value === undefined) return ANY;
  if (Array.isArray(value)) return { kind: 'array', of: value.map(shapeOf).reduce(mergeShapes, undefined as Shape | undefined) ?? ANY };
  if (typeof value === 'object') {
    return { kind: 'object', keys: new Map(Object.entries(value).map(([key, item]) => [key, { shape: shapeOf(item), required: true }])) };
  }
  return { kind: typeof value as 'string' | 'number' | 'boolean' };
}

/** Two shapes as one: keys only one side has become optional; a null on either side makes anything fit. */
function mergeShapes(a: Shape | undefined, b: Shape): Shape {
  if (!a) return b;
  if (a.kind === 'any' || b.kind === 'any') return ANY;
  if (a.kind === 'array' && b.kind === 'array') return { kind: 'array', of: a.of.kind === 'any' ? b.of : b.of.kind === 'any' ? a.of : mergeShapes(a.of, b.of) };
  if (a.kind === 'object' && b.kind === 'object') {
    const keys = new Map<string, { shape: Shape; required: boolean }>();
    for (const key of new Set([...a.keys.keys(), ...b.keys.keys()])) {
      const [x, y] = [a.keys.get(key), b.keys.get(key)];
      keys.set(key, { shape: x && y ? mergeShapes(x.shape, y.shape) : (x ?? y)!.shape, required: Boolean(x?.required && y?.required) });
    }
    return { kind: 'object', keys };
  }
  return a.kind === b.kind ? a : ANY;
}

/** The shape several examples of one answer share. */
export function learnShape(examples: unknown[]): Shape {
  return examples.map(shapeOf).reduce(mergeShapes, undefined as Shape | undefined) ?? ANY;
}

/**
 * How `actual` departs from a learnt shape: a missing required key, a key no example had, another
 * type. Keys in `optional` may be there or not wherever they appear (fields the service leaves out
 * when an item has no value, which a few recordings happen to show on every item). Values of keys
 * in `open` are not compared (records whose keys depend on something else, e.g. an agent's options).
 */
export function shapeMismatches(
  shape: Shape,
  actual: unknown,
  path = '$',
  optional: ReadonlySet<string> = new Set(),
  open: ReadonlySet<string> = new Set(),
): string[] {
  if (shape.kind === 'any' || actual === null) return [];
  if (shape.kind === 'array') {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${typeof actual}`];
    return actual.slice(0, 50).flatMap((item, index) => shapeMismatches(shape.of, item, `${path}[${index}]`, optional, open));
  }
  if (shape.kind === 'object') {
    if (typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: expected an object`];
    const record = actual as Record<string, unknown>;
    const problems = [...shape.keys]
      .filter(([key, entry]) => entry.required && !(key in record) && !optional.has(key))
      .map(([key]) => `${path}.${key}: missing`);
    for (const [key, value] of Object.entries(record)) {
      const entry = shape.keys.get(key);
      if (!entry) {
        if (!optional.has(key)) problems.push(`${path}.${key}: not in any recording`);
      } else if (!open.has(key)) problems.push(...shapeMismatches(entry.shape, value, `${path}.${key}`, optional, open));
    }
    return problems;
  }
  return typeof actual === shape.kind ? [] : [`${path}: expected ${shape.kind}, got ${typeof actual}`];
}

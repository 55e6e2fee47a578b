// React keys for the builder's sections and rules that follow each one through the builder's own
// edits (a row keeps what it holds of its own, such as its property finder's text, when a row
// above it is removed or moved), rather than staying at a place in the list. The draft's objects
// are replaced, never changed: an edit keeps the objects it does not touch, so an object keeps its
// key; the one object an edit puts in place of another (a changed rule, the section around it)
// takes over the replaced one's key. Objects from anywhere else (a load, an import) get new keys.
import type { SectionDraft } from '../../../api/rule-editor-types.ts';

export interface RowKeys {
  /** The key of a section or rule of the draft on screen. */
  keyOf(item: object): number;
  /** Before the builder hands on an edit from `before` to `after`: replaced objects pass their keys on. */
  carryOver(before: readonly SectionDraft[], after: readonly SectionDraft[]): void;
}

export function createRowKeys(): RowKeys {
  const keys = new WeakMap<object, number>();
  let nextKey = 0;
  /** `replacement` takes `replaced`'s key if it has none and `replaced` is gone from the next draft. */
  const inherit = (replacement: object, replaced: object | undefined, stillThere: ReadonlySet<object>) => {
    const key = replaced && !stillThere.has(replaced) ? keys.get(replaced) : undefined;
    if (key !== undefined && !keys.has(replacement)) keys.set(replacement, key);
  };
  return {
    keyOf(item) {
      let key = keys.get(item);
      if (key === undefined) keys.set(item, (key = nextKey++));
      return key;
    },
    carryOver(before, after) {
      const stillThere = new Set<object>(after.flatMap((section) => [section, ...section.rules]));
      after.forEach((section, s) => {
        inherit(section, before[s], stillThere);
        section.rules.forEach((rule, r) => inherit(rule, before[s]?.rules[r], stillThere));
      });
    },
  };
}

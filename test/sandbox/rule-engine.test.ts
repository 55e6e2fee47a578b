// The sandbox's rule engine decides like the real rule comparator: each comparison on each value
// type, AND/OR inside a section and between sections, missing values, and the explanation lines
// (ComparisonStatistics) each generation sends.
import t from 'tap';
import { compareValues, type EngineRule, evaluateRules, type RuleValue } from '../../gateway/sandbox/rule-engine.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const A = {
  BIGGER: 0, SMALLER: 1, EQUALS: 2, NOT_EQUALS: 3, CONTAINS: 4, BEFORE: 5, AFTER: 6, IN_LAST: 7, IN_NEXT: 8, NOT_CONTAINS: 9,
  CONTAINS_PARTIAL: 10, NOT_CONTAINS_PARTIAL: 11, CONTAINS_ALL: 12, NOT_CONTAINS_ALL: 13, COUNT_EQUALS: 14, COUNT_NOT_EQUALS: 15,
  COUNT_BIGGER: 16, COUNT_SMALLER: 17, EXISTS: 18, NOT_EXISTS: 19,
};

t.test('numbers: bigger, smaller, equals, not equals', async (t) => {
  const cases: [RuleValue, RuleValue, number, boolean][] = [
    [5, 3, A.BIGGER, true], [3, 3, A.BIGGER, false], [2, 3, A.SMALLER, true], [3, 3, A.SMALLER, false],
    [3, 3, A.EQUALS, true], [3, 4, A.EQUALS, false], [3, 4, A.NOT_EQUALS, true], [3, 3, A.NOT_EQUALS, false],
    ['5', 3, A.BIGGER, false],
  ];
  for (const [first, second, action, expected] of cases) t.equal(compareValues(first, second, action, NOW), expected, `${first} ${action} ${second}`);
});

t.test('dates: before and after include the day itself, equals is the calendar day, in last / in next look from now', async (t) => {
  const day = new Date('2026-01-10T10:00:00Z');
  t.ok(compareValues(day, new Date('2026-01-10T10:00:00Z'), A.BEFORE, NOW), 'before includes the same instant');
  t.ok(compareValues(day, new Date('2026-02-01'), A.BEFORE, NOW));
  t.notOk(compareValues(day, new Date('2026-01-01'), A.BEFORE, NOW));
  t.ok(compareValues(day, new Date('2026-01-01'), A.AFTER, NOW));
  t.notOk(compareValues(day, new Date('2026-02-01'), A.AFTER, NOW));
  t.ok(compareValues(day, new Date('2026-01-10T11:30:00Z'), A.EQUALS, NOW), 'same day, other hour');
  t.notOk(compareValues(day, new Date('2026-01-11T10:00:00Z'), A.EQUALS, NOW));
  t.ok(compareValues(day, new Date('2026-01-11T10:00:00Z'), A.NOT_EQUALS, NOW));
  t.ok(compareValues(daysAgo(3), daysAgo(7), A.IN_LAST, NOW), 'three days ago is in the last seven');
  t.notOk(compareValues(daysAgo(10), daysAgo(7), A.IN_LAST, NOW));
  t.notOk(compareValues(daysAgo(-1), daysAgo(7), A.IN_LAST, NOW), 'a future date is not in the last days');
  t.ok(compareValues(daysAgo(-3), daysAgo(-7), A.IN_NEXT, NOW), 'in three days is in the next seven');
  t.notOk(compareValues(daysAgo(1), daysAgo(-7), A.IN_NEXT, NOW), 'a past date is not in the next days');
  t.notOk(compareValues(5, daysAgo(1), A.BEFORE, NOW), 'before needs two dates');
});

t.test('text: equals and contains ignore case; contains is a substring', async (t) => {
  t.ok(compareValues('1080', '1080', A.EQUALS, NOW));
  t.ok(compareValues('4K', '4k', A.EQUALS, NOW), 'case is ignored');
  t.notOk(compareValues('1080', '108', A.EQUALS, NOW));
  t.ok(compareValues('Action Movie', 'action', A.CONTAINS, NOW));
  t.notOk(compareValues('Drama', 'action', A.CONTAINS, NOW));
  t.ok(compareValues('Drama', 'action', A.NOT_CONTAINS, NOW));
  t.ok(compareValues('720', '1080', A.NOT_EQUALS, NOW));
});

t.test('boolean: a property meets the number 1 or 0 its custom value is read as', async (t) => {
  t.ok(compareValues(true, 1, A.EQUALS, NOW));
  t.notOk(compareValues(false, 1, A.EQUALS, NOW));
  t.ok(compareValues(false, 1, A.NOT_EQUALS, NOW));
});

t.test('text lists: contains (any), partial, all, their negations, counts and set equality', async (t) => {
  const genres = ['Action', 'Drama'];
  t.ok(compareValues(genres, 'drama', A.CONTAINS, NOW), 'one entry, any case');
  t.notOk(compareValues(genres, 'dram', A.CONTAINS, NOW), 'a whole entry, not part of one');
  t.ok(compareValues(genres, ['Comedy', 'Action'], A.CONTAINS, NOW), 'any of several');
  t.notOk(compareValues(genres, [], A.CONTAINS, NOW), 'nothing to look for matches nothing');
  t.ok(compareValues(genres, 'Comedy', A.NOT_CONTAINS, NOW));
  t.ok(compareValues(genres, 'dram', A.CONTAINS_PARTIAL, NOW), 'part of an entry');
  t.notOk(compareValues(genres, 'war', A.CONTAINS_PARTIAL, NOW));
  t.ok(compareValues(genres, 'war', A.NOT_CONTAINS_PARTIAL, NOW));
  t.ok(compareValues(genres, ['action', 'drama'], A.CONTAINS_ALL, NOW));
  t.notOk(compareValues(genres, ['action', 'comedy'], A.CONTAINS_ALL, NOW));
  t.ok(compareValues(genres, ['action', 'comedy'], A.NOT_CONTAINS_ALL, NOW));
  t.ok(compareValues(genres, ['drama', 'action'], A.EQUALS, NOW), 'the same entries in any order');
  t.notOk(compareValues(genres, ['drama'], A.EQUALS, NOW));
  t.ok(compareValues(genres, 2, A.COUNT_EQUALS, NOW));
  t.ok(compareValues(genres, 3, A.COUNT_NOT_EQUALS, NOW));
  t.ok(compareValues(genres, 1, A.COUNT_BIGGER, NOW));
  t.ok(compareValues(genres, 3, A.COUNT_SMALLER, NOW));
  t.notOk(compareValues(genres, 2, A.COUNT_BIGGER, NOW));
  t.notOk(compareValues('Action', 1, A.COUNT_EQUALS, NOW), 'a count needs a list');
});

t.test('a missing value fails every comparison but NOT_EXISTS', async (t) => {
  for (const action of [A.BIGGER, A.SMALLER, A.EQUALS, A.NOT_EQUALS, A.CONTAINS, A.NOT_CONTAINS, A.BEFORE, A.AFTER, A.IN_LAST]) {
    t.notOk(compareValues(null, 1, action, NOW), `null first value, action ${action}`);
    t.notOk(compareValues(1, null, action, NOW), `null second value, action ${action}`);
  }
  t.ok(compareValues(null, null, A.NOT_EXISTS, NOW));
  t.notOk(compareValues(null, null, A.EXISTS, NOW));
  t.ok(compareValues(0, null, A.EXISTS, NOW), 'zero is a value');
  t.notOk(compareValues([], null, A.EXISTS, NOW), 'an empty list is no value');
});

// An item with a few Plex values, and the names the recordings give them.
const NAMES: Record<number, string> = { 0: 'Plex - Date added', 5: 'Plex - Times viewed', 7: 'Plex - Last view date', 23: 'Plex - Audience rating (scale 1-10)' };
function options(values: Record<number, RuleValue>, skipOrWhenHolding = false) {
  return { now: NOW, skipOrWhenHolding, valueOf: ([, id]: [number, number]) => values[id] ?? null, nameOf: ([, id]: [number, number]) => NAMES[id] ?? `Plex - ${id}` };
}
const days = (count: number) => ({ ruleTypeId: 0, value: String(count * 86_400) });
const number = (value: number) => ({ ruleTypeId: 0, value: String(value) });
/** The recorded group: (not viewed in 90 days OR never viewed) AND added over 30 days ago. */
const RECORDED_GROUP: EngineRule[] = [
  { operator: null, firstVal: [0, 7], action: A.BEFORE, customVal: days(90), section: 0 },
  { operator: '1', firstVal: [0, 5], action: A.EQUALS, customVal: number(0), section: 0 },
  { operator: '0', firstVal: [0, 0], action: A.BEFORE, customVal: days(30), section: 1 },
];

t.test('the recorded group explained as v2.21 explains it: every OR rule listed, custom days as dates', async (t) => {
  const verdict = evaluateRules(RECORDED_GROUP, options({ 7: daysAgo(400), 5: 1, 0: daysAgo(1000) }));
  t.same(verdict, {
    result: true,
    sectionResults: [
      {
        id: 0,
        result: true,
        ruleResults: [
          { action: 'before', firstValueName: 'Plex - Last view date', firstValue: daysAgo(400).toISOString(), secondValueName: 'custom_days', secondValue: daysAgo(90).toISOString(), result: true },
          { operator: 'OR', action: 'equals', firstValueName: 'Plex - Times viewed', firstValue: 1, secondValueName: 'number', secondValue: 0, result: false },
        ],
      },
      {
        id: 1,
        result: true,
        operator: 'AND',
        ruleResults: [
          { action: 'before', firstValueName: 'Plex - Date added', firstValue: daysAgo(1000).toISOString(), secondValueName: 'custom_days', secondValue: daysAgo(30).toISOString(), result: true },
        ],
      },
    ],
  });
  t.same(Object.keys(verdict.sectionResults[1]!), ['id', 'result', 'operator', 'ruleResults'], 'keys in the recorded order');
});

t.test('v3.24 leaves out an OR rule once its section holds, but lists it while the section does not', async (t) => {
  const matching = evaluateRules(RECORDED_GROUP, options({ 7: daysAgo(400), 5: 1, 0: daysAgo(1000) }, true));
  t.equal(matching.sectionResults[0]!.ruleResults.length, 1);
  t.equal(matching.result, true);
  const recent = evaluateRules(RECORDED_GROUP, options({ 7: daysAgo(5), 5: 2, 0: daysAgo(1000) }, true));
  t.same(recent.sectionResults.map((section) => [section.result, section.ruleResults.length]), [[false, 2], [true, 1]]);
  t.equal(recent.result, false, 'section 0 fails, so AND section 1 cannot make it hold');
});

t.test('never viewed: the last view date is missing, the OR on the view count makes the section hold', async (t) => {
  const verdict = evaluateRules(RECORDED_GROUP, options({ 5: 0, 0: daysAgo(100) }));
  t.same(verdict.sectionResults[0]!.ruleResults.map((line) => [line.firstValue, line.result]), [[null, false], [0, true]]);
  t.equal(verdict.result, true);
  t.equal(evaluateRules(RECORDED_GROUP, options({ 5: 0, 0: daysAgo(10) })).result, false, 'added too recently');
});

t.test('an AND rule is skipped (no line) for an item its section already dropped', async (t) => {
  const rules: EngineRule[] = [
    { operator: null, firstVal: [0, 23], action: A.SMALLER, customVal: number(5), section: 0 },
    { operator: 0, firstVal: [0, 5], action: A.BIGGER, customVal: number(0), section: 0 },
  ];
  const low = evaluateRules(rules, options({ 23: 3, 5: 2 }));
  t.same([low.result, low.sectionResults[0]!.ruleResults.map((line) => line.operator ?? null)], [true, [null, 'AND']]);
  const high = evaluateRules(rules, options({ 23: 8, 5: 2 }));
  t.same([high.result, high.sectionResults[0]!.ruleResults.length], [false, 1]);
  t.equal(evaluateRules(rules, options({ 23: 3, 5: 0 })).result, false, 'the AND rule fails');
});

t.test('sections join with their first rule\'s operator: OR adds, AND (or none) narrows', async (t) => {
  const isOld = { firstVal: [0, 0] as [number, number], action: A.BEFORE, customVal: days(365) };
  const unwatched = { firstVal: [0, 5] as [number, number], action: A.EQUALS, customVal: number(0) };
  const orSections: EngineRule[] = [{ operator: null, ...isOld, section: 0 }, { operator: 1, ...unwatched, section: 1 }];
  t.equal(evaluateRules(orSections, options({ 0: daysAgo(10), 5: 0 })).result, true, 'OR: the second section alone is enough');
  t.equal(evaluateRules(orSections, options({ 0: daysAgo(10), 5: 3 })).result, false);
  t.equal(evaluateRules(orSections, options({ 0: daysAgo(10), 5: 0 })).sectionResults[1]!.operator, 'OR');
  const noOperator: EngineRule[] = [{ operator: null, ...isOld, section: 0 }, { operator: null, ...unwatched, section: 1 }];
  const verdict = evaluateRules(noOperator, options({ 0: daysAgo(10), 5: 0 }));
  t.same([verdict.result, verdict.sectionResults[1]!.operator], [false, 'AND'], 'a section without an operator narrows');
  t.equal(evaluateRules([], options({})).result, false, 'no rules match nothing');
});

t.test('a missing operator inside a section counts as OR, and the first rule\'s operator is ignored', async (t) => {
  const rules: EngineRule[] = [
    { operator: 0, firstVal: [0, 5], action: A.EQUALS, customVal: number(9), section: 0 },
    { operator: null, firstVal: [0, 23], action: A.BIGGER, customVal: number(5), section: 0 },
  ];
  const verdict = evaluateRules(rules, options({ 5: 1, 23: 7 }));
  t.equal(verdict.result, true);
  t.same(verdict.sectionResults[0]!.ruleResults.map((line) => 'operator' in line), [false, false]);
});

t.test('a property compared with another property, and dates given as dates or Unix seconds', async (t) => {
  const sameCount: EngineRule[] = [{ operator: null, firstVal: [0, 14], lastVal: [0, 15], action: A.EQUALS, section: 0 }];
  const verdict = evaluateRules(sameCount, options({ 14: 10, 15: 10 }));
  t.same([verdict.result, verdict.sectionResults[0]!.ruleResults[0]!.secondValueName, verdict.sectionResults[0]!.ruleResults[0]!.secondValue], [true, 'Plex - 15', 10]);
  t.equal(evaluateRules(sameCount, options({ 14: 10, 15: 9 })).result, false);
  const addedBefore = (value: string): EngineRule[] => [{ operator: null, firstVal: [0, 0], action: A.BEFORE, customVal: { ruleTypeId: 1, value }, section: 0 }];
  t.equal(evaluateRules(addedBefore('2026-01-01'), options({ 0: new Date('2025-06-01') })).result, true);
  t.equal(evaluateRules(addedBefore(String(Date.UTC(2025, 0, 1) / 1000)), options({ 0: new Date('2025-06-01') })).result, false);
  const inNext: EngineRule[] = [{ operator: null, firstVal: [0, 2], action: A.IN_NEXT, customVal: days(30), section: 0 }];
  const next = evaluateRules(inNext, options({ 2: daysAgo(-10) }));
  t.same([next.result, next.sectionResults[0]!.ruleResults[0]!.secondValue], [true, daysAgo(-30).toISOString()], 'days count forward for IN_NEXT');
});

t.test('a text list value written as a JSON array is compared as a list', async (t) => {
  const rules: EngineRule[] = [{ operator: null, firstVal: [0, 11], action: A.CONTAINS, customVal: { ruleTypeId: 4, value: '["Horror","drama"]' }, section: 0 }];
  t.equal(evaluateRules(rules, options({ 11: ['Drama'] })).result, true);
  t.equal(evaluateRules(rules, options({ 11: ['Comedy'] })).result, false);
  t.equal(evaluateRules(rules, options({})).result, false, 'no genres at all');
});

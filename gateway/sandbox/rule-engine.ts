// Evaluates a rule group's rules against one media item the way the real rule comparator does, and
// explains the verdict as its ComparisonStatistics. Pure: the caller supplies the item's values,
// the property names and the clock, so tests can drive every comparison directly.
//
// How the real comparator combines rules, per item:
// - Rules run in stored order; a change of `section` starts a new section. The group's first rule
//   and the first rule of every section are evaluated as if they had no operator.
// - Within a section an OR rule (or one without an operator) puts the item in the section's set
//   when it holds; an AND rule is only evaluated for items already in the set and drops those for
//   which it fails (an item not in the set gets no result line for it).
// - The first section joins the result with OR; a later section joins with its first rule's
//   operator, where anything but OR ("1") counts as AND (a missing one included, as `+null === 0`).
// - A comparison with a missing value (null) on either side is false.
import { RULE_POSSIBILITIES, RulePossibility } from '../../wire/rule-possibilities.ts';

export type RuleValue = number | string | boolean | Date | (string | number)[] | null;

/** A rule as stored in `ruleJson`: operators and ids may arrive as strings. */
export interface EngineRule {
  operator?: unknown;
  firstVal: [number, number];
  action: number;
  lastVal?: [number, number];
  customVal?: { ruleTypeId: number; value: string };
  section: number;
}

/** customVal.ruleTypeId */
export const RULE_TYPE = { NUMBER: 0, DATE: 1, TEXT: 2, BOOL: 3, TEXT_LIST: 4 } as const;
const DAY_S = 86_400;

export interface RuleResultLine {
  operator?: 'AND' | 'OR';
  action: string;
  firstValueName: string;
  firstValue: RuleValue;
  secondValueName: string;
  secondValue: RuleValue;
  result: boolean;
}

export interface SectionResult {
  id: number;
  result: boolean;
  operator?: 'AND' | 'OR';
  ruleResults: RuleResultLine[];
}

/** ComparisonStatistics without the item's id, which each generation names its own way. */
export interface Verdict {
  result: boolean;
  sectionResults: SectionResult[];
}

export interface EvaluationOptions {
  /** The item's value of a property ([appId, propId]); null when it has none. */
  valueOf(location: [number, number]): RuleValue;
  /** "Plex - Last view date": the name a result line gives a property. */
  nameOf(location: [number, number]): string;
  /** The clock "days" count from. */
  now: Date;
  /**
   * v3.24 does not evaluate an OR rule for an item a section already holds (its recorded test of
   * a matching movie lists one line where v2.21 lists both).
   */
  skipOrWhenHolding: boolean;
}

/** The operator a stored rule carries: 0 AND, 1 OR, null none. */
export function operatorOf(rule: EngineRule): 0 | 1 | null {
  if (rule.operator === null || rule.operator === undefined) return null;
  return Number(rule.operator) === 1 ? 1 : 0;
}

const OPERATOR_NAMES = { 0: 'AND', 1: 'OR' } as const;

/** Evaluates the rules (in stored order) against one item. An empty list matches nothing. */
export function evaluateRules(rules: readonly EngineRule[], options: EvaluationOptions): Verdict {
  const sections: SectionResult[] = [];
  let result = false;
  let holds = false;
  let current: SectionResult | undefined;
  let joinWithAnd = false;

  const closeSection = () => {
    if (!current) return;
    current.result = holds;
    result = joinWithAnd ? result && holds : result || holds;
  };

  rules.forEach((rule, index) => {
    let operator = index === 0 ? null : operatorOf(rule);
    if (!current || rule.section !== current.id) {
      closeSection();
      joinWithAnd = current !== undefined && operator !== 1;
      current = { id: rule.section, result: false, ...(sections.length ? { operator: joinWithAnd ? 'AND' : 'OR' } : {}), ruleResults: [] } as SectionResult;
      // Key order as recorded: id, result, operator, ruleResults.
      sections.push(current);
      holds = false;
      operator = null;
    }
    if (operator === 0 && !holds) return;
    if (operator !== 0 && holds && options.skipOrWhenHolding) return;
    const line = compareRule(rule, operator, options);
    current.ruleResults.push(line);
    holds = operator === 0 ? line.result : holds || line.result;
  });
  closeSection();
  return { result, sectionResults: sections };
}

function compareRule(rule: EngineRule, operator: 0 | 1 | null, options: EvaluationOptions): RuleResultLine {
  const firstValue = options.valueOf(rule.firstVal);
  const { name: secondValueName, value: secondValue } = secondValueOf(rule, firstValue, options);
  return {
    ...(operator === null ? {} : { operator: OPERATOR_NAMES[operator] }),
    // A result line names its comparison by its lower-cased name ("count_bigger").
    action: (RULE_POSSIBILITIES[rule.action] ?? String(rule.action)).toLowerCase(),
    firstValueName: options.nameOf(rule.firstVal),
    firstValue: serialisable(firstValue),
    secondValueName,
    secondValue: serialisable(secondValue),
    result: compareValues(firstValue, secondValue, rule.action, options.now),
  };
}

/** The value a rule compares with and the name its result line gives it. */
function secondValueOf(rule: EngineRule, firstValue: RuleValue, options: EvaluationOptions): { name: string; value: RuleValue } {
  if (rule.lastVal) return { name: options.nameOf(rule.lastVal), value: options.valueOf(rule.lastVal) };
  if (!rule.customVal) return { name: 'none', value: null };
  // A value sent as a number (not the string the UI sends) is read the same way.
  const ruleTypeId = Number(rule.customVal.ruleTypeId);
  const raw = String(rule.customVal.value);
  const name = customValueTypeName(rule.customVal);
  let value: RuleValue = null;
  if (ruleTypeId === RULE_TYPE.DATE) value = new Date(raw.includes('-') ? raw : Number(raw) * 1000);
  else if (ruleTypeId === RULE_TYPE.TEXT || ruleTypeId === RULE_TYPE.TEXT_LIST) value = parsedList(raw) ?? raw;
  else if (ruleTypeId === RULE_TYPE.NUMBER || ruleTypeId === RULE_TYPE.BOOL) value = Number(raw);
  // A number against a date is a count of seconds back (BEFORE, IN_LAST) or ahead of now.
  if (firstValue instanceof Date && ruleTypeId === RULE_TYPE.NUMBER && typeof value === 'number') {
    const back = rule.action === RulePossibility.BEFORE || rule.action === RulePossibility.IN_LAST;
    value = new Date(options.now.getTime() + (back ? -1 : 1) * value * 1000);
  }
  return { name, value };
}

/** How the service names a custom value's type: whole non-zero days of seconds are `custom_days`. */
export function customValueTypeName(customVal: { ruleTypeId: number; value: string }): string {
  switch (customVal.ruleTypeId) {
    case RULE_TYPE.NUMBER: {
      const seconds = Number(customVal.value);
      return seconds !== 0 && seconds % DAY_S === 0 ? 'custom_days' : 'number';
    }
    case RULE_TYPE.DATE: return 'date';
    case RULE_TYPE.TEXT: return 'text';
    case RULE_TYPE.BOOL: return 'boolean';
    case RULE_TYPE.TEXT_LIST: return 'text list';
    default: return 'none';
  }
}

/** A text value holding a JSON array is compared as that list, as the service does. */
function parsedList(raw: string): (string | number)[] | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as (string | number)[]) : undefined;
  } catch {
    return undefined;
  }
}

function serialisable(value: RuleValue): RuleValue {
  return value instanceof Date ? value.toISOString() : value;
}

/** One comparison, with the service's case-insensitive text handling. */
export function compareValues(first: RuleValue, second: RuleValue, action: number, now: Date): boolean {
  if (action === RulePossibility.EXISTS) return present(first);
  if (action === RulePossibility.NOT_EXISTS) return !present(first);
  if (first === null || second === null) return false;
  return compareLowered(lowered(first), lowered(second), action, now);
}

function present(value: RuleValue): boolean {
  return value !== null && !(Array.isArray(value) && value.length === 0);
}

function lowered<T extends RuleValue>(value: T): T {
  if (typeof value === 'string') return value.toLowerCase() as T;
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'string' ? entry.toLowerCase() : entry)) as T;
  return value;
}

function compareLowered(first: Exclude<RuleValue, null>, second: Exclude<RuleValue, null>, action: number, now: Date): boolean {
  switch (action) {
    case RulePossibility.BIGGER: return typeof first === 'number' && typeof second === 'number' && first > second;
    case RulePossibility.SMALLER: return typeof first === 'number' && typeof second === 'number' && first < second;
    case RulePossibility.EQUALS: return equals(first, second);
    case RulePossibility.NOT_EQUALS: return !equals(first, second);
    case RulePossibility.CONTAINS: return containsAny(first, second);
    case RulePossibility.NOT_CONTAINS: return !containsAny(first, second);
    case RulePossibility.CONTAINS_PARTIAL: return containsPartially(first, second);
    case RulePossibility.NOT_CONTAINS_PARTIAL: return !containsPartially(first, second);
    case RulePossibility.CONTAINS_ALL: return containsAll(first, second);
    case RulePossibility.NOT_CONTAINS_ALL: return !containsAll(first, second);
    case RulePossibility.BEFORE: return first instanceof Date && second instanceof Date && first <= second;
    case RulePossibility.AFTER: return first instanceof Date && second instanceof Date && first >= second;
    case RulePossibility.IN_LAST: return first instanceof Date && second instanceof Date && first >= second && first <= now;
    case RulePossibility.IN_NEXT: return first instanceof Date && second instanceof Date && first <= second && first >= now;
    case RulePossibility.COUNT_EQUALS:
    case RulePossibility.COUNT_NOT_EQUALS:
    case RulePossibility.COUNT_BIGGER:
    case RulePossibility.COUNT_SMALLER: {
      if (!Array.isArray(first) || (typeof second !== 'number' && !Array.isArray(second))) return action === RulePossibility.COUNT_NOT_EQUALS;
      const count = Array.isArray(second) ? second.length : second;
      if (action === RulePossibility.COUNT_EQUALS) return first.length === count;
      if (action === RulePossibility.COUNT_NOT_EQUALS) return first.length !== count;
      return action === RulePossibility.COUNT_BIGGER ? first.length > count : first.length < count;
    }
    default:
      return false;
  }
}

/** Dates are equal on the same calendar day; lists hold the same distinct entries. */
function equals(first: Exclude<RuleValue, null>, second: Exclude<RuleValue, null>): boolean {
  if (Array.isArray(first)) {
    const others = Array.isArray(second) ? second : [second as string | number];
    if (first.length !== others.length) return false;
    const set = new Set<unknown>(others);
    return first.every((entry) => set.has(entry));
  }
  if (first instanceof Date && second instanceof Date) return first.toDateString() === second.toDateString();
  // A boolean property meets the number 1 or 0 a boolean custom value is read as.
  if (typeof first === 'boolean') return Number(first) === Number(second);
  return first === second;
}

/**
 * CONTAINS: a list holds the value (or any of the values) as an entry; a text holds it as a
 * substring, since the service calls `includes` on whichever it has.
 */
function containsAny(first: Exclude<RuleValue, null>, second: Exclude<RuleValue, null>): boolean {
  if (typeof first === 'string') return Array.isArray(second) ? second.length > 0 && second.some((entry) => first.includes(String(entry))) : first.includes(String(second));
  if (!Array.isArray(first)) return false;
  if (!Array.isArray(second)) return first.includes(second as string | number);
  return second.length > 0 && second.some((entry) => first.includes(entry));
}

function containsAll(first: Exclude<RuleValue, null>, second: Exclude<RuleValue, null>): boolean {
  if (typeof first === 'string') return Array.isArray(second) ? second.length > 0 && second.every((entry) => first.includes(String(entry))) : first.includes(String(second));
  if (!Array.isArray(first)) return false;
  if (!Array.isArray(second)) return first.includes(second as string | number);
  return second.length > 0 && second.every((entry) => first.includes(entry));
}

/** CONTAINS_PARTIAL: some entry has the value (or one of the values) as a substring. */
function containsPartially(first: Exclude<RuleValue, null>, second: Exclude<RuleValue, null>): boolean {
  const entries = Array.isArray(first) ? first : [first];
  const needles = Array.isArray(second) ? second : [second];
  if (Array.isArray(second) && second.length === 0) return false;
  return needles.some((needle) =>
    entries.some((entry) => (typeof entry === 'string' && String(needle).length > 0 ? entry.includes(String(needle)) : String(entry) === String(needle))),
  );
}

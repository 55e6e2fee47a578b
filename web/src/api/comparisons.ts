// The service's rule comparisons in the app's words, and which way a number of days counts in
// each. The rule editor names a comparison by its number, a Test media answer by the service's name
// for it ("count_bigger"); both read the same here.
import { RulePossibility, rulePossibilityNamed } from '../../../wire/rule-possibilities.ts';
import { countLabel } from '../lib/count-label.ts';

export { RulePossibility };

/** The words of each comparison, by number. */
export const COMPARISON_LABELS: Record<number, string> = {
  [RulePossibility.BIGGER]: 'is more than',
  [RulePossibility.SMALLER]: 'is less than',
  [RulePossibility.EQUALS]: 'is',
  [RulePossibility.NOT_EQUALS]: 'is not',
  [RulePossibility.CONTAINS]: 'contains',
  [RulePossibility.BEFORE]: 'is before',
  [RulePossibility.AFTER]: 'is after',
  [RulePossibility.IN_LAST]: 'is in the last',
  [RulePossibility.IN_NEXT]: 'is in the next',
  [RulePossibility.NOT_CONTAINS]: 'does not contain',
  [RulePossibility.CONTAINS_PARTIAL]: 'contains part of',
  [RulePossibility.NOT_CONTAINS_PARTIAL]: 'does not contain part of',
  [RulePossibility.CONTAINS_ALL]: 'contains all of',
  [RulePossibility.NOT_CONTAINS_ALL]: 'does not contain all of',
  [RulePossibility.COUNT_EQUALS]: 'count is',
  [RulePossibility.COUNT_NOT_EQUALS]: 'count is not',
  [RulePossibility.COUNT_BIGGER]: 'count is more than',
  [RulePossibility.COUNT_SMALLER]: 'count is less than',
  [RulePossibility.EXISTS]: 'exists',
  [RulePossibility.NOT_EXISTS]: 'does not exist',
};

const numberOf = (comparison: number | string | null) => (typeof comparison === 'string' ? rulePossibilityNamed(comparison) : comparison);

/** A comparison, by number or by the service's name for it, in words; one the app does not know as "comparison 21", or as the service names it. */
export function comparisonWords(comparison: number | string): string {
  const number = numberOf(comparison);
  const words = number === undefined || number === null ? undefined : COMPARISON_LABELS[number];
  return words ?? (typeof comparison === 'number' ? `comparison ${comparison}` : comparison);
}

/**
 * Which way a number of days against a date counts, as the service reads it: back from now for
 * "is before", ahead of now for every other comparison, "is after" included; "in the last" and
 * "in the next" read as a span of days.
 */
export function daysDirection(comparison: number | string | null): DaysDirection {
  const number = numberOf(comparison);
  if (number === RulePossibility.IN_LAST || number === RulePossibility.IN_NEXT) return 'span';
  return number === RulePossibility.BEFORE ? 'ago' : 'from now';
}

export type DaysDirection = 'ago' | 'from now' | 'span';

/**
 * A number of days as the rule editor's sentence and a Test media verdict write it: "90 days ago",
 * "1 day from now", "30 days" for a span. `count` as typed (a text, "…" while empty) or counted.
 */
export function daysInWords(count: number | string, direction: DaysDirection): string {
  const days = typeof count === 'number' ? countLabel(count, 'day') : `${count} ${count === '1' ? 'day' : 'days'}`;
  return direction === 'span' ? days : `${days} ${direction}`;
}

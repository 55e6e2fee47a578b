// The service's rule comparisons in the app's words, and which way a number of days counts in
// each. The rule editor names a comparison by its number, a Test media answer by the service's name
// for it ("count_bigger"); both read the same here.
import { RulePossibility, rulePossibilityNamed } from '../../../wire/rule-possibilities.ts';

export { RulePossibility };

/** The words of each comparison, by number. */
export const COMPARISON_LABELS: Record<number, string> = {
  0: 'is more than',
  1: 'is less than',
  2: 'is',
  3: 'is not',
  4: 'contains',
  5: 'is before',
  6: 'is after',
  7: 'is in the last',
  8: 'is in the next',
  9: 'does not contain',
  10: 'contains part of',
  11: 'does not contain part of',
  12: 'contains all of',
  13: 'does not contain all of',
  14: 'count is',
  15: 'count is not',
  16: 'count is more than',
  17: 'count is less than',
  18: 'exists',
  19: 'does not exist',
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
export function daysDirection(comparison: number | string | null): 'ago' | 'from now' | 'span' {
  const number = numberOf(comparison);
  if (number === RulePossibility.IN_LAST || number === RulePossibility.IN_NEXT) return 'span';
  return number === RulePossibility.BEFORE ? 'ago' : 'from now';
}

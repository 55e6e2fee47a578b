// The words of a Test media verdict: values as a person reads them (dates as dates, lists joined,
// nothing as "no value") and a one-line summary of the group's verdict.
import { SECONDS_PER_DAY, type TestVerdict } from '../../api/rule-editor-types.ts';
import { countLabel } from '../../lib/count-label.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A value the service found or compared with; `source` is the service's name for it ("custom_days",
 * "number", a property), and `comparison` the service's word for the comparison it was used in.
 */
export function describeValue(value: unknown, source?: string, comparison?: string): string {
  if (value === null || value === undefined || value === '') return 'no value';
  if (Array.isArray(value)) return value.length ? value.map((entry) => describeValue(entry)).join(', ') : 'an empty list';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // The days as set, in seconds: what v2.21 records when it had no first value to compare. The
  // service counts them back from today for "before" and "in the last", forward for the others.
  if (source === 'custom_days' && typeof value === 'number') return `${countLabel(value / SECONDS_PER_DAY, 'day')}${daysDirection(comparison)}`;
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const date = new Date(value);
    const day = Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    return source === 'custom_days' ? `${day} (the chosen number of days from today)` : day;
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return source && !['number', 'custom_days', 'text', 'date', 'boolean', 'text list', 'custom_date', 'custom_number', 'custom_text'].includes(source)
    ? `${text} (${source})`
    : text;
}

/** Which way a number of days is counted in a comparison: a span ("in the last 90 days") has none. */
function daysDirection(comparison: string | undefined): string {
  const word = comparison?.toLowerCase().replace(/\s+/g, '_');
  if (word === undefined || word === 'in_last' || word === 'in_next') return '';
  return word === 'before' ? ' ago' : ' from now';
}

/** The service names comparisons in its own words ("bigger", "before", "contains_partial"); these read as a sentence. */
const COMPARISON_WORDS: Record<string, string> = {
  bigger: 'is more than',
  smaller: 'is less than',
  equals: 'is',
  not_equals: 'is not',
  contains: 'contains',
  before: 'is before',
  after: 'is after',
  in_last: 'is in the last',
  in_next: 'is in the next',
  not_contains: 'does not contain',
  contains_partial: 'contains part of',
  not_contains_partial: 'does not contain part of',
  contains_all: 'contains all of',
  not_contains_all: 'does not contain all of',
  count_equals: 'has a count of',
  count_not_equals: 'does not have a count of',
  count_bigger: 'has a count over',
  count_smaller: 'has a count under',
  exists: 'exists',
  not_exists: 'does not exist',
};

export function comparisonWords(serviceWord: string): string {
  return COMPARISON_WORDS[serviceWord.toLowerCase().replace(/\s+/g, '_')] ?? serviceWord;
}

export function verdictSummary(title: string, verdict: TestVerdict): string {
  const held = verdict.sections.filter((section) => section.held).length;
  const sections = verdict.sections.length === 1 ? 'its one section' : `${held} of ${verdict.sections.length} sections`;
  return verdict.matches
    ? `“${title}” matches these rules (${verdict.sections.length === 1 ? 'its one section held' : `${sections} held`}): the collection takes it on the next run.`
    : `“${title}” does not match these rules: the collection leaves it out.`;
}

// The words of a Test media verdict: values as a person reads them (dates as dates, lists joined,
// nothing as "no value") and a one-line summary of the group's verdict.
import { SECONDS_PER_DAY, type TestVerdict } from '../../api/rule-editor-types.ts';
import { daysDirection, daysInWords } from '../../api/comparisons.ts';

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
  // Which way the days count follows the comparison the service names; an unnamed one reads as a span.
  if (source === 'custom_days' && typeof value === 'number') return daysInWords(value / SECONDS_PER_DAY, comparison === undefined ? 'span' : daysDirection(comparison));
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

export function verdictSummary(title: string, verdict: TestVerdict): string {
  const held = verdict.sections.filter((section) => section.held).length;
  const sections = verdict.sections.length === 1 ? 'its one section' : `${held} of ${verdict.sections.length} sections`;
  return verdict.matches
    ? `“${title}” matches these rules (${verdict.sections.length === 1 ? 'its one section held' : `${sections} held`}): the collection takes it on the next run.`
    : `“${title}” does not match these rules: the collection leaves it out.`;
}

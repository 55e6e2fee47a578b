// A five-field cron check with cron-validator's defaults, which the real service uses to accept or
// refuse a schedule (its settings' handler schedules, POST /settings/cron/validate): numbers, *,
// ranges, steps and lists; no names, no seconds, day of week 0-6. The sandbox answers with it, and
// the rule editor checks a group's own schedule with it before the service is asked.

/** What a schedule this check refuses is told, wherever it is typed. */
export const CRON_INVALID_MESSAGE = 'Not a schedule the service accepts: five fields in numbers, minute hour day month weekday (e.g. 0 3 * * *)';

/** Each field's lowest and highest value, in order: minute, hour, day of month, month, day of week (0 is Sunday). */
export const CRON_FIELD_RANGES: readonly [number, number][] = [
  [0, 59], // minute
  [0, 23], // hour
  [1, 31], // day of month
  [1, 12], // month
  [0, 6], // day of week
];

/** True when `value` is a valid five-field cron expression. */
export function isValidCron(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const fields = value.trim().split(/\s+/);
  return fields.length === 5 && fields.every((field, index) => isValidField(field, CRON_FIELD_RANGES[index]!));
}

function isValidField(field: string, [min, max]: [number, number]): boolean {
  return field.split(',').every((part) => {
    const [range, step, ...rest] = part.split('/');
    if (rest.length || range === undefined) return false;
    if (step !== undefined && !(/^\d+$/.test(step) && Number(step) > 0)) return false;
    if (range === '*') return true;
    const bounds = range.split('-');
    if (bounds.length > 2 || !bounds.every((bound) => /^\d+$/.test(bound))) return false;
    const [from, to = from] = bounds.map(Number) as [number, number?];
    return from >= min && to! <= max && from <= to!;
  });
}

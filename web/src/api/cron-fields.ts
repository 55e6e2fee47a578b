// A schedule the service accepts, read as the times it names. Only schedules its validator passed
// (api/cron-schedule.ts) are read here, so the grammar is not checked twice: a list of `*`, `n` or
// `n-m`, each with an optional `/step`.
import { CRON_FIELD_RANGES, isAcceptedCronSchedule } from './cron-schedule.ts';

/** The times a schedule names: each field's values, ascending. */
export interface CronSchedule {
  minutes: number[];
  hours: number[];
  daysOfMonth: number[];
  months: number[];
  /** 0 is Sunday. */
  daysOfWeek: number[];
}

/** The schedule `text` names, or undefined when the service would refuse it. */
export function parseCron(text: string): CronSchedule | undefined {
  if (!isAcceptedCronSchedule(text)) return undefined;
  const fields = text.trim().split(/\s+/);
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = fields.map((field, index) => fieldValues(field, CRON_FIELD_RANGES[index]!)) as [
    number[],
    number[],
    number[],
    number[],
    number[],
  ];
  return { minutes, hours, daysOfMonth, months, daysOfWeek };
}

/** The values of one valid field within [min, max], ascending. A single start with a step ("5/15") runs on to the end. */
function fieldValues(field: string, [min, max]: readonly [number, number]): number[] {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const [range = '*', step] = part.split('/');
    const [from, to] = range === '*' ? [min, max] : range.split('-').map(Number);
    const last = to ?? (step === undefined ? from! : max);
    for (let value = from!; value <= last; value += Number(step ?? 1)) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

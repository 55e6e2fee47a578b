// A rule group's own schedule is a cron expression the service hands to its scheduler; v3.24
// stores whatever it is sent (it accepted "not a cron" for overlays), so the form checks the shape
// itself: 5 fields (minute hour day month weekday) or 6 with seconds first, each field a list of
// `*`, `?`, values or ranges, each with an optional `/step`, within the field's bounds.

interface FieldBounds {
  min: number;
  max: number;
  names?: string[];
}

const SECONDS: FieldBounds = { min: 0, max: 59 };
const FIELDS: FieldBounds[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  { min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

function valueIn(text: string, bounds: FieldBounds): boolean {
  if (/^\d+$/.test(text)) return Number(text) >= bounds.min && Number(text) <= bounds.max;
  return bounds.names?.includes(text.toUpperCase()) ?? false;
}

function partValid(part: string, bounds: FieldBounds): boolean {
  const match = /^([^/]+)(?:\/(\d+))?$/.exec(part);
  if (!match) return false;
  const [, range, step] = match;
  if (step !== undefined && Number(step) < 1) return false;
  if (range === '*' || range === '?') return true;
  const ends = range.split('-');
  if (ends.length > 2) return false;
  return ends.every((end) => valueIn(end, bounds));
}

/** Whether `expression` is a 5- or 6-field cron schedule with every field in range. */
export function isCronSchedule(expression: string): boolean {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6) return false;
  const bounds = fields.length === 6 ? [SECONDS, ...FIELDS] : FIELDS;
  return fields.every((field, index) => field.split(',').every((part) => partValid(part, bounds[index])));
}

// Whether the service would accept a cron schedule, decided here without asking it: the rule
// editor checks a group's own schedule as it is typed, and the service's validator is this rule.
// The fields' ranges let the Jobs tab tell when a schedule runs.
export { CRON_FIELD_RANGES, CRON_INVALID_MESSAGE, isValidCron as isAcceptedCronSchedule } from '../../../wire/cron.ts';

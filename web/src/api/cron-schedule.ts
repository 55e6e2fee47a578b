// Whether the service would accept a cron schedule, decided here without asking it: the rule
// editor checks a group's own schedule as it is typed, and the service's validator is this rule.
export { CRON_INVALID_MESSAGE, isValidCron as isAcceptedCronSchedule } from '../../../wire/cron.ts';

// A schedule's next runs, as the line under a schedule field (components/schedule-hint.tsx). This
// module, with the reading of a schedule as times and the search for its next runs, loads when a
// schedule is first shown rather than with the Rules and Settings screens.
import { parseCron } from '../api/cron-fields.ts';
import { nextRuns } from '../api/cron-next-runs.ts';

/** A run's time as the user reads it: "Mon, Nov 30, 4:00 PM" in the browser's zone, with the year when it is not this one. */
function runTime(date: Date, now: Date): string {
  const year = date.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return date.toLocaleString(undefined, { weekday: 'short', year, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export interface ScheduleNextRunsProps {
  schedule: string;
  /** Where the service runs its schedules. */
  serverZone: string;
  now: Date;
  /** The user's zone differs from the service's: the line says which zone its times are in. */
  zoneNote: boolean;
}

/** When `schedule` next runs in `serverZone`, in words and in the user's time, on a line of its own. */
export function ScheduleNextRuns({ schedule, serverZone, now, zoneNote }: ScheduleNextRunsProps) {
  const runs = nextRuns(parseCron(schedule)!, now, serverZone);
  const note = zoneNote ? ` (your time; the service runs it in ${serverZone})` : '';
  const words =
    runs.length === 0
      ? 'It names a date that does not come round: no run in the next four years.'
      : `${runs.length === 1 ? 'Next run' : 'Next runs'}: ${runs.map((run) => runTime(run, now)).join(', then ')}${note}.`;
  return (
    <>
      <br />
      {words}
    </>
  );
}

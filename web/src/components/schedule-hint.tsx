// A schedule field's hint (the Jobs tab, a v3.x rule group's own schedule): what the schedule is for,
// and on a line of its own when it next runs, so that "0 0-23/8 * * *" reads back as times before it
// is saved. The code that reads a schedule as times loads on first use: only these fields need it,
// and the Rules screen's first load has no room for it.
import { useEffect, useState, type ReactNode } from 'react';
import { useServerTimeZone } from '../api/about.ts';
import { isAcceptedCronSchedule } from '../api/cron-schedule.ts';
import { sameZone, userTimeZone } from '../lib/time-zone.ts';

type NextRunsModule = typeof import('./schedule-next-runs.tsx');

/** The next-runs line's code, loaded once for every schedule field. */
let nextRunsModule: Promise<NextRunsModule> | undefined;

/** The next-runs line's code: undefined until loaded (or while it cannot be), asked for once `wanted`. */
function useNextRunsModule(wanted: boolean, schedule: string): NextRunsModule | undefined {
  const [module, setModule] = useState<NextRunsModule>();
  useEffect(() => {
    if (module || !wanted) return;
    let current = true;
    (nextRunsModule ??= import('./schedule-next-runs.tsx')).then(
      (loaded) => current && setModule(loaded),
      () => {
        // Asked again for the next schedule typed: a dropped connection should not hide them for good.
        // Some browsers (Debian's Chromium 150) keep a failed module for the life of the page and
        // refuse it again without a request; there the line stays away until a reload, and the field,
        // its hint's first line and the service's check work as before.
        nextRunsModule = undefined;
      },
    );
    return () => {
      current = false;
    };
    // The schedule too: after a failed load, the next one typed asks again.
  }, [module, wanted, schedule]);
  return module;
}

/**
 * `purpose`, then when `schedule` next runs; nothing more for an empty or refused schedule, until the
 * service's time zone is known, or while the code is not loaded.
 */
export function ScheduleHint({ purpose, schedule }: { purpose: ReactNode; schedule: string }) {
  const accepted = isAcceptedCronSchedule(schedule);
  const serverZone = useServerTimeZone();
  const module = useNextRunsModule(accepted, schedule);
  const now = new Date();
  return (
    <>
      {purpose}
      {module && accepted && serverZone && (
        <module.ScheduleNextRuns schedule={schedule} serverZone={serverZone} now={now} zoneNote={!sameZone(now, serverZone, userTimeZone())} />
      )}
    </>
  );
}

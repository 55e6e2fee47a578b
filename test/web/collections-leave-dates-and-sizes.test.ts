// When an item leaves, in the user's zone and the service's, and collection sizes, as the
// collection screens show them.
import t from 'tap';
import { formatBytes } from '../../web/src/lib/size-label.ts';
import { leaveDate, leavesLabel } from '../../web/src/features/collections/time.ts';
import { isKnownTimeZone } from '../../web/src/lib/time-zone.ts';
import { actionInWords } from '../../web/src/features/collections/labels.ts';

t.test('an item leaves deleteAfterDays after it was added', async (t) => {
  t.equal(leaveDate('2026-11-23T00:00:00.000Z', 30)?.toISOString(), '2026-12-23T00:00:00.000Z');
  t.equal(leaveDate('2026-11-23T00:00:00.000Z', 0)?.toISOString(), '2026-11-23T00:00:00.000Z', 'zero days: the day it came');
  t.equal(leaveDate('2026-11-23T00:00:00.000Z', null), undefined, 'never handled: it never leaves');
  t.equal(leaveDate('yesterday-ish', 30), undefined, 'an unreadable date gives none');
});

t.test('the leave date reads in the user zone, with the server zone only when it differs', async (t) => {
  const date = new Date('2026-12-23T00:30:00.000Z');
  t.equal(leavesLabel(date, 'UTC', 'UTC', 'en-US'), 'Leaves on Dec 23, 2026', 'same zone: the day once');
  t.equal(leavesLabel(date, 'UTC', 'Etc/UTC', 'en-US'), 'Leaves on Dec 23, 2026', 'two names of one zone count as one');
  t.equal(leavesLabel(date, 'UTC', undefined, 'en-US'), 'Leaves on Dec 23, 2026', 'no server zone: the browser zone only');
  t.equal(leavesLabel(date, 'UTC', 'Not/AZone', 'en-US'), 'Leaves on Dec 23, 2026', 'a zone Intl does not know is left out');
  t.equal(
    leavesLabel(date, 'America/New_York', 'Europe/Amsterdam', 'en-US'),
    'Leaves on Dec 22, 2026, 7:30 PM (Dec 23, 2026, 1:30 AM server time, Europe/Amsterdam)',
    'different zones: both, with times, as the day differs here',
  );
  t.ok(isKnownTimeZone('Europe/Amsterdam'));
  t.notOk(isKnownTimeZone(''));
});

t.test('sizes read in decimal units with one decimal', async (t) => {
  t.equal(formatBytes(232_597_754_562), '232.6 GB', 'the recorded v3.24 collection');
  t.equal(formatBytes(82_979_084_211), '83.0 GB');
  t.equal(formatBytes(999), '999 B');
  t.equal(formatBytes(1500), '1.5 KB');
  t.equal(formatBytes(999_960_000_000), '1.0 TB', 'does not read "1000.0 GB"');
  t.equal(formatBytes(0), '0 B');
  t.equal(formatBytes(-5), '0 B');
  t.equal(formatBytes(Number.NaN), '0 B');
});

t.test("a collection's action reads in words for its kind", async (t) => {
  t.equal(actionInWords(0, 'movie'), 'Delete');
  t.equal(actionInWords(0, 'show'), 'Delete entire show');
  t.equal(actionInWords(3, 'movie'), 'Unmonitor and keep files');
  t.equal(actionInWords(4, 'show'), 'Do nothing');
  t.equal(actionInWords(9, 'movie'), 'Action 9', 'an unknown number is named, not hidden');
  t.equal(actionInWords(5, 'movie'), 'Change quality profile', "v3.x's quality profile change");
  t.equal(actionInWords(5, 'show'), 'Change quality profile');
  t.equal(actionInWords(0, 'show', true), 'Delete entire league', 'through Sportarr, in its words');
  t.equal(actionInWords(3, 'season', true), 'Unmonitor and keep its files');
});

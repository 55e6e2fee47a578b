// What the Overview's detail view says of an item's watching and files, from the domain values both
// generations read into (api-adapters-recorded.test.ts checks those readings against the recordings).
import t from 'tap';
import { filesOf } from '../../web/src/api/media-wire.ts';
import { filesLabel, watchedLabel } from '../../web/src/features/overview/media-info.ts';
import { formatDay } from '../../web/src/lib/day-label.ts';

t.test('watching: never, once, and often with the last day', async (t) => {
  t.equal(watchedLabel({}), 'Never watched', 'no count: the servers leave it out when nobody watched');
  t.equal(watchedLabel({ viewCount: 0 }), 'Never watched');
  t.equal(watchedLabel({ viewCount: 1 }), 'Watched 1 time', 'a count without a day');
  const last = '2025-03-10T02:59:51.000Z';
  t.equal(watchedLabel({ viewCount: 1234, lastViewedAt: last }), `Watched 1,234 times, last on ${formatDay(last)}`);
});

t.test('files: resolution as people write it, then the size', async (t) => {
  t.equal(filesLabel({ sizeBytes: 9_049_000_000, resolution: '1080' }), '1080p · 9.0 GB');
  t.equal(filesLabel({ sizeBytes: 41_200_000_000, resolution: '4k' }), '4K · 41.2 GB');
  t.equal(filesLabel({ sizeBytes: 700_000_000, resolution: 'sd' }), 'SD · 700.0 MB');
  t.equal(filesLabel({ sizeBytes: 700_000_000 }), '700.0 MB', 'no resolution named: the size alone');
});

t.test("an item's files as one: two versions add up, none or 0 bytes is no files", async (t) => {
  t.same(filesOf([{ sizeBytes: 4e9, resolution: '4k' }, { sizeBytes: 2e9, resolution: '1080' }]), { sizeBytes: 6e9, resolution: '4k' });
  t.equal(filesOf([]), undefined, 'a show or a season');
  t.equal(filesOf([{ sizeBytes: 0, resolution: '1080' }]), undefined, 'nothing counted is not "0 B"');
});

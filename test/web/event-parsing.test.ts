import t from 'tap';
import { parseHandlerEvent } from '../../web/src/events/parse-event.ts';
import { percentDone, progressView } from '../../web/src/events/progress.ts';
import type { CollectionHandlerProgressedEvent, RuleHandlerProgressedEvent } from '../../wire/v2/events.ts';

// Frames as the real service wrote them (recorded/scenarios/GET_events_stream_during_rules_execute.json).
const recordedStarted = '{"type":"rule_handler.started","time":"2026-11-21T22:46:14.557Z","message":"Started execution of all active rules"}';
const recordedProgressed =
  '{"type":"rule_handler.progressed","time":"2025-05-01T10:00:03.120Z","totalRuleGroups":2,"processingRuleGroup":{"name":"Old movies","number":1,"processedEvaluations":150,"totalEvaluations":300},"totalEvaluations":480,"processedEvaluations":150}';

t.test('recorded frames parse', async (t) => {
  const started = parseHandlerEvent('rule_handler.started', recordedStarted);
  t.ok(started.ok);
  t.match(started, { event: { type: 'rule_handler.started', message: 'Started execution of all active rules' } });
  const progressed = parseHandlerEvent('rule_handler.progressed', recordedProgressed);
  t.ok(progressed.ok);
  const firstCollectionProgress = parseHandlerEvent(
    'collection_handler.progressed',
    '{"type":"collection_handler.progressed","time":"2026-11-21T22:46:31.000Z","totalCollections":0,"totalMediaToHandle":0,"processedMedias":0,"processedCollections":0}',
  );
  t.ok(firstCollectionProgress.ok, 'processingCollection may be absent');
});

t.test('bad payloads come back as a reason, never a throw', async (t) => {
  const cases: [string, string, string, RegExp][] = [
    ['not JSON', 'rule_handler.started', '{oops', /not JSON/],
    ['unknown type', 'rule_handler.started', '{"type":"rule_handler.exploded","time":"2026-11-21T22:46:14.557Z"}', /unexpected payload/],
    ['missing time', 'rule_handler.started', '{"type":"rule_handler.started"}', /time/],
    ['counts of the wrong type', 'rule_handler.progressed', '{"type":"rule_handler.progressed","time":"2026-11-21T22:46:14.557Z","totalRuleGroups":"2","totalEvaluations":1,"processedEvaluations":0}', /totalRuleGroups/],
    ['type differs from the event name', 'rule_handler.finished', recordedStarted, /says it is rule_handler.started/],
    ['time that is not a date', 'rule_handler.started', '{"type":"rule_handler.started","time":"yesterday"}', /not a date/],
  ];
  for (const [name, eventName, data, reason] of cases) {
    const result = parseHandlerEvent(eventName, data);
    t.equal(result.ok, false, name);
    if (!result.ok) t.match(result.reason, reason, name);
  }
});

t.test('progress bars: two when the run has more than one group or collection, else one', async (t) => {
  const rules: RuleHandlerProgressedEvent = JSON.parse(recordedProgressed);
  const two = progressView(rules);
  t.equal(two.processing, 'Old movies');
  t.same(two.bars.map((b) => [b.label, b.done, b.total]), [
    ['Current rule group', 150, 300],
    ['All rule groups', 150, 480],
  ]);
  const one = progressView({ ...rules, totalRuleGroups: 1 });
  t.same(one.bars.map((b) => b.label), ['All rule groups']);

  const collections: CollectionHandlerProgressedEvent = {
    type: 'collection_handler.progressed',
    time: '2026-11-21T22:46:31.000Z',
    totalCollections: 3,
    processingCollection: { name: 'Leaving soon', processedMedias: 1, totalMedias: 4 },
    totalMediaToHandle: 10,
    processedMedias: 5,
    processedCollections: 1,
  };
  t.same(progressView(collections).bars.map((b) => [b.label, b.done, b.total]), [
    ['Current collection', 1, 4],
    ['All collections', 5, 10],
  ]);
  t.same(progressView({ ...collections, totalCollections: 1 }).bars.length, 1);
  const nothingToHandle = progressView({ ...collections, processingCollection: undefined, totalMediaToHandle: 0, processedMedias: 0 });
  t.same(nothingToHandle.bars.map((b) => [b.done, b.total]), [[1, 3]], 'counts collections when there is no media to handle');
  t.equal(nothingToHandle.processing, undefined);
});

t.test('percentDone stays within 0..100 and copes with a zero total', async (t) => {
  t.equal(percentDone({ label: '', done: 150, total: 300 }), 50);
  t.equal(percentDone({ label: '', done: 0, total: 0 }), 0);
  t.equal(percentDone({ label: '', done: 5, total: 3 }), 100);
});

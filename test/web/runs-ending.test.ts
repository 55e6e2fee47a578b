// A run's end is told once per run, when the handler's running flag clears, whichever clears it:
// v2.21's finished event, or v3.x's rule queue going idle after several groups (each with a
// finished event of its own); a status answer saying nothing runs is no end.
import t from 'tap';
import type { LiveEvent } from '../../web/src/api/events.ts';
import { changedByHandlerRuns, type HandlerKey } from '../../web/src/api/tasks.ts';
import { createHandlerStatusStore } from '../../web/src/events/handler-status-store.ts';
import { watchRunsEnding } from '../../web/src/events/runs-ending.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 23, 17, 32, 24, ms)).toISOString();
const rule = (type: 'started' | 'finished', ms: number): LiveEvent => ({ type: `rule_handler.${type}`, time: at(ms), message: `${type} rule 'Old movies'` });
const collection = (type: 'started' | 'finished', ms: number): LiveEvent => ({ type: `collection_handler.${type}`, time: at(ms), message: `${type} collection handling` });
const queue = (ms: number, processingQueue: boolean, executingRuleGroupId: number | null): LiveEvent => ({
  type: 'rule_handler_queue.status_updated',
  time: at(ms),
  data: { processingQueue, executingRuleGroupId, pendingRuleGroupIds: [], queue: [] },
});

function watched() {
  const store = createHandlerStatusStore({ setTimer: () => 0, clearTimer: () => undefined });
  const ends: HandlerKey[] = [];
  const stop = watchRunsEnding(store, (handler) => ends.push(handler));
  const send = (...events: LiveEvent[]) => events.forEach((event) => store.dispatch({ kind: 'event', event }));
  return { store, ends, stop, send };
}

t.test('v2.21: each run ends once, per handler', async (t) => {
  const { store, ends, send } = watched();
  store.dispatch({ kind: 'status', handler: 'ruleHandler', status: { time: at(0), running: false } });
  t.same(ends, [], 'a status answer saying nothing runs is no end');
  send(rule('started', 1));
  t.same(ends, [], 'nothing ended while it runs');
  send(rule('finished', 2));
  t.same(ends, ['ruleHandler']);
  send(rule('finished', 2));
  t.same(ends, ['ruleHandler'], 'a replayed finished event ends nothing more');
  send(collection('started', 3), collection('finished', 4));
  t.same(ends, ['ruleHandler', 'collectionHandler']);
});

t.test('v3.x: a queued run of two groups ends once, when the queue is idle', async (t) => {
  const { ends, send } = watched();
  send(queue(0, true, 1), rule('started', 1), rule('finished', 2), queue(3, true, 2), rule('started', 4), rule('finished', 5));
  t.same(ends, [], 'not after the first group, nor after the last group while the queue is busy');
  send(queue(6, false, null));
  t.same(ends, ['ruleHandler']);
});

t.test('a status answer that clears a flag the events had set ends the run (events missed while away)', async (t) => {
  const { store, ends, send, stop } = watched();
  send(collection('started', 1));
  store.dispatch({ kind: 'status', handler: 'collectionHandler', status: { time: at(9), running: false } });
  t.same(ends, ['collectionHandler']);
  stop();
  send(collection('started', 10), collection('finished', 11));
  t.same(ends, ['collectionHandler'], 'nothing is told after unsubscribing');
});

t.test('what is read again when a run ends: what a run changes, not the settings', async (t) => {
  const changed = ['/rules', '/rules?libraryId=1', '/rules/count', '/rules/exclusion?rulegroupId=1', '/collections', '/collections/media/1/content/1', '/storage-metrics/library-sizes'];
  const unchanged = ['/settings', '/rules/constants', '/media-server/libraries', '/app/status'];
  t.same(changed.filter((key) => !changedByHandlerRuns(key)), [], 'lists, counts, members and the libraries\' sizes');
  t.same(unchanged.filter(changedByHandlerRuns), [], 'settings, constants, libraries and status stay');
});

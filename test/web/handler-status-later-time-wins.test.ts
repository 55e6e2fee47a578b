import t from 'tap';
import type { HandlerEvent } from '../../wire/v2/events.ts';
import { initialHandlerStatus, reduceHandlerStatus, type HandlerStatusAction, type HandlerStatusState } from '../../web/src/events/handler-status.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 22, 0, seconds)).toISOString();
const status = (handler: 'ruleHandler' | 'collectionHandler', running: boolean, seconds: number): HandlerStatusAction => ({
  kind: 'status',
  handler,
  status: { time: at(seconds), running },
});
const event = (e: HandlerEvent): HandlerStatusAction => ({ kind: 'event', event: e });
const started = (seconds: number, type = 'rule_handler.started' as const) =>
  event({ type, time: at(seconds), message: 'Started execution of all active rules' });
const finished = (seconds: number) =>
  event({ type: 'rule_handler.finished', time: at(seconds), message: 'Finished execution of all active rules' });
const run = (...actions: HandlerStatusAction[]): HandlerStatusState => actions.reduce(reduceHandlerStatus, initialHandlerStatus);

t.test('the running flag starts from the status answer', async (t) => {
  t.equal(run().ruleHandler.running, false);
  t.equal(run(status('ruleHandler', true, 1)).ruleHandler.running, true);
  t.equal(run(status('ruleHandler', true, 1)).collectionHandler.running, false, 'each handler has its own flag');
  t.equal(run(status('collectionHandler', true, 1)).collectionHandler.running, true);
});

t.test('started and finished events drive the flag', async (t) => {
  t.equal(run(status('ruleHandler', false, 1), started(2)).ruleHandler.running, true);
  t.equal(run(status('ruleHandler', false, 1), started(2), finished(3)).ruleHandler.running, false);
  const collection = run(event({ type: 'collection_handler.started', time: at(2), message: 'Started handling of all collections' }));
  t.equal(collection.collectionHandler.running, true);
  t.equal(collection.ruleHandler.running, false);
});

t.test('a stale status answer never overrides a newer event', async (t) => {
  // The status call left before the run started but its answer arrived after the started event.
  t.equal(run(started(5), status('ruleHandler', false, 4)).ruleHandler.running, true);
  t.equal(run(started(5), finished(6), status('ruleHandler', true, 5)).ruleHandler.running, false);
  // A newer status answer does win over an older event.
  t.equal(run(started(5), status('ruleHandler', false, 9)).ruleHandler.running, false);
});

t.test('an event older than the newest status answer does not change the flag', async (t) => {
  const state = run(status('ruleHandler', false, 10), started(8));
  t.equal(state.ruleHandler.running, false);
});

t.test('the same state object comes back when nothing changes', async (t) => {
  const state = run(status('ruleHandler', false, 10));
  t.equal(reduceHandlerStatus(state, status('ruleHandler', true, 9)), state);
  t.equal(reduceHandlerStatus(state, { kind: 'hide', handler: 'ruleHandler', token: 99 }), state);
});

t.test('a newer status answer saying the run is over ends a panel whose finished event was missed', async (t) => {
  const shown = run(status('ruleHandler', true, 1), started(2));
  t.equal(shown.ruleHandler.panel.visible, true);
  const ended = reduceHandlerStatus(shown, status('ruleHandler', false, 9));
  t.equal(ended.ruleHandler.running, false);
  t.not(ended.ruleHandler.panel.hideToken, null, 'the panel is asked to hide');
  t.match(ended.ruleHandler.panel.message, /no longer running/i, 'and says its end was missed');
  t.equal(ended.ruleHandler.endedRuns, 1, 'what the run changed is read again');
  // An answer newer than the flag but older than the panel's last event says nothing of this run.
  const progressed = reduceHandlerStatus(shown, event({ type: 'rule_handler.progressed', time: at(5), totalRuleGroups: 2, totalEvaluations: 8, processedEvaluations: 1, processingRuleGroup: { number: 1, name: 'Old movies', processedEvaluations: 1, totalEvaluations: 4 } }));
  t.equal(progressed.ruleHandler.panel.visible, true);
  t.equal(reduceHandlerStatus(progressed, status('ruleHandler', false, 3)).ruleHandler.panel.hideToken, null, 'older than the last progress: the panel stays');
  // A running answer leaves the panel alone.
  t.equal(reduceHandlerStatus(shown, status('ruleHandler', true, 9)).ruleHandler.panel.hideToken, null);
});

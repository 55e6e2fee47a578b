// v3.x runs rule groups from a queue and sends started / finished once per group, with queue
// events around them (as in the recorded captures). The rule handler keeps one panel and its
// running flag across the groups of a run, shows what waits next, and ends with the queue.
import t from 'tap';
import { ruleQueueFrom, type LiveEvent } from '../../web/src/api/events.ts';
import { readHandlerStatus } from '../../web/src/api/tasks.ts';
import { initialHandlerStatus, reduceHandlerStatus, type HandlerStatusAction, type HandlerStatusState } from '../../web/src/events/handler-status.ts';
import { parseHandlerEvent } from '../../web/src/events/parse-event.ts';
import { progressView } from '../../web/src/events/progress.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 23, 17, 32, 24, ms)).toISOString();
const queue = (ms: number, processingQueue: boolean, executingRuleGroupId: number | null, pendingRuleGroupIds: number[] = [], waiting: number[] = []): LiveEvent => ({
  type: 'rule_handler_queue.status_updated',
  time: at(ms),
  data: { processingQueue, executingRuleGroupId, pendingRuleGroupIds, queue: waiting },
});
const started = (ms: number, name: string): LiveEvent => ({ type: 'rule_handler.started', time: at(ms), message: `Started execution of rule '${name}'` });
const finished = (ms: number, name: string): LiveEvent => ({ type: 'rule_handler.finished', time: at(ms), message: `Finished execution of rule '${name}'` });
const progressed = (ms: number, name: string, done: number): LiveEvent => ({
  type: 'rule_handler.progressed',
  time: at(ms),
  ruleGroupName: name,
  totalEvaluations: 12,
  processedEvaluations: done,
});
const event = (e: LiveEvent): HandlerStatusAction => ({ kind: 'event', event: e });
const run = (...events: LiveEvent[]): HandlerStatusState['ruleHandler'] =>
  events.map(event).reduce(reduceHandlerStatus, initialHandlerStatus).ruleHandler;

t.test('a run of two groups keeps one panel and the flag until the queue is idle', async (t) => {
  const firstGroupDone = [
    // The app knows the queue idle before the run (its status answer at start, here an event).
    queue(-1, false, null),
    queue(0, true, null, [1, 2]),
    queue(1, true, 1, [2]),
    started(2, 'Old movies'),
    progressed(3, 'Old movies', 12),
    finished(4, 'Old movies'),
  ];
  let state = run(...firstGroupDone);
  t.equal(state.panel.visible, true, 'the panel stays after the first group');
  t.equal(state.panel.hideToken, null, 'no hide is asked for between groups');
  t.equal(state.running, true, 'the run goes on');
  t.same(state.queue?.waitingRuleGroupIds, [2], 'group 2 waits next');

  state = run(...firstGroupDone, queue(5, true, 2), started(6, 'Old shows'), progressed(7, 'Old shows', 6));
  t.equal(state.panel.progress?.processing, 'Old shows', 'the panel names the group being evaluated');
  t.same(state.panel.progress?.bars, [{ label: 'Current rule group', done: 6, total: 12 }]);

  state = run(...firstGroupDone, queue(5, true, 2), started(6, 'Old shows'), finished(8, 'Old shows'), queue(9, true, null), queue(10, false, null));
  t.equal(state.running, false, 'the idle queue ends the run');
  t.not(state.panel.hideToken, null, 'and asks for the panel to hide');
  t.equal(state.panel.message, 'Finished execution of 2 rule groups', 'with how many groups ran, not only the last one\'s name');

  state = run(queue(11, true, 2), started(12, 'Old shows'), finished(13, 'Old shows'), queue(14, false, null));
  t.equal(state.panel.message, "Finished execution of rule 'Old shows'", 'a run of one group ends with its own message');
  const twoRuns = [...firstGroupDone, queue(5, true, 2), started(6, 'Old shows'), finished(8, 'Old shows'), queue(10, false, null)];
  state = run(...twoRuns, queue(20, true, 1), started(21, 'Old movies'), finished(22, 'Old movies'), queue(23, false, null));
  t.equal(state.panel.message, "Finished execution of rule 'Old movies'", 'the count starts again with each run');

  // A page opened during group 2 of 3 saw only two groups finish: it does not count them.
  state = run(queue(30, true, 2, [3]), started(31, 'Old shows'), finished(32, 'Old shows'), queue(33, true, 3), started(34, 'Tail'), finished(35, 'Tail'), queue(36, false, null));
  t.equal(state.panel.message, "Finished execution of rule 'Tail'", "joined during the run: the last group's message, not a count it cannot know");
});

t.test('a queue answer is kept only if no run event of the rule handler was taken in while it was asked for', async (t) => {
  // The queue answer carries no time, and the browser's clock is not the service's: events are counted.
  const idleQueue = ruleQueueFrom({ processingQueue: false, executingRuleGroupId: null, pendingRuleGroupIds: [], queue: [] });
  const answer = (state: HandlerStatusState, asked: HandlerStatusState): HandlerStatusState =>
    reduceHandlerStatus(state, { kind: 'queueStatus', queue: idleQueue, runEventsSeenWhenAsked: asked.ruleHandler.runEventsSeen });
  const send = (state: HandlerStatusState, ...events: LiveEvent[]) => events.map(event).reduce(reduceHandlerStatus, state);
  const beforeRun = initialHandlerStatus;
  const running = send(beforeRun, queue(1, true, 1, [2]), started(2, 'Old movies'));
  const after = answer(running, beforeRun);
  t.equal(after, running, 'asked before the run started: the same state, neither the flag nor the queue taken from it');
  t.equal(reduceHandlerStatus(after, event(finished(3, 'Old movies'))).ruleHandler.running, true, 'so a finished group still leaves the run going, as group 2 waits');

  const askedDuringRun = answer(running, running);
  t.equal(askedDuringRun.ruleHandler.running, false, 'asked after the last event: the idle answer ends the run (events were missed)');
  t.equal(askedDuringRun.ruleHandler.queue?.processing, false);
  const next = send(askedDuringRun, started(9, 'Old shows'));
  t.equal(next.ruleHandler.running, true, 'an event after an applied answer wins, whatever the clocks');

  const progressing = send(running, progressed(3, 'Old movies', 4), progressed(4, 'Old movies', 8));
  t.equal(answer(progressing, running).ruleHandler.queue?.processing, false, 'progressed events in flight do not overtake it: they say nothing of the queue');
  const replayed = send(running, started(2, 'Old movies'), queue(1, true, 1, [2]));
  t.equal(replayed, running, 'a replayed or stale event changes nothing, not even the count');
  t.equal(answer(replayed, running).ruleHandler.running, false, 'so it does not overtake the answer either');

  const queued = send(beforeRun, queue(5, true, 1));
  const late = send(answer(queued, queued), queue(3, true, 1));
  t.equal(late.ruleHandler.running, false, 'an answer taken after a queue event keeps that event\'s time: an older queue event does not undo it');

  const collectionBusy = send(beforeRun, { type: 'collection_handler.started', time: at(1), message: 'Started handling of all collections' });
  t.equal(answer(collectionBusy, beforeRun).ruleHandler.queue?.processing, false, 'collection handler events do not overtake a rule handler answer');
  t.equal(answer(collectionBusy, beforeRun).collectionHandler, collectionBusy.collectionHandler, 'and the answer leaves the collection handler as it was');
});

t.test('without queue events (v2.21) a finished event ends the run as before', async (t) => {
  const state = run(started(1, 'all'), finished(2, 'all'));
  t.equal(state.running, false);
  t.not(state.panel.hideToken, null);
});

t.test('the v3 status answer is the queue, with no time', async (t) => {
  const idle = readHandlerStatus(3, 'ruleHandler', { processingQueue: false, executingRuleGroupId: null, pendingRuleGroupIds: [], queue: [] });
  t.same(idle, { running: false, queue: { processing: false, executingRuleGroupId: null, waitingRuleGroupIds: [] } });
  const busy = readHandlerStatus(3, 'ruleHandler', { processingQueue: true, executingRuleGroupId: 2, pendingRuleGroupIds: [3], queue: [4, 3] });
  t.equal(busy.running, true);
  t.same('queue' in busy && busy.queue.waitingRuleGroupIds, [3, 4], 'pending first, then queued, each once');
  const v2 = readHandlerStatus(2, 'ruleHandler', { time: '2026-11-23T17:30:39.504Z', running: true, runningSince: '2026-11-23T17:30:00.000Z' });
  t.same(v2, { time: '2026-11-23T17:30:39.504Z', running: true }, 'v2.21 keeps the task status and its time');
  const logged = t.capture(console, 'error');
  t.throws(() => readHandlerStatus(3, 'ruleHandler', { time: 'x', running: true }), { name: 'UnexpectedAnswerError' }, 'a v2 answer is not a v3 queue');
  t.equal(logged().length, 1);
});

t.test('the recorded v3 frames parse: the progressed shape with the group name, and the queue', async (t) => {
  const progressedFrame = '{"type":"rule_handler.progressed","time":"2026-11-23T17:32:24.344Z","ruleGroupName":"Shows nobody watched in 6 months","totalEvaluations":12,"processedEvaluations":0}';
  const parsed = parseHandlerEvent('rule_handler.progressed', progressedFrame);
  t.equal(parsed.ok, true);
  if (parsed.ok && parsed.event.type === 'rule_handler.progressed') t.equal(progressView(parsed.event).processing, 'Shows nobody watched in 6 months');
  const queueFrame = '{"type":"rule_handler_queue.status_updated","time":"2026-11-23T17:32:24.300Z","data":{"processingQueue":true,"executingRuleGroupId":2,"pendingRuleGroupIds":[],"queue":[]}}';
  t.equal(parseHandlerEvent('rule_handler_queue.status_updated', queueFrame).ok, true);
  const broken = parseHandlerEvent('rule_handler_queue.status_updated', '{"type":"rule_handler_queue.status_updated","time":"2026-11-23T17:32:24.300Z","data":{"processingQueue":"yes"}}');
  t.equal(broken.ok, false, 'a queue payload of another shape is dropped with a reason');
});

t.test('an idle queue answer ends a run whose end was missed, and says so unless its last group was seen finishing', async (t) => {
  const idleQueue = ruleQueueFrom({ processingQueue: false, executingRuleGroupId: null, pendingRuleGroupIds: [], queue: [] });
  const answer = (state: HandlerStatusState): HandlerStatusState['ruleHandler'] =>
    reduceHandlerStatus(state, { kind: 'queueStatus', queue: idleQueue, runEventsSeenWhenAsked: state.ruleHandler.runEventsSeen }).ruleHandler;
  const send = (...events: LiveEvent[]) => events.map(event).reduce(reduceHandlerStatus, initialHandlerStatus);
  // The service restarted during group 1: no finished event, then the queue answer after the reconnect says idle.
  const cutShort = answer(send(queue(1, true, 1), started(2, 'Old movies'), progressed(3, 'Old movies', 4)));
  t.not(cutShort.panel.hideToken, null, 'the panel is asked to hide');
  t.match(cutShort.panel.message, /no longer running/i, 'and says the end was missed');
  // Group 1 was seen finishing, only the queue's idle event was missed.
  const lastSeen = answer(send(queue(1, true, 1), started(2, 'Old movies'), finished(3, 'Old movies')));
  t.equal(lastSeen.panel.message, "Finished execution of rule 'Old movies'", "the group's own finished message stands");
  // Group 1 was seen finishing with group 2 waiting, whose run was not seen at all.
  const secondUnseen = answer(send(queue(0, false, null), queue(1, true, 1, [2], [2]), started(2, 'Old movies'), finished(3, 'Old movies')));
  t.match(secondUnseen.panel.message, /no longer running/i, 'a group was still waiting: its end was missed, not told as the first group\'s');
  const twoSeenThenMissed = answer(send(queue(0, false, null), queue(1, true, 1, [2], [2]), started(2, 'Old movies'), finished(3, 'Old movies'), queue(4, true, 2), started(5, 'Old shows')));
  t.match(twoSeenThenMissed.panel.message, /no longer running/i, 'nor as a count of groups when the last one\'s end was missed');
});

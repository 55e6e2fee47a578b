// The running flag and progress panel of each handler, as a pure reducer
// (see docs/architecture.md, "The event path through the app").
// Running flags: initialised from GET /tasks/<name>/status, then driven by started and finished
// events; whichever carries the later `time` wins, so a slow status answer never overrides a
// newer event (a task status answer and an event are both stamped with the service's time).
// The v3.x queue answer carries no time, and the browser's clock is not the service's: it is
// applied only if no started, finished or queue event of the rule handler was taken in while it
// was on its way, since such an event may be newer than what the answer says (the app then asks
// again). Progressed events do not count: they say nothing of the flag or the queue.
// Panels: appear on started or progressed and stay; a finished event asks for the panel to hide
// (the store runs the 5000 ms timer); a new started or progressed cancels that. A status answer
// newer than the panel's last event that says the handler no longer runs ends the panel too.
// On v3.x the rule handler also reports its queue, and a run of several groups sends started and
// finished once per group: while the queue says it is still processing, a finished event ends that
// group only (the panel stays, the flag stays set); the queue going idle ends the run.
import { MaintainerrEvent, RULE_QUEUE_EVENT, type LiveEvent } from '../api/events.ts';
import { ruleQueueFrom } from '../api/events.ts';
import type { RuleQueue } from '../api/rules.ts';
import type { HandlerKey } from '../api/tasks.ts';
import { progressView, type ProgressView } from './progress.ts';

export interface PanelState {
  visible: boolean;
  /** The latest started or finished message. */
  message?: string;
  /** The latest progress, from progressed events. */
  progress?: ProgressView;
  /** Set while a hide is pending after a finished event; the hide applies only with this token. */
  hideToken: number | null;
}

export interface HandlerState {
  running: boolean;
  /** Time (ms) of the status answer or event that set `running`; -Infinity before any. */
  runningAt: number;
  /** Time (ms) and type of the newest event seen, to drop replays and stale events. */
  lastEventAt: number;
  lastEventType?: string;
  /** Started, finished and queue events taken in (not stale, not repeats): tells whether one came while a queue answer was asked for. */
  runEventsSeen: number;
  panel: PanelState;
  /** Counter for hide tokens. */
  hideCount: number;
  /** The rule handler's queue (v3.x), as last reported. */
  queue?: RuleQueue;
  /**
   * Rule groups finished since the queue went from idle to busy (v3.x), for the panel's last words;
   * undefined when the run's start was not seen (the page opened during it), so the count is unknown.
   */
  groupsFinishedInRun?: number;
  /** Runs seen ending (the running flag clearing) since the app started: what a run changed is read again. */
  endedRuns: number;
}

export type HandlerStatusState = Record<HandlerKey, HandlerState>;

export type HandlerStatusAction =
  | { kind: 'status'; handler: HandlerKey; status: { time: string; running: boolean } }
  /** The rule handler's queue as a v3.x status answer gave it; `runEventsSeenWhenAsked` is the handler's `runEventsSeen` when the request left. */
  | { kind: 'queueStatus'; queue: RuleQueue; runEventsSeenWhenAsked: number }
  | { kind: 'event'; event: LiveEvent }
  | { kind: 'hide'; handler: HandlerKey; token: number };

const initialHandler: HandlerState = {
  running: false,
  runningAt: -Infinity,
  lastEventAt: -Infinity,
  runEventsSeen: 0,
  panel: { visible: false, hideToken: null },
  hideCount: 0,
  endedRuns: 0,
};

export const initialHandlerStatus: HandlerStatusState = {
  ruleHandler: initialHandler,
  collectionHandler: initialHandler,
};

/** Which handler an event belongs to, from its wire type. */
export function handlerOf(event: LiveEvent): HandlerKey {
  return event.type.startsWith('rule_handler') ? 'ruleHandler' : 'collectionHandler';
}

/** True while the queue has a group running or more to run. */
const queueBusy = (queue: RuleQueue | undefined) => queue !== undefined && (queue.processing || queue.executingRuleGroupId !== null);

/** Asks for the panel to hide (FINISHED_PANEL_HIDE_MS later) when it shows. */
function finishPanel(state: HandlerState, message?: string): HandlerState {
  const hideCount = state.hideCount + 1;
  return {
    ...state,
    hideCount,
    panel: state.panel.visible ? { ...state.panel, message: message ?? state.panel.message, hideToken: hideCount } : state.panel,
  };
}

/**
 * The panel's last words when a status answer, not an event, says the run is over: its finished
 * event was missed (the stream was down, or the service restarted in the middle of the run and
 * never sent one). Without them the panel would spin until a reload.
 */
export const RUN_END_MISSED_MESSAGE = 'No longer running. Its end was not seen while the connection was down.';

/**
 * The queue as of `at`, a time no earlier than the one that last set the running flag (callers see
 * to it). `endMessage`: the panel's last words should this end the run, when its end was missed.
 */
function applyQueue(state: HandlerState, queue: RuleQueue, at: number, endMessage?: string): HandlerState {
  const busy = queueBusy(queue);
  const wasBusy = queueBusy(state.queue);
  // A run starts counting only when the queue was seen idle before it.
  const groupsFinishedInRun = busy && !wasBusy ? (state.queue === undefined ? undefined : 0) : state.groupsFinishedInRun;
  const next: HandlerState = { ...state, queue, running: busy, runningAt: at, groupsFinishedInRun };
  // The queue went idle: the run is over. Its panel's last words are the one group's finished
  // message, or for several, how many ran (not only the last of them).
  if (!busy && wasBusy && state.panel.visible && state.panel.hideToken === null) {
    const count = state.groupsFinishedInRun ?? 0;
    return finishPanel(next, endMessage ?? (count > 1 ? `Finished execution of ${count} rule groups` : undefined));
  }
  return next;
}

function applyEvent(state: HandlerState, event: LiveEvent): HandlerState {
  const at = Date.parse(event.time);
  // The service replays its latest event to a new stream if it is under 5 s old, so a reconnect
  // can bring a started or finished event we already have; an older event is stale. Two
  // progressed events may share a millisecond, so only those are let through at an equal time.
  const isRepeat = at === state.lastEventAt && event.type === state.lastEventType && !event.type.endsWith('.progressed');
  if (at < state.lastEventAt || isRepeat) {
    return state;
  }
  if (event.type === RULE_QUEUE_EVENT) return at < state.runningAt ? state : applyQueue(state, ruleQueueFrom(event.data), at);
  const next: HandlerState = { ...state, lastEventAt: at, lastEventType: event.type };
  switch (event.type) {
    case MaintainerrEvent.RuleHandler_Started:
    case MaintainerrEvent.CollectionHandler_Started:
      return {
        ...next,
        ...(at >= state.runningAt ? { running: true, runningAt: at } : {}),
        panel: { visible: true, message: event.message, hideToken: null },
      };
    case MaintainerrEvent.RuleHandler_Finished:
    case MaintainerrEvent.CollectionHandler_Finished:
      // One group of a queued run is done; the next one starts without the panel blinking.
      if (queueBusy(state.queue)) {
        const groupsFinishedInRun = state.groupsFinishedInRun === undefined ? undefined : state.groupsFinishedInRun + 1;
        return { ...next, groupsFinishedInRun, panel: { ...state.panel, message: event.message ?? state.panel.message } };
      }
      return finishPanel({ ...next, ...(at >= state.runningAt ? { running: false, runningAt: at } : {}) }, event.message);
    case MaintainerrEvent.RuleHandler_Progressed:
    case MaintainerrEvent.CollectionHandler_Progressed:
      return { ...next, panel: { ...state.panel, visible: true, progress: progressView(event), hideToken: null } };
    default:
      // Failed events are never streamed by v2.21 (it names them but never sends them), and a
      // finished event always follows.
      return next;
  }
}

/** One handler's next state for an action about it; the same object when nothing changes. */
function reduceHandler(current: HandlerState, action: HandlerStatusAction): HandlerState {
  switch (action.kind) {
    case 'status': {
      const at = Date.parse(action.status.time);
      if (!(at > current.runningAt)) return current;
      const next = { ...current, running: action.status.running, runningAt: at };
      const runEndedUnseen = !action.status.running && at > current.lastEventAt && current.panel.visible && current.panel.hideToken === null;
      return runEndedUnseen ? finishPanel(next, RUN_END_MISSED_MESSAGE) : next;
    }
    case 'queueStatus':
      // Overtaken by an event: which of the two is newer cannot be told, and the event is kept.
      if (queueAnswerOvertaken(current, action.runEventsSeenWhenAsked)) return current;
      // Otherwise it is newer than every event taken in. It takes the time of the newest of them,
      // so an event sent after it (the stream delivers in order) still wins.
      // The end was seen if the last group was seen finishing with nothing left waiting after it;
      // otherwise it was missed.
      return applyQueue(
        current,
        action.queue,
        Math.max(current.lastEventAt, current.runningAt),
        current.lastEventType?.endsWith('.finished') && current.queue?.waitingRuleGroupIds.length === 0 ? undefined : RUN_END_MISSED_MESSAGE,
      );
    case 'event':
      return applyEvent(current, action.event);
    case 'hide':
      if (current.panel.hideToken !== action.token) return current;
      return { ...current, panel: { visible: false, hideToken: null } };
  }
}

/** True when a run event was taken in after a queue answer was asked for: the answer may be older. */
export function queueAnswerOvertaken(ruleHandler: HandlerState, runEventsSeenWhenAsked: number): boolean {
  return ruleHandler.runEventsSeen !== runEventsSeenWhenAsked;
}

const RUN_EVENT_TYPES: ReadonlySet<string> = new Set([
  MaintainerrEvent.RuleHandler_Started,
  MaintainerrEvent.RuleHandler_Finished,
  MaintainerrEvent.CollectionHandler_Started,
  MaintainerrEvent.CollectionHandler_Finished,
  RULE_QUEUE_EVENT,
]);

/**
 * The next state for an action; returns the same object when nothing changes. Whatever cleared a
 * handler's running flag (an event, a status answer, the v3.x queue going idle), that is the end of
 * a run, counted here once for all of them.
 */
export function reduceHandlerStatus(state: HandlerStatusState, action: HandlerStatusAction): HandlerStatusState {
  const handler = action.kind === 'event' ? handlerOf(action.event) : action.kind === 'queueStatus' ? 'ruleHandler' : action.handler;
  const current = state[handler];
  const reduced = reduceHandler(current, action);
  const takenRunEvent = action.kind === 'event' && reduced !== current && RUN_EVENT_TYPES.has(action.event.type);
  const next = takenRunEvent ? { ...reduced, runEventsSeen: current.runEventsSeen + 1 } : reduced;
  if (next === current) return state;
  const ended = current.running && !next.running;
  return { ...state, [handler]: ended ? { ...next, endedRuns: current.endedRuns + 1 } : next };
}

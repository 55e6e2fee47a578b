// The running flag and progress panel of each handler, as a pure reducer (SPEC.md §4).
// Running flags: initialised from GET /tasks/<name>/status, then driven by started and finished
// events; whichever carries the later `time` wins, so a slow status answer never overrides a
// newer event (API.md §3). Panels: appear on started or progressed and stay; a finished event
// asks for the panel to hide (the store runs the 5000 ms timer); a new started or progressed
// cancels that.
import { MaintainerrEvent, type HandlerEvent } from '../../../wire/v2/events.ts';
import type { HandlerKey, TaskStatus } from '../../../wire/v2/tasks.ts';
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
  panel: PanelState;
  /** Counter for hide tokens. */
  hideCount: number;
}

export type HandlerStatusState = Record<HandlerKey, HandlerState>;

export type HandlerStatusAction =
  | { kind: 'status'; handler: HandlerKey; status: TaskStatus }
  | { kind: 'event'; event: HandlerEvent }
  | { kind: 'hide'; handler: HandlerKey; token: number };

const initialHandler: HandlerState = {
  running: false,
  runningAt: -Infinity,
  lastEventAt: -Infinity,
  panel: { visible: false, hideToken: null },
  hideCount: 0,
};

export const initialHandlerStatus: HandlerStatusState = {
  ruleHandler: initialHandler,
  collectionHandler: initialHandler,
};

/** Which handler an event belongs to, from its wire type. */
export function handlerOf(event: HandlerEvent): HandlerKey {
  return event.type.startsWith('rule_handler.') ? 'ruleHandler' : 'collectionHandler';
}

function applyEvent(state: HandlerState, event: HandlerEvent): HandlerState {
  const at = Date.parse(event.time);
  // The service replays its latest event to a new stream (PITFALLS.md), so a reconnect can bring
  // a started or finished event we already have; an older event is stale. Two progressed events
  // may share a millisecond, so only those are let through at an equal time.
  const isRepeat = at === state.lastEventAt && event.type === state.lastEventType && !event.type.endsWith('.progressed');
  if (at < state.lastEventAt || isRepeat) {
    return state;
  }
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
    case MaintainerrEvent.CollectionHandler_Finished: {
      const hideCount = state.hideCount + 1;
      return {
        ...next,
        ...(at >= state.runningAt ? { running: false, runningAt: at } : {}),
        hideCount,
        panel: state.panel.visible
          ? { ...state.panel, message: event.message ?? state.panel.message, hideToken: hideCount }
          : state.panel,
      };
    }
    case MaintainerrEvent.RuleHandler_Progressed:
    case MaintainerrEvent.CollectionHandler_Progressed:
      return { ...next, panel: { ...state.panel, visible: true, progress: progressView(event), hideToken: null } };
    default:
      // Failed events are never streamed by v2.21 (API.md §4.2) and a finished always follows.
      return next;
  }
}

/** The next state for an action; returns the same object when nothing changes. */
export function reduceHandlerStatus(state: HandlerStatusState, action: HandlerStatusAction): HandlerStatusState {
  switch (action.kind) {
    case 'status': {
      const current = state[action.handler];
      const at = Date.parse(action.status.time);
      if (!(at > current.runningAt)) return state;
      return { ...state, [action.handler]: { ...current, running: action.status.running, runningAt: at } };
    }
    case 'event': {
      const handler = handlerOf(action.event);
      const next = applyEvent(state[handler], action.event);
      return next === state[handler] ? state : { ...state, [handler]: next };
    }
    case 'hide': {
      const current = state[action.handler];
      if (current.panel.hideToken !== action.token) return state;
      return { ...state, [action.handler]: { ...current, panel: { visible: false, hideToken: null } } };
    }
  }
}

import t from 'tap';
import type { HandlerEvent } from '../../wire/v2/events.ts';
import { createHandlerStatusStore } from '../../web/src/events/handler-status-store.ts';
import { FINISHED_PANEL_HIDE_MS } from '../../web/src/lib/constants.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 22, 0, seconds)).toISOString();
const started = (s: number): HandlerEvent => ({ type: 'rule_handler.started', time: at(s), message: 'Started execution of all active rules' });
const finished = (s: number): HandlerEvent => ({ type: 'rule_handler.finished', time: at(s), message: 'Finished execution of all active rules' });
const progressed = (s: number, groups = 2): HandlerEvent => ({
  type: 'rule_handler.progressed',
  time: at(s),
  totalRuleGroups: groups,
  processingRuleGroup: { name: 'Old movies', number: 1, processedEvaluations: 150, totalEvaluations: 300 },
  totalEvaluations: 480,
  processedEvaluations: 150,
});

/** A store with manual timers: `advance(ms)` runs what is due. */
function storeWithClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { due: number; callback: () => void }>();
  const store = createHandlerStatusStore({
    setTimer: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { due: now + ms, callback });
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.due <= now) {
        timers.delete(id);
        timer.callback();
      }
    }
  };
  return { store, advance, pending: () => timers.size };
}

t.test('a panel appears on started and shows the message', async (t) => {
  const { store } = storeWithClock();
  t.equal(store.getState().ruleHandler.panel.visible, false);
  store.dispatch({ kind: 'event', event: started(1) });
  const panel = store.getState().ruleHandler.panel;
  t.equal(panel.visible, true);
  t.equal(panel.message, 'Started execution of all active rules');
  t.equal(store.getState().collectionHandler.panel.visible, false);
});

t.test('a panel appears on a progressed event too, with what is processed and its bars', async (t) => {
  const { store } = storeWithClock();
  store.dispatch({ kind: 'event', event: progressed(1) });
  const panel = store.getState().ruleHandler.panel;
  t.equal(panel.visible, true);
  t.equal(panel.progress?.processing, 'Old movies');
  t.equal(panel.progress?.bars.length, 2);
});

t.test(`after finished the panel stays, then hides ${FINISHED_PANEL_HIDE_MS} ms later`, async (t) => {
  const { store, advance } = storeWithClock();
  store.dispatch({ kind: 'event', event: started(1) });
  store.dispatch({ kind: 'event', event: finished(2) });
  t.equal(store.getState().ruleHandler.panel.visible, true);
  t.equal(store.getState().ruleHandler.panel.message, 'Finished execution of all active rules');
  advance(FINISHED_PANEL_HIDE_MS - 1);
  t.equal(store.getState().ruleHandler.panel.visible, true, 'still shown just before the delay');
  advance(1);
  t.equal(store.getState().ruleHandler.panel.visible, false, 'hidden at the delay');
});

t.test('a new started event cancels the pending hide', async (t) => {
  const { store, advance, pending } = storeWithClock();
  store.dispatch({ kind: 'event', event: started(1) });
  store.dispatch({ kind: 'event', event: finished(2) });
  advance(3000);
  store.dispatch({ kind: 'event', event: started(5) });
  t.equal(pending(), 0, 'the timer is cancelled');
  advance(FINISHED_PANEL_HIDE_MS * 2);
  t.equal(store.getState().ruleHandler.panel.visible, true);
  t.equal(store.getState().ruleHandler.panel.message, 'Started execution of all active rules');
  store.dispatch({ kind: 'event', event: finished(7) });
  advance(FINISHED_PANEL_HIDE_MS);
  t.equal(store.getState().ruleHandler.panel.visible, false, 'the next finished hides it again');
});

t.test('a replayed finished event (same time) does not restart the hide', async (t) => {
  const { store, advance } = storeWithClock();
  store.dispatch({ kind: 'event', event: started(1) });
  store.dispatch({ kind: 'event', event: finished(2) });
  advance(4000);
  store.dispatch({ kind: 'event', event: finished(2) });
  advance(1000);
  t.equal(store.getState().ruleHandler.panel.visible, false);
});

t.test('listeners hear about changes; dispose stops the timers', async (t) => {
  const { store, pending } = storeWithClock();
  let calls = 0;
  const unsubscribe = store.subscribe(() => calls++);
  store.dispatch({ kind: 'event', event: started(1) });
  store.dispatch({ kind: 'event', event: finished(2) });
  t.equal(calls, 2);
  unsubscribe();
  store.dispatch({ kind: 'event', event: started(3) });
  t.equal(calls, 2);
  store.dispatch({ kind: 'event', event: finished(4) });
  t.equal(pending(), 1);
  store.dispose();
  t.equal(pending(), 0);
});

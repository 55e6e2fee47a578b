// The v3.24 rule handler: a queue of rule groups run one after another, with its state sent as
// `rule_handler_queue.status_updated` at every step and answered by GET /api/rules/execute/status.
// The steps, and so the events, follow the recordings (GET_events_stream_during_rules_execute*):
// a group is queued; the first one queued starts the processing; each group leaves the queue,
// becomes pending, then executing; after its run nothing is executing; when the queue is empty the
// processing ends. A stop empties the queue first, then the current group finishes early.
import type { DemoWorld } from '../demo-world.ts';
import type { RuleRunner } from '../handlers.ts';
import type { LogBook } from '../log-book.ts';
import type { Sleeper } from '../sleeper.ts';
import type { EventLog } from './event-log.ts';
import { runRuleGroup } from './rule-group-run.ts';

/** GET /api/rules/execute/status, and the data of each queue event. */
export interface RuleQueueStatus {
  processingQueue: boolean;
  executingRuleGroupId: number | null;
  pendingRuleGroupIds: number[];
  queue: number[];
}

export interface RuleQueue extends RuleRunner {
  status(): RuleQueueStatus;
  /** Queues one rule group (POST /api/rules/:id/execute); false for an unknown id. */
  execute(groupId: number): boolean;
  /** Stops one rule group: takes it off the queue, or ends its run if it is the one running. */
  stopGroup(groupId: number): void;
}

export interface RuleQueueOptions {
  world: DemoWorld;
  events: EventLog;
  log: LogBook;
  /** Target length of a run of every active group, in ms; each group gets its share. */
  runMs: number;
  sleeper: Sleeper;
  plexConfigured: () => boolean;
}

/** Creates the idle queue. */
export function createRuleQueue(options: RuleQueueOptions): RuleQueue {
  const { world, events, log, sleeper } = options;
  const state: RuleQueueStatus = { processingQueue: false, executingRuleGroupId: null, pendingRuleGroupIds: [], queue: [] };
  let stopRequested = false;
  let processing: Promise<void> | undefined;

  const publish = () =>
    events.emit('rule_handler_queue.status_updated', {
      data: { ...state, pendingRuleGroupIds: [...state.pendingRuleGroupIds], queue: [...state.queue] },
    });

  const process = async () => {
    // Starts after the caller's other groups are queued, as the recorded [1] then [1, 2] shows.
    await Promise.resolve();
    while (state.queue.length && !sleeper.closed()) {
      const groupId = state.queue.shift()!;
      publish();
      state.pendingRuleGroupIds = [groupId];
      publish();
      state.pendingRuleGroupIds = [];
      state.executingRuleGroupId = groupId;
      publish();
      stopRequested = false;
      const group = world.groups.find((entry) => entry.id === groupId);
      if (group) {
        const share = options.runMs / Math.max(1, world.groups.filter((entry) => entry.definition.isActive).length);
        await runRuleGroup(
          { world, events, log, runMs: share, sleep: sleeper.sleep, shouldStop: () => stopRequested || sleeper.closed(), plexConfigured: options.plexConfigured },
          group,
        );
      }
      state.executingRuleGroupId = null;
      publish();
    }
    state.processingQueue = false;
    publish();
  };

  const enqueue = (groupId: number) => {
    if (state.queue.includes(groupId) || state.executingRuleGroupId === groupId || sleeper.closed()) return;
    state.queue.push(groupId);
    publish();
    if (!state.processingQueue) {
      state.processingQueue = true;
      processing = process()
        .catch((error: Error) => log.write('error', `Rule queue failed: ${error.message}`))
        .finally(() => {
          processing = undefined;
        });
    }
  };

  return {
    status: () => ({ ...state, pendingRuleGroupIds: [...state.pendingRuleGroupIds], queue: [...state.queue] }),
    executeAll() {
      const active = world.groups.filter((group) => group.definition.isActive);
      for (const group of active) enqueue(group.id);
      return active.length > 0;
    },
    execute(groupId) {
      if (!world.groups.some((group) => group.id === groupId)) return false;
      enqueue(groupId);
      return true;
    },
    stop() {
      if (!state.processingQueue) return false;
      state.queue = [];
      publish();
      stopRequested = true;
      return true;
    },
    stopGroup(groupId) {
      if (state.executingRuleGroupId === groupId) stopRequested = true;
      else if (state.queue.includes(groupId)) {
        state.queue = state.queue.filter((id) => id !== groupId);
        publish();
      }
    },
    running: () => state.processingQueue,
    async idle() {
      while (processing) await processing;
    },
  };
}

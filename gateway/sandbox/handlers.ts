// The two handler tasks (rule and collection handler, as /api/tasks and the event stream show them):
// task status, on-demand runs with the 409 when one is
// already running, stop requests, and the schedule. What a run does lives in rule-run.ts and
// collection-run.ts; this file owns when runs happen and the running flags.
import type { TaskStatus } from '../../wire/v2/tasks.ts';
import { TASK_NAMES } from '../../wire/v2/tasks.ts';
import type { DemoWorld } from './demo-world.ts';
import type { LogBook } from './log-book.ts';
import { runCollectionHandler } from './collection-run.ts';
import { runRuleHandler } from './rule-run.ts';
import type { Sleeper } from './sleeper.ts';

/** Where a run sends its events: the v2.21 bus or the v3.24 event log, which frame them differently. */
export interface EventSink {
  /** Sends `{type, time, ...fields}` to every open event stream. */
  emit(type: string, fields: Record<string, unknown>): void;
}

/**
 * A rule handler that lives outside this file: v3.24 runs rule groups through a queue of its own
 * (v3/rule-queue.ts). When one is given, the rule triggers, stops and running flag go to it.
 */
export interface RuleRunner {
  /** Queues every active rule group; false when nothing could start. */
  executeAll(): boolean;
  /** Asks the current run to stop; false when it was idle. */
  stop(): boolean;
  running(): boolean;
  /** Resolves when no rule group is being run. */
  idle(): Promise<void>;
}

export interface RunContext {
  world: DemoWorld;
  bus: EventSink;
  log: LogBook;
  /** Target length of one run in ms; the pauses between progress events are cut to fit it. */
  runMs: number;
  /** Resolves after `ms`, or at once when the sandbox closes. */
  sleep(ms: number): Promise<void>;
  /** True once the current run should end early (stop request or shutdown). */
  shouldStop(): boolean;
  /** True while the other handler runs (the collection handler waits for the rule handler). */
  ruleHandlerRunning(): boolean;
  /** True while the demo Plex is configured; without it a run does no work, as on the real service. */
  plexConfigured(): boolean;
}

interface TaskState {
  runningSince: Date | null;
  stopRequested: boolean;
}

export interface Handlers {
  /** GET /api/tasks/:name/status, or undefined for an unknown task name. */
  status(name: string): TaskStatus | undefined;
  /** Starts a rule handler run; false when one is already running. */
  executeRules(): boolean;
  /** Asks a running rule handler to stop; false when it was idle. */
  stopRules(): boolean;
  /** Starts a collection handler run; false when one is already running. */
  handleCollections(): boolean;
  /** Resolves when no run is in progress. */
  idle(): Promise<void>;
  close(): void;
}

export interface HandlerOptions {
  world: DemoWorld;
  bus: EventSink;
  log: LogBook;
  runMs: number;
  /** The sandbox's pauses, shared with the v3.24 rule queue so one close wakes them all. */
  sleeper: Sleeper;
  /** Replaces the built-in (v2.21) rule handler; the status of 'Rule Handler' then reads undefined. */
  ruleRunner?: RuleRunner;
  /** Every this many ms a rule run then a collection run start on their own; 0 = never. */
  scheduleMs: number;
  /** Whether the demo Plex is configured, asked at the start of each run. */
  plexConfigured: () => boolean;
}

/** The real service's other task names, listed with their schedules by /api/tasks; only the two handlers ever run here. */
const OTHER_TASKS = ['Rule Maintenance', 'Collection Log Cleaner', 'Notification Timer'];

/** Creates the handlers and starts the schedule. */
export function createHandlers(options: HandlerOptions): Handlers {
  const rules: TaskState = { runningSince: null, stopRequested: false };
  const collections: TaskState = { runningSince: null, stopRequested: false };
  const runs = new Set<Promise<void>>();
  const { sleep, closed } = options.sleeper;
  const ruleRunner = options.ruleRunner;
  const ruleHandlerRunning = () => rules.runningSince !== null || Boolean(ruleRunner?.running());

  const start = (task: TaskState, body: (context: RunContext) => Promise<void>) => {
    if (task.runningSince || closed()) return false;
    task.runningSince = new Date();
    task.stopRequested = false;
    const context: RunContext = {
      world: options.world,
      bus: options.bus,
      log: options.log,
      runMs: options.runMs,
      sleep,
      shouldStop: () => closed() || task.stopRequested,
      ruleHandlerRunning,
      plexConfigured: options.plexConfigured,
    };
    const run = body(context)
      .catch((error: Error) => options.log.write('error', `Handler run failed: ${error.message}`))
      .finally(() => {
        task.runningSince = null;
        runs.delete(run);
      });
    runs.add(run);
    return true;
  };

  const handlers: Handlers = {
    status(name) {
      // v3.24 dropped the Rule Handler task: its state is the rule queue's (/api/rules/execute/status).
      if (ruleRunner && name === TASK_NAMES.ruleHandler) return undefined;
      const task = name === TASK_NAMES.ruleHandler ? rules : name === TASK_NAMES.collectionHandler ? collections : undefined;
      // v3.24 adds the overlay task (recorded GET_tasks_Overlay_Handler_status); it never runs here.
      const others = ruleRunner ? [...OTHER_TASKS, 'Overlay Handler'] : OTHER_TASKS;
      if (!task && !others.includes(name)) return undefined;
      return {
        time: new Date().toISOString(),
        running: Boolean(task?.runningSince),
        runningSince: task?.runningSince?.toISOString() ?? null,
      };
    },
    executeRules: () => (ruleRunner ? ruleRunner.executeAll() : start(rules, runRuleHandler)),
    stopRules() {
      if (ruleRunner) return ruleRunner.stop();
      if (!rules.runningSince) return false;
      rules.stopRequested = true;
      return true;
    },
    handleCollections: () => start(collections, runCollectionHandler),
    async idle() {
      while (runs.size || ruleRunner?.running()) {
        await Promise.all([...runs]);
        await ruleRunner?.idle();
      }
    },
    close() {
      clearInterval(schedule);
      options.sleeper.close();
    },
  };

  // Scheduled runs: rules first, then collections once the rule run has finished (as the real
  // collection handler waits for a running rule handler).
  const schedule = options.scheduleMs
    ? setInterval(() => {
        if (handlers.executeRules()) options.log.info('Scheduled run of the Rule Handler started');
        handlers.handleCollections();
      }, options.scheduleMs)
    : undefined;
  schedule?.unref();
  return handlers;
}

// What differs between the two API generations the sandbox speaks, picked once at start: the
// event stream (v2.21's bus without ids, v3.24's log with ids and replay), the rule handler (v2.21's
// one run of every group inside handlers.ts, v3.24's queue of groups) and the routes. The world,
// the settings, the log and the collection handler are the same for both.
import type { FastifyInstance } from 'fastify';
import type { SandboxApiVersion } from './api-version.ts';
import type { SharedContext } from './context.ts';
import type { DemoWorld } from './demo-world.ts';
import { createEventBus } from './event-bus.ts';
import type { EventSink, RuleRunner } from './handlers.ts';
import type { LogBook } from './log-book.ts';
import { registerV2Routes } from './routes/index.ts';
import type { Sleeper } from './sleeper.ts';
import type { SseHub } from './sse.ts';
import { createEventLog } from './v3/event-log.ts';
import { createRuleQueue } from './v3/rule-queue.ts';
import { registerV3Routes } from './v3/routes.ts';

export interface Generation {
  /** Where handler runs send their events. */
  events: EventSink;
  /** The event stream's connections. */
  hub: SseHub;
  /** v3.24's rule queue; undefined on v2.21, whose rule handler lives in handlers.ts. */
  ruleRunner?: RuleRunner;
  /** Registers the generation's routes, given what both share. */
  register(app: FastifyInstance, shared: SharedContext): void;
}

export interface GenerationOptions {
  world: DemoWorld;
  log: LogBook;
  runMs: number;
  sleeper: Sleeper;
  plexConfigured: () => boolean;
  /** Interval of the `: ping` comments in ms. */
  pingIntervalMs?: number;
  /** The event stream's clock in ms since the epoch. */
  eventClock?: () => number;
}

/** The event stream, rule handler and routes of one API generation. */
export function createGeneration(apiVersion: SandboxApiVersion, options: GenerationOptions): Generation {
  const eventOptions = { pingIntervalMs: options.pingIntervalMs, now: options.eventClock };
  if (apiVersion === '3.24') {
    const events = createEventLog(eventOptions);
    const rules = createRuleQueue({ ...options, events });
    return { events, hub: events.hub, ruleRunner: rules, register: (app, shared) => registerV3Routes(app, { ...shared, events, rules }) };
  }
  const events = createEventBus(eventOptions);
  return { events, hub: events.hub, register: (app, shared) => registerV2Routes(app, { ...shared, events }) };
}

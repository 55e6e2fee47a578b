// What every sandbox route module is given: the persisted settings, the demo state, the log, the
// event streams and the handlers. The v2.21 routes get SandboxContext; the v3.24 routes get
// V3Context (v3/context.ts), the same world with the v3 event log and rule queue.
import type { DemoWorld } from './demo-world.ts';
import type { EventBus } from './event-bus.ts';
import type { Handlers } from './handlers.ts';
import type { LogBook } from './log-book.ts';
import type { SettingsStore } from './store.ts';
import type { SseHub } from './sse.ts';

/** What both generations' routes share. */
export interface SharedContext {
  store: SettingsStore;
  world: DemoWorld;
  log: LogBook;
  logStream: SseHub;
  handlers: Handlers;
  /** When the sandbox started. */
  startedAt: Date;
}

export interface SandboxContext extends SharedContext {
  events: EventBus;
}

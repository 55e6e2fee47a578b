// What every sandbox route module is given: the persisted settings, the demo state, the log, the
// event streams and the handlers.
import type { DemoWorld } from './demo-world.ts';
import type { EventBus } from './event-bus.ts';
import type { Handlers } from './handlers.ts';
import type { LogBook } from './log-book.ts';
import type { SettingsStore } from './store.ts';
import type { SseHub } from './sse.ts';

export interface SandboxContext {
  store: SettingsStore;
  world: DemoWorld;
  log: LogBook;
  events: EventBus;
  logStream: SseHub;
  handlers: Handlers;
  /** When the sandbox started. */
  startedAt: Date;
}

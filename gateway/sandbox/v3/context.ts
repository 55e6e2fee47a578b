// What the v3.24 route modules are given: the shared demo state plus the event log with ids and
// the rule-group queue.
import type { SharedContext } from '../context.ts';
import type { EventLog } from './event-log.ts';
import type { RuleQueue } from './rule-queue.ts';

export interface V3Context extends SharedContext {
  events: EventLog;
  rules: RuleQueue;
}

// One rule group's run on v3.24, as recorded (GET_events_stream_during_rule_group_2_execute):
// `rule_handler.started` naming the group, a `rule_handler.progressed` with 0 evaluations done,
// one more after each rule has been evaluated over every item (items × rules in all), then
// `rule_handler.finished`. A stop ends the run after the current rule. Without a configured Plex
// the group is started and finished with no progress, and nothing changes.
import type { DemoGroup } from '../demo-world.ts';
import type { LogBook } from '../log-book.ts';
import type { DemoWorld } from '../demo-world.ts';
import { applyRuleVerdicts } from '../rule-run.ts';
import type { EventLog, EventPayload } from './event-log.ts';

export interface GroupRunContext {
  world: DemoWorld;
  events: EventLog;
  log: LogBook;
  /** Target length of this group's run in ms. */
  runMs: number;
  sleep(ms: number): Promise<void>;
  shouldStop(): boolean;
  plexConfigured(): boolean;
}

/** Runs one rule group and emits its events. */
export async function runRuleGroup(context: GroupRunContext, group: DemoGroup): Promise<void> {
  const { world, events, log } = context;
  const name = group.definition.name;
  events.emit('rule_handler.started', { message: `Started execution of rule '${name}'` });
  log.info(`Executing rules for '${name}'`);
  if (context.plexConfigured()) {
    const items = world.candidatesOf(group);
    const rules = group.rules.length;
    const pauseMs = context.runMs / (rules + 2);
    // One payload for the whole group, updated in place: see event-log.ts for why.
    const progress: EventPayload = {
      type: 'rule_handler.progressed',
      time: '',
      ruleGroupName: name,
      totalEvaluations: items.length * rules,
      processedEvaluations: 0,
    };
    events.send(progress);
    for (let rule = 0; rule < rules; rule++) {
      await context.sleep(pauseMs);
      // A stop during the pause ends the group with no further progress (recorded ..._then_stop).
      if (context.shouldStop()) break;
      progress.processedEvaluations = (rule + 1) * items.length;
      events.send(progress);
    }
    if (!context.shouldStop()) applyRuleVerdicts(context, group);
    await context.sleep(pauseMs);
  } else {
    log.warn('Plex is not configured: no rules were executed');
  }
  events.emit('rule_handler.finished', { message: `Finished execution of rule '${name}'` });
  log.info(`Finished execution of rule '${name}'`);
}

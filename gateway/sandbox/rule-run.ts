// One rule handler run over the demo data, emitting the events in the real service's order:
// started -> progressed (totals first, then per group in chunks of up to 50 items) -> finished,
// or started -> finished alone when Plex is not configured.
// Each group's collection then takes the items its rules select (applyRuleVerdicts).
import { MaintainerrEvent } from '../../wire/v2/events.ts';
import type { RunContext } from './handlers.ts';
import type { DemoGroup } from './demo-world.ts';
import { comparisonStatistics, excludedFrom, matchingItems, verdictOf } from './rule-verdicts.ts';

/** The real service evaluates items in chunks of this many, one progress event per chunk. */
const CHUNK_ITEMS = 50;
/** New members a group takes per run, so repeated runs keep the demo collections moving. */
const NEW_MEMBERS_PER_RUN = 3;

/** Runs the rule handler once. */
export async function runRuleHandler(context: RunContext): Promise<void> {
  const { world, bus, log } = context;
  bus.emit(MaintainerrEvent.RuleHandler_Started, { message: 'Started execution of all active rules' });
  log.info('Started execution of all active rules');
  // Without a reachable Plex the real executor stops before any group: started -> finished, no
  // progress and no collection changes (recorded events_stream.txt on a server without Plex).
  if (!context.plexConfigured()) {
    log.warn('Plex is not configured: no rules were executed');
    return finish(context);
  }

  const groups = world.groups.filter((group) => group.definition.isActive);
  const plans = groups.map((group) => {
    const items = world.candidatesOf(group);
    return { group, items, perItem: group.rules.length, total: items.length * group.rules.length };
  });
  const totalEvaluations = plans.reduce((sum, plan) => sum + plan.total, 0);
  const chunkCount = plans.reduce((sum, plan) => sum + Math.ceil(plan.items.length / CHUNK_ITEMS), 0);
  const pauseMs = context.runMs / Math.max(1, chunkCount + plans.length + 1);
  let processedEvaluations = 0;
  const progress = (processingRuleGroup?: Record<string, unknown>) =>
    bus.emit(MaintainerrEvent.RuleHandler_Progressed, {
      totalRuleGroups: groups.length,
      ...(processingRuleGroup ? { processingRuleGroup } : {}),
      totalEvaluations,
      processedEvaluations,
    });

  progress();
  for (const [index, plan] of plans.entries()) {
    if (context.shouldStop()) break;
    await context.sleep(pauseMs);
    const name = plan.group.definition.name;
    log.info(`Executing rules for '${name}'`);
    let groupProcessed = 0;
    const groupProgress = () => ({ name, number: index + 1, processedEvaluations: groupProcessed, totalEvaluations: plan.total });
    progress(groupProgress());
    for (let offset = 0; offset < plan.items.length && !context.shouldStop(); offset += CHUNK_ITEMS) {
      await context.sleep(pauseMs);
      const evaluated = Math.min(CHUNK_ITEMS, plan.items.length - offset) * plan.perItem;
      groupProcessed += evaluated;
      processedEvaluations += evaluated;
      progress(groupProgress());
    }
    if (!context.shouldStop()) applyRuleVerdicts(context, plan.group);
  }

  if (context.shouldStop()) log.info('Rule execution was stopped');
  finish(context);
}

function finish({ bus, log }: RunContext) {
  bus.emit(MaintainerrEvent.RuleHandler_Finished, { message: 'Finished execution of all active rules' });
  log.info('Finished execution of all active rules');
}

/**
 * Applies a run's verdicts to the group's collection. A group created or edited through the API
 * ends up holding exactly the matching, not excluded items (rule-made members that no longer
 * match leave; manual ones stay); a seeded group takes up to NEW_MEMBERS_PER_RUN newcomers.
 */
export function applyRuleVerdicts(context: Pick<RunContext, 'world' | 'log'>, group: DemoGroup, now = new Date()) {
  const { world, log } = context;
  const members = world.media.filter((row) => row.collectionId === group.collectionId);
  const memberIds = new Set(members.map((row) => String(row.plexId)));
  const excluded = excludedFrom(world, group);
  const matches = matchingItems(world, group, now).filter(({ item }) => !excluded.has(item.ratingKey));
  const newcomers = matches.filter(({ item }) => !memberIds.has(item.ratingKey)).slice(0, group.exactMembership ? undefined : NEW_MEMBERS_PER_RUN);
  for (const { item, verdict } of newcomers) {
    world.addMedia(group.collectionId, item, false);
    world.addLog(group.collectionId, `Added "${item.title}"`, 1, { type: 'media_added_by_rule', data: comparisonStatistics(item, verdict) });
  }
  if (newcomers.length) log.info(`Added ${newcomers.length} media items to collection '${group.definition.name}'`);
  if (!group.exactMembership) return;
  const matching = new Set(matches.map(({ item }) => item.ratingKey));
  // A member added by hand stays; one the rules had added too is no longer theirs once they let it go.
  for (const row of members) if (!matching.has(String(row.plexId))) world.manualRuleMembers.delete(row.id);
  const leavers = members.filter((row) => !row.isManual && !matching.has(String(row.plexId)));
  for (const row of leavers) {
    const item = world.library.find(String(row.plexId));
    world.removeMedia(row);
    const data = item ? comparisonStatistics(item, verdictOf(world, group, item, now)) : null;
    world.addLog(group.collectionId, `Removed "${item?.title ?? row.plexId}"`, 1, { type: 'media_removed_by_rule', data });
  }
  if (leavers.length) log.info(`Removed ${leavers.length} media items from collection '${group.definition.name}'`);
}

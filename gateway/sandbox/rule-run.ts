// One rule handler run over the demo data, emitting the real sequence (API.md §4.2, §4.3):
// started -> progressed (totals first, then per group in chunks of up to 50 items) -> finished,
// or started -> finished alone when Plex is not configured.
// Each group then adds a few newly matching items to its collection, as a real run would.
import { MaintainerrEvent } from '../../wire/v2/events.ts';
import type { RunContext } from './handlers.ts';
import type { PlexLibraryItem } from '../../wire/v2/plex.ts';
import { type DemoGroup, ruleProof } from './demo-world.ts';

/** The real service evaluates items in chunks of this many (API.md §4.2). */
const CHUNK_ITEMS = 50;
/** New members a group takes per run, so repeated runs keep the demo collections moving. */
const NEW_MEMBERS_PER_RUN = 3;

/** Runs the rule handler once. */
export async function runRuleHandler(context: RunContext): Promise<void> {
  const { world, bus, log } = context;
  bus.emit(MaintainerrEvent.RuleHandler_Started, { message: 'Started execution of all active rules' });
  log.info('Started execution of all active rules');
  // Without a reachable Plex the real executor stops before any group: started -> finished, no
  // progress and no collection changes (API.md §4.3, recorded events_stream.txt on a server without Plex).
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
    if (!context.shouldStop()) addNewMembers(context, plan.group, plan.items);
  }

  if (context.shouldStop()) log.info('Rule execution was stopped');
  finish(context);
}

function finish({ bus, log }: RunContext) {
  bus.emit(MaintainerrEvent.RuleHandler_Finished, { message: 'Finished execution of all active rules' });
  log.info('Finished execution of all active rules');
}

/** Puts up to NEW_MEMBERS_PER_RUN newly matching, not excluded items into the group's collection. */
export function addNewMembers(context: Pick<RunContext, 'world' | 'log'>, group: DemoGroup, items: PlexLibraryItem[]) {
  const { world, log } = context;
  const members = new Set(world.media.filter((row) => row.collectionId === group.collectionId).map((row) => String(row.plexId)));
  const excluded = new Set(
    world.exclusions.filter((row) => row.ruleGroupId === null || row.ruleGroupId === group.id).map((row) => String(row.plexId)),
  );
  const newcomers = items
    .filter((item) => group.definition.selects(item) && !members.has(item.ratingKey) && !excluded.has(item.ratingKey))
    .slice(0, NEW_MEMBERS_PER_RUN);
  for (const item of newcomers) {
    world.addMedia(group.collectionId, item, false);
    world.addLog(group.collectionId, `Added "${item.title}" to the collection`, 1, { type: 'media_added_by_rule', data: ruleProof(item, group) });
  }
  if (newcomers.length) log.info(`Added ${newcomers.length} media items to collection '${group.definition.name}'`);
}

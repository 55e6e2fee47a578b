// One collection handler run over the demo data, emitting the events in the real service's order:
// started -> a pause -> (waits while the rule handler runs) -> one progressed with the totals and
// no processingCollection -> progressed per collection start, per item, per collection end -> finished;
// without a configured Plex, started -> the pause -> finished.
// Items past their collection's deleteAfterDays are handled (handle-item.ts): they leave the
// collection, count towards handledMediaAmount and, where the action deletes files, leave the library.
import type { CollectionMedia } from '../../wire/v2/collections.ts';
import { MaintainerrEvent } from '../../wire/v2/events.ts';
import { DO_NOTHING_ACTION } from '../../wire/servarr-actions.ts';
import { handleItem } from './handle-item.ts';
import type { RunContext } from './handlers.ts';
import { DAY_MS } from './demo-world.ts';

/** The real handler pauses 5 s after starting; the demo scales that to a share of its run. */
const START_PAUSE_SHARE = 0.15;

const isDue = (row: CollectionMedia, deleteAfterDays: number, now: number) => Date.parse(row.addDate) + deleteAfterDays * DAY_MS < now;

/** Runs the collection handler once. */
export async function runCollectionHandler(context: RunContext): Promise<void> {
  const { world, bus, log } = context;
  const startedAt = Date.now();
  bus.emit(MaintainerrEvent.CollectionHandler_Started, { message: 'Started handling of all collections' });
  log.info('Started handling of all collections');
  await context.sleep(context.runMs * START_PAUSE_SHARE);
  while (context.ruleHandlerRunning() && !context.shouldStop()) await context.sleep(Math.max(20, context.runMs / 20));
  // Without a reachable Plex the real handler goes straight to finished: no progress, nothing
  // handled (recorded GET_events_stream_during_collections_handle).
  if (!context.plexConfigured()) {
    log.warn('Plex is not configured: no collections were handled');
    return finish(context);
  }

  const now = Date.now();
  const plans = world.collections
    .filter((collection) => collection.isActive && collection.arrAction !== DO_NOTHING_ACTION && collection.deleteAfterDays !== null)
    .map((collection) => ({
      collection,
      due: world.media.filter((row) => row.collectionId === collection.id && isDue(row, collection.deleteAfterDays!, now)),
    }));
  const totalMediaToHandle = plans.reduce((sum, plan) => sum + plan.due.length, 0);
  const pauseMs = (context.runMs * (1 - START_PAUSE_SHARE)) / Math.max(1, totalMediaToHandle + plans.length * 2);
  let processedMedias = 0;
  let processedCollections = 0;
  const progress = (processingCollection?: Record<string, unknown>) =>
    bus.emit(MaintainerrEvent.CollectionHandler_Progressed, {
      totalCollections: plans.length,
      ...(processingCollection ? { processingCollection } : {}),
      totalMediaToHandle,
      processedMedias,
      processedCollections,
    });

  progress();
  for (const { collection, due } of plans) {
    if (context.shouldStop()) break;
    let handled = 0;
    const current = () => ({ name: collection.title, processedMedias: handled, totalMedias: due.length });
    await context.sleep(pauseMs);
    progress(current());
    for (const row of due) {
      if (context.shouldStop()) break;
      await context.sleep(pauseMs);
      // The run is slow on purpose; meanwhile the user may have postponed, removed or handled the
      // item: it is handled only if it is still there and still due.
      if (!world.media.includes(row) || !isDue(row, collection.deleteAfterDays!, now)) continue;
      handleItem(world, collection, row);
      handled += 1;
      processedMedias += 1;
      progress(current());
    }
    processedCollections += 1;
    await context.sleep(pauseMs);
    progress(current());
    if (handled) log.info(`Handled ${handled} media items of collection '${collection.title}'`);
  }

  const seconds = Math.round((Date.now() - startedAt) / 1000);
  for (const { collection } of plans) collection.lastDurationInSeconds = seconds;
  finish(context);
}

function finish({ bus, log }: RunContext) {
  bus.emit(MaintainerrEvent.CollectionHandler_Finished, { message: 'Finished collection handling' });
  log.info('Finished collection handling');
}

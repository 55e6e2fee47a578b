// Adding and removing one exclusion on the demo world, for the single and bulk endpoints of v3.24.
// An excluded item leaves the collections of the groups it is excluded from.
import { exclusionsAfterRemoval } from '../exclusion-removal.ts';
import type { V3Context } from './context.ts';

const DATA_TYPES: Record<string, 1 | 2 | 3 | 4> = { movie: 1, show: 2, season: 3, episode: 4 };

/** Excludes (or, with `remove`, un-excludes) an item for the rule group named, or with none named for all; false for an unknown item. */
export function setExclusion(context: V3Context, mediaId: string, named: number | null | undefined, remove: boolean): boolean {
  const { world, log } = context;
  const item = world.library.find(mediaId);
  if (!item) return false;
  const plexId = Number(item.ratingKey);
  // No group named: an exclusion is added for every group (a global one), and a removal takes every
  // exclusion of the item, its global one and each group's, as the service deletes by item alone.
  const ruleGroupId = named ?? null;
  const matches = (row: { plexId: number; ruleGroupId: number | null }) => row.plexId === plexId && row.ruleGroupId === ruleGroupId;
  if (remove) {
    world.exclusions = exclusionsAfterRemoval(world.exclusions, plexId, named);
    log.info(`Exclusion of "${item.title}" removed`);
    return true;
  }
  if (world.exclusions.some(matches)) return true;
  world.exclusions.push({ id: world.nextExclusionId(), plexId, ruleGroupId, parent: null, type: DATA_TYPES[item.type] ?? null });
  for (const row of world.media.filter((entry) => entry.plexId === plexId)) {
    const group = world.groups.find((entry) => entry.collectionId === row.collectionId);
    if (ruleGroupId === null || group?.id === ruleGroupId) world.removeMedia(row);
  }
  log.info(`"${item.title}" excluded ${ruleGroupId === null ? 'from all rules' : `from rule group ${ruleGroupId}`}`);
  return true;
}

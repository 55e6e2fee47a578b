// The demo world's rows (kept in the v2.21 shape both generations share) as v3.24 sends them:
// ids of media-server objects as strings, `libraryId` a string, data types as names
// ('movie', 'show', 'season', 'episode'), Seerr instead of Overseerr, and the columns v3 added
// (sizes, overlays, Sportarr, quality profiles), at their defaults. Keys follow the recordings'
// order (GET_collections, GET_rules, GET_collections_media_*_content_*, GET_rules_exclusion_*).
import type { Collection, CollectionLog, CollectionMedia } from '../../../wire/v2/collections.ts';
import type { Exclusion } from '../../../wire/v2/rules.ts';
import type { DemoGroup, DemoWorld } from '../demo-world.ts';

const DATA_TYPE_NAMES = { 1: 'movie', 2: 'show', 3: 'season', 4: 'episode' } as const;

/** A v2 data type number (1 movie … 4 episode) as v3's name; null stays null. */
export function dataTypeName(type: number | null | undefined): string | null {
  return type ? DATA_TYPE_NAMES[type as keyof typeof DATA_TYPE_NAMES] ?? null : null;
}

/** A collection row (GET /api/collections/collection/:id, and inside a rule group). */
export function collectionRow(world: DemoWorld, collection: Collection): Record<string, unknown> {
  const media = world.media.filter((row) => row.collectionId === collection.id);
  return {
    id: collection.id,
    mediaServerId: collection.plexId === null ? null : String(collection.plexId),
    mediaServerType: 'plex',
    libraryId: String(collection.libraryId),
    title: collection.title,
    description: collection.description,
    isActive: collection.isActive,
    arrAction: collection.arrAction,
    visibleOnRecommended: collection.visibleOnRecommended,
    visibleOnHome: collection.visibleOnHome,
    deleteAfterDays: collection.deleteAfterDays,
    manualCollection: collection.manualCollection,
    manualCollectionName: collection.manualCollectionName,
    listExclusions: collection.listExclusions,
    cleanupLeftoverFolders: false,
    forceSeerr: collection.forceOverseerr,
    type: dataTypeName(collection.type),
    keepLogsForMonths: collection.keepLogsForMonths,
    // Stored as SQLite gives it (`2026-11-23 17:26:38`), as both generations send it.
    addDate: collection.addDate,
    handledMediaAmount: collection.handledMediaAmount,
    lastDurationInSeconds: collection.lastDurationInSeconds,
    tautulliWatchedPercentOverride: collection.tautulliWatchedPercentOverride,
    radarrSettingsId: collection.radarrSettingsId,
    sonarrSettingsId: collection.sonarrSettingsId,
    sportarrSettingsId: null,
    sortTitle: null,
    mediaServerSort: null,
    totalSizeBytes: media.length ? media.reduce((sum, row) => sum + world.library.bytesOf(String(row.plexId)), 0) : null,
    handledMediaSizeBytes: world.freedBytes.get(collection.id) ?? 0,
    overlayEnabled: false,
    overlayTemplateId: null,
    radarrQualityProfileId: null,
    sonarrQualityProfileId: null,
    sportarrQualityProfileId: null,
    tagInArr: false,
    ...pickKnown(world.collectionExtras.get(collection.id)),
  };
}

/** The v3 columns a write may set, in the row's own key positions (spread over the defaults). */
const WRITABLE_V3_COLUMNS = [
  'cleanupLeftoverFolders',
  'overlayEnabled',
  'overlayTemplateId',
  'radarrQualityProfileId',
  'sonarrQualityProfileId',
  'sportarrSettingsId',
  'sportarrQualityProfileId',
  'tagInArr',
];

function pickKnown(extras: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(extras ?? {}).filter(([key]) => WRITABLE_V3_COLUMNS.includes(key)));
}

/** How a row came into its collection: by hand (recorded as source "local"), by the rules, or both. */
function membership(world: DemoWorld, row: CollectionMedia) {
  return {
    isManual: row.isManual,
    includedByRule: !row.isManual || world.manualRuleMembers.has(row.id),
    manualMembershipSource: row.isManual ? 'local' : null,
  };
}

/** A collection media row in full (collection media pages, overlay data). */
export function mediaRow(world: DemoWorld, row: CollectionMedia): Record<string, unknown> {
  const item = world.library.find(String(row.plexId));
  const tvdb = item?.Guid?.find((guid) => guid.id.startsWith('tvdb://'));
  return {
    id: row.id,
    collectionId: row.collectionId,
    mediaServerId: String(row.plexId),
    tmdbId: row.tmdbId,
    tvdbId: tvdb ? Number(tvdb.id.slice('tvdb://'.length)) : null,
    addDate: row.addDate,
    image_path: row.image_path,
    ...membership(world, row),
    sizeBytes: item ? world.library.bytesOf(String(row.plexId)) : null,
    ruleEvaluationFailed: false,
  };
}

/** The short media row GET /api/collections lists under each collection. */
export function shortMediaRow(world: DemoWorld, row: CollectionMedia): Record<string, unknown> {
  return {
    id: row.id,
    collectionId: row.collectionId,
    mediaServerId: String(row.plexId),
    addDate: row.addDate.slice(0, 23).replace('T', ' '),
    ...membership(world, row),
  };
}

/** An exclusion: v3 names the item itself as its parent when it has none. */
export function exclusionRow(row: Exclusion): Record<string, unknown> {
  return {
    id: row.id,
    mediaServerId: String(row.plexId),
    ruleGroupId: row.ruleGroupId,
    parent: String(row.parent ?? row.plexId),
    type: dataTypeName(row.type),
  };
}

/** A collection log line; a rule's proof names the item as mediaServerId (a string), not plexId. */
export function logRow(log: CollectionLog): CollectionLog {
  if (!log.meta || !('data' in log.meta) || typeof log.meta.data !== 'object' || log.meta.data === null) return log;
  const { plexId, sectionResults, ...proof } = log.meta.data as { plexId?: number; sectionResults?: { ruleResults: RuleResult[] }[] };
  return {
    ...log,
    meta: {
      ...log.meta,
      data: {
        mediaServerId: String(plexId),
        ...proof,
        sectionResults: sectionResults?.map((section) => ({ ...section, ruleResults: section.ruleResults.map(withMissingValueReason) })),
      },
    },
  };
}

interface RuleResult {
  firstValueName?: string;
  firstValue?: unknown;
  firstValueReason?: string;
}

/**
 * v3.x says why a first value is missing, right after it: "Plex - Last view date" with no value
 * reads "Plex Last view date is not recorded for this item" (GET_collections_logs_1_content_page1).
 */
function withMissingValueReason(rule: RuleResult): RuleResult {
  if (rule.firstValue !== null || !rule.firstValueName) return rule;
  const { firstValueName, firstValue, ...rest } = rule;
  return { firstValueName, firstValue, firstValueReason: `${firstValueName.replace(' - ', ' ')} is not recorded for this item`, ...rest };
}

/** A rule group; `withRules` false for GET /api/rules/collection/:id, which leaves the rules out. */
export function ruleGroupRow(world: DemoWorld, group: DemoGroup, notifications: unknown[], withRules = true): Record<string, unknown> {
  const collection = world.collections.find((entry) => entry.id === group.collectionId)!;
  return {
    id: group.id,
    name: group.definition.name,
    description: group.definition.description,
    libraryId: String(group.definition.libraryId),
    isActive: group.definition.isActive,
    collectionId: group.collectionId,
    useRules: group.definition.useRules !== false,
    dataType: dataTypeName(group.definition.dataType),
    ruleHandlerCronSchedule: group.ruleHandlerCronSchedule,
    ...(withRules ? { rules: group.rules } : {}),
    notifications,
    collection: collectionRow(world, collection),
  };
}

// The sandbox's mutable demo state besides settings: rule groups, their collections and media,
// exclusions and collection logs. Built from the seeded library at start (so it resets on restart);
// handler runs and write endpoints change it in memory. Notification configurations persist with
// the settings (store.ts); a rule group lists those it is linked to.
import type {
  Collection, CollectionLog, CollectionLogMeta, CollectionLogType, CollectionMedia,
} from '../../wire/v2/collections.ts';
import type { NotificationConfiguration } from '../../wire/v2/notifications.ts';
import type { PlexLibraryItem } from '../../wire/v2/plex.ts';
import type { Exclusion, RuleGroup, RuleRow } from '../../wire/v2/rules.ts';
import type { SandboxApiVersion } from './api-version.ts';
import { createDemoLibrary, type DemoLibrary, tmdbIdOf } from './demo-library.ts';
import { DEMO_RULE_GROUPS, type DemoRuleGroup } from './demo-rules.ts';
import { seededRandom } from './demo-words.ts';
import { posterPath } from './posters.ts';
import { sqliteDateTime } from './wire.ts';
import { actionKeepsFiles, DO_NOTHING_ACTION } from '../../wire/servarr-actions.ts';
import { comparisonStatistics, matchingItems, type RuleDialect, ruleDialectOf } from './rule-verdicts.ts';

/** A day in ms: the collections' days and the demo's dates count in it. */
export const DAY_MS = 86_400_000;

/**
 * Midnight of `date`'s day in the service's zone, which is this process's (GET /app/timezone names
 * it): the service keeps the day an item joined a collection so (recorded with the service in UTC:
 * every addDate 2026-11-23T00:00:00.000Z).
 */
export function startOfServiceDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** `days` calendar days after a service day (negative: before), at midnight again across a daylight-saving change. */
export function serviceDaysLater(day: Date, days: number): Date {
  const later = new Date(day);
  later.setDate(later.getDate() + days);
  return later;
}

export interface DemoGroup {
  id: number;
  /** The group's settings and rules; its own copy, changed in place by an update. */
  definition: DemoRuleGroup;
  collectionId: number;
  rules: RuleRow[];
  notificationIds: number[];
  /**
   * Created or edited through the API: a run leaves its collection holding exactly the matching,
   * not excluded items, as the real service does. The seeded groups take a few newcomers per run
   * instead, so repeated demo runs keep their collections moving.
   */
  exactMembership: boolean;
  /** v3.24's per-group cron schedule (null: the global one). */
  ruleHandlerCronSchedule: string | null;
}

export interface DemoWorld {
  library: DemoLibrary;
  /** How the generation the sandbox speaks evaluates and names rules. */
  ruleDialect: RuleDialect;
  groups: DemoGroup[];
  collections: Collection[];
  /** Every collection media row, any collection. */
  media: CollectionMedia[];
  exclusions: Exclusion[];
  /** v3.24 collection columns a group was written with (overlayEnabled, tagInArr, …), by collection id. */
  collectionExtras: Map<number, Record<string, unknown>>;
  /**
   * v3.x: ids of media rows the rules added that a user then added by hand. v3.24 marks such a row
   * manual and keeps it included by rule (recorded: isManual and includedByRule both true).
   */
  manualRuleMembers: Set<number>;
  /** Bytes the collection handler freed deleting each collection's items, by collection id (v3.x shows it). */
  freedBytes: Map<number, number>;
  logs: CollectionLog[];
  /** Which collection each log belongs to, by log id. */
  logCollection: Map<number, number>;
  /** Items a group's rules look at (its library, at its data type). */
  candidatesOf(group: DemoGroup): PlexLibraryItem[];
  /** The full rule group as GET /api/rules returns it. */
  ruleGroupDto(group: DemoGroup): RuleGroup;
  addMedia(collectionId: number, item: PlexLibraryItem, manual: boolean, at?: Date): CollectionMedia;
  removeMedia(row: CollectionMedia): void;
  addLog(collectionId: number, message: string, type: CollectionLogType, meta?: CollectionLogMeta, at?: Date): void;
  nextExclusionId(): number;
  /** A new id for a rule group, a collection or a stored rule. */
  nextId(kind: 'group' | 'collection' | 'rule'): number;
}

export interface DemoWorldOptions {
  seed: number;
  movieCount: number;
  showCount: number;
  /** When the sandbox started: initial collection dates are spread over the weeks before it. */
  now: Date;
  /** The current notification configurations (they persist with the settings). */
  notifications: () => NotificationConfiguration[];
  /** The generation whose rule semantics and names apply; v2.21 unless given. */
  apiVersion?: SandboxApiVersion;
  /** The rule groups (each with its collection) it starts with; the demo's unless given. A fresh install has none, and no exclusions either. */
  ruleGroups?: readonly DemoRuleGroup[];
}

/** Builds the demo state. */
export function createDemoWorld(options: DemoWorldOptions): DemoWorld {
  const library = createDemoLibrary(options);
  const random = seededRandom(options.seed + 1);
  const startingGroups = options.ruleGroups ?? DEMO_RULE_GROUPS;
  const counters = { media: 1, log: 1, exclusion: 1, group: startingGroups.length + 1, collection: startingGroups.length + 1, rule: 100 };
  const world: DemoWorld = {
    library,
    ruleDialect: ruleDialectOf(options.apiVersion ?? '2.21'),
    groups: [],
    collections: [],
    media: [],
    exclusions: [],
    collectionExtras: new Map(),
    manualRuleMembers: new Set(),
    freedBytes: new Map(),
    logs: [],
    logCollection: new Map(),
    candidatesOf(group) {
      const { libraryId, dataType } = group.definition;
      if (dataType === 3) return library.seasons();
      // Episodes are built on demand: asking for each season's children builds them.
      if (dataType === 4) return library.seasons().flatMap((season) => library.childrenOf(season.ratingKey) ?? []);
      return library.itemsOf(String(libraryId)) ?? [];
    },
    ruleGroupDto(group) {
      const collection = world.collections.find((entry) => entry.id === group.collectionId)!;
      return {
        id: group.id,
        name: group.definition.name,
        description: group.definition.description,
        libraryId: group.definition.libraryId,
        isActive: group.definition.isActive,
        collectionId: group.collectionId,
        useRules: group.definition.useRules !== false,
        dataType: group.definition.dataType,
        rules: group.rules,
        collection,
        notifications: options.notifications().filter((entry) => group.notificationIds.includes(entry.id)),
      };
    },
    addMedia(collectionId, item, manual, at = new Date()) {
      const tmdbId = tmdbIdOf(item) ?? (item.parentRatingKey ? tmdbIdOf(library.find(item.parentRatingKey) ?? item) : undefined);
      const row: CollectionMedia = {
        id: counters.media++,
        collectionId,
        plexId: Number(item.ratingKey),
        tmdbId: tmdbId ?? null,
        // The service keeps the day, not the hour.
        addDate: startOfServiceDay(at).toISOString(),
        image_path: tmdbId === undefined ? null : posterPath(item.type === 'movie' ? 'movie' : 'tv', tmdbId),
        isManual: manual,
      };
      world.media.push(row);
      return row;
    },
    removeMedia(row) {
      const index = world.media.indexOf(row);
      if (index >= 0) world.media.splice(index, 1);
      world.manualRuleMembers.delete(row.id);
    },
    addLog(collectionId, message, type, meta = null, at = new Date()) {
      const log: CollectionLog = { id: counters.log++, timestamp: at.toISOString(), message, type, meta };
      world.logs.push(log);
      world.logCollection.set(log.id, collectionId);
    },
    nextExclusionId: () => counters.exclusion++,
    nextId: (kind) => counters[kind]++,
  };

  startingGroups.forEach((definition, index) => {
    const id = index + 1;
    const group: DemoGroup = {
      id,
      definition: { ...definition, rules: [...definition.rules] },
      collectionId: id,
      rules: definition.rules.map((rule, ruleIndex) => ({
        id: id * 10 + ruleIndex,
        ruleJson: JSON.stringify(rule),
        ruleGroupId: id,
        section: rule.section,
        isActive: true,
      })),
      notificationIds: index === 0 ? [1] : [],
      exactMembership: false,
      ruleHandlerCronSchedule: null,
    };
    world.groups.push(group);
    const createdAt = new Date(options.now.getTime() - (120 + index * 30) * DAY_MS);
    const handled = definition.isActive && definition.arrAction !== DO_NOTHING_ACTION ? 12 + index * 7 : 0;
    world.collections.push({
      id,
      plexId: definition.isActive ? 90_000 + id : null,
      libraryId: definition.libraryId,
      title: definition.name,
      description: definition.description,
      isActive: definition.isActive,
      arrAction: definition.arrAction,
      visibleOnRecommended: index === 0,
      visibleOnHome: false,
      deleteAfterDays: definition.deleteAfterDays,
      manualCollection: false,
      manualCollectionName: '',
      listExclusions: false,
      forceOverseerr: false,
      type: definition.dataType,
      keepLogsForMonths: 6,
      addDate: sqliteDateTime(createdAt),
      handledMediaAmount: handled,
      lastDurationInSeconds: 3 + index,
      tautulliWatchedPercentOverride: null,
      radarrSettingsId: null,
      sonarrSettingsId: null,
    });
    world.addLog(id, 'Collection Created', 0, null, createdAt);
    // Initial members, added over the weeks before the start so some are already due for handling.
    const spreadDays = (definition.deleteAfterDays ?? 30) * 1.3;
    for (const { item, verdict } of matchingItems(world, group, options.now)) {
      if (random() >= definition.initialShare) continue;
      const at = new Date(options.now.getTime() - random() * spreadDays * DAY_MS);
      world.addMedia(id, item, false, at);
      world.addLog(id, `Added "${item.title}"`, 1, { type: 'media_added_by_rule', data: comparisonStatistics(item, verdict) }, at);
    }
    // The space its handled items' files took, had they been like those its rules look at (v3.x
    // shows it beside the handled count, which would contradict it at 0).
    if (handled > 0 && !actionKeepsFiles(definition.arrAction)) {
      const candidates = world.candidatesOf(group);
      const meanBytes = candidates.reduce((sum, item) => sum + library.bytesOf(item.ratingKey), 0) / Math.max(1, candidates.length);
      world.freedBytes.set(id, Math.round(handled * meanBytes));
    }
  });
  // The seeding above went collection by collection; the service's own ids rise with time (recorded
  // GET_collections_media_1_content_page1, GET_collections_logs_1_content_page1), and its lists are
  // newest first by id. So the rows are numbered again in date order.
  world.media.sort((a, b) => a.addDate.localeCompare(b.addDate));
  world.media.forEach((row, index) => {
    row.id = index + 1;
  });
  counters.media = world.media.length + 1;
  world.logs.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  const collectionOfLog = world.logs.map((log) => world.logCollection.get(log.id)!);
  world.logCollection.clear();
  world.logs.forEach((log, index) => {
    log.id = index + 1;
    world.logCollection.set(log.id, collectionOfLog[index]!);
  });
  counters.log = world.logs.length + 1;

  // A few exclusions: two global, two specific to the first group. A fresh install (no groups) has none.
  if (startingGroups.length === 0) return world;
  const movies = library.movies;
  const excluded: [PlexLibraryItem | undefined, number | null][] = [[movies[3], null], [movies[42], null], [movies[7], 1], [movies[99], 1]];
  for (const [item, ruleGroupId] of excluded) {
    if (item) world.exclusions.push({ id: world.nextExclusionId(), plexId: Number(item.ratingKey), ruleGroupId, parent: null, type: 1 });
  }
  return world;
}

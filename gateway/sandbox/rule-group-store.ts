// Creating, updating and deleting rule groups in the demo world, for both generations (each
// generation's routes read their own body shape into a RuleGroupInput and answer their own way).
// A group owns a collection titled after it; deleting the group takes the collection, its media
// and the group's own exclusions with it.
import type { ArrAction, Collection, PlexDataType } from '../../wire/v2/collections.ts';
import type { RuleDto, RuleRow } from '../../wire/v2/rules.ts';
import type { DemoGroup, DemoWorld } from './demo-world.ts';
import { operatorOf, RULE_TYPE } from './rule-engine.ts';
import { ruleProperty, type RuleDialect } from './rule-verdicts.ts';
import { sqliteDateTime } from './wire.ts';

/** A rule as a write body carries it; kept as sent, since `ruleJson` stores it as sent. */
export type RuleInput = Record<string, unknown> & { firstVal: [number, number]; action: number; section: number };

export interface RuleGroupInput {
  name: string;
  description: string;
  libraryId: number;
  dataType: PlexDataType;
  isActive: boolean;
  useRules: boolean;
  arrAction: ArrAction;
  listExclusions: boolean;
  forceOverseerr: boolean;
  deleteAfterDays: number | null;
  visibleOnRecommended: boolean;
  visibleOnHome: boolean;
  manualCollection: boolean;
  manualCollectionName: string;
  keepLogsForMonths: number;
  tautulliWatchedPercentOverride: number | null;
  radarrSettingsId: number | null;
  sonarrSettingsId: number | null;
  rules: RuleInput[];
  notificationIds: number[];
  ruleHandlerCronSchedule: string | null;
  /** v3.24's collection columns the v2 row has no place for (overlayEnabled, tagInArr, …). */
  collectionExtras: Record<string, unknown>;
}

/** Rule checks both generations answer softly (`code: 0` with the reason). */
export function ruleProblem(dialect: RuleDialect, rules: RuleInput[]): string | undefined {
  for (const rule of rules) {
    const first = ruleProperty(dialect, rule.firstVal.map(Number) as [number, number]);
    if (!first) return 'Validation failed';
    const action = Number(rule.action);
    if (!first.property.type.possibilities.includes(action)) return 'Action is not supported on type';
    const unary = action === 18 || action === 19;
    const lastVal = rule.lastVal as [number, number] | undefined;
    const customVal = rule.customVal as { ruleTypeId: number; value: string } | undefined;
    if (lastVal) {
      const last = ruleProperty(dialect, lastVal.map(Number) as [number, number]);
      if (!last) return 'Validation failed';
      if (last.property.type.key !== first.property.type.key) return "Types don't match";
    } else if (customVal) {
      if (!customValueFits(first.property.type.key, Number(customVal.ruleTypeId))) return "Types don't match";
    } else if (!unary) {
      return 'No second value found';
    }
  }
  return undefined;
}

/** A custom value of this type can stand against a property of that type (days against dates, a text against a list). */
function customValueFits(propertyType: string, ruleTypeId: number): boolean {
  const type = Number(propertyType);
  if (type === ruleTypeId) return true;
  if (type === RULE_TYPE.DATE) return ruleTypeId === RULE_TYPE.NUMBER;
  return type === RULE_TYPE.TEXT_LIST && ruleTypeId === RULE_TYPE.TEXT;
}

/** True when every rule after the group's first carries an operator (v3.24 refuses otherwise). */
export function everyLaterRuleHasOperator(rules: RuleInput[]): boolean {
  return rules.every((rule, index) => index === 0 || operatorOf(rule) !== null);
}

/** Creates the group and its empty collection. */
export function createRuleGroup(world: DemoWorld, input: RuleGroupInput, now = new Date()): DemoGroup {
  const id = world.nextId('group');
  const collectionId = world.nextId('collection');
  const group: DemoGroup = {
    id,
    definition: definitionOf(input),
    collectionId,
    rules: [],
    notificationIds: input.notificationIds,
    exactMembership: true,
    ruleHandlerCronSchedule: input.ruleHandlerCronSchedule,
  };
  group.rules = ruleRows(world, group.id, input.rules);
  const collection: Collection = {
    id: collectionId,
    plexId: null,
    libraryId: input.libraryId,
    title: input.name,
    description: input.description,
    isActive: input.isActive,
    arrAction: input.arrAction,
    visibleOnRecommended: input.visibleOnRecommended,
    visibleOnHome: input.visibleOnHome,
    deleteAfterDays: input.deleteAfterDays,
    manualCollection: input.manualCollection,
    manualCollectionName: input.manualCollectionName,
    listExclusions: input.listExclusions,
    forceOverseerr: input.forceOverseerr,
    type: input.dataType,
    keepLogsForMonths: input.keepLogsForMonths,
    addDate: sqliteDateTime(now),
    handledMediaAmount: 0,
    lastDurationInSeconds: 0,
    tautulliWatchedPercentOverride: input.tautulliWatchedPercentOverride,
    radarrSettingsId: input.radarrSettingsId,
    sonarrSettingsId: input.sonarrSettingsId,
  };
  world.groups.push(group);
  world.collections.push(collection);
  world.collectionExtras.set(collectionId, input.collectionExtras);
  world.addLog(collectionId, 'Collection Created', 0, null, now);
  return group;
}

/**
 * Replaces a group's settings and rules. A change of data type, library or manual collection
 * empties the collection and drops the group's own exclusions, which no longer fit it.
 */
export function updateRuleGroup(world: DemoWorld, group: DemoGroup, input: RuleGroupInput): void {
  const collection = world.collections.find((entry) => entry.id === group.collectionId);
  const before = group.definition;
  const reset =
    before.dataType !== input.dataType ||
    before.libraryId !== input.libraryId ||
    (collection !== undefined && (collection.manualCollection !== input.manualCollection || collection.manualCollectionName !== input.manualCollectionName));
  if (reset) {
    world.media = world.media.filter((row) => row.collectionId !== group.collectionId);
    world.exclusions = world.exclusions.filter((row) => row.ruleGroupId !== group.id);
  }
  group.definition = definitionOf(input);
  group.rules = ruleRows(world, group.id, input.rules);
  group.notificationIds = input.notificationIds;
  group.exactMembership = true;
  group.ruleHandlerCronSchedule = input.ruleHandlerCronSchedule;
  if (collection) {
    Object.assign(collection, {
      libraryId: input.libraryId,
      title: input.name,
      description: input.description,
      isActive: input.isActive,
      arrAction: input.arrAction,
      visibleOnRecommended: input.visibleOnRecommended,
      visibleOnHome: input.visibleOnHome,
      deleteAfterDays: input.deleteAfterDays,
      manualCollection: input.manualCollection,
      manualCollectionName: input.manualCollectionName,
      listExclusions: input.listExclusions,
      forceOverseerr: input.forceOverseerr,
      type: input.dataType,
      keepLogsForMonths: input.keepLogsForMonths,
      tautulliWatchedPercentOverride: input.tautulliWatchedPercentOverride,
      radarrSettingsId: input.radarrSettingsId,
      sonarrSettingsId: input.sonarrSettingsId,
    } satisfies Partial<Collection>);
    world.collectionExtras.set(collection.id, input.collectionExtras);
  }
}

/** Removes a group, its collection (with media and logs) and its own exclusions; false for an unknown id. */
export function deleteRuleGroup(world: DemoWorld, id: number): boolean {
  const group = world.groups.find((entry) => entry.id === id);
  if (!group) return false;
  world.groups = world.groups.filter((entry) => entry !== group);
  world.collections = world.collections.filter((entry) => entry.id !== group.collectionId);
  world.collectionExtras.delete(group.collectionId);
  world.media = world.media.filter((row) => row.collectionId !== group.collectionId);
  world.exclusions = world.exclusions.filter((row) => row.ruleGroupId !== group.id);
  const logIds = new Set([...world.logCollection].filter(([, collectionId]) => collectionId === group.collectionId).map(([logId]) => logId));
  world.logs = world.logs.filter((log) => !logIds.has(log.id));
  for (const logId of logIds) world.logCollection.delete(logId);
  return true;
}

function definitionOf(input: RuleGroupInput): DemoGroup['definition'] {
  return {
    name: input.name,
    description: input.description,
    libraryId: input.libraryId,
    dataType: input.dataType,
    isActive: input.isActive,
    useRules: input.useRules,
    arrAction: input.arrAction,
    deleteAfterDays: input.deleteAfterDays,
    rules: input.rules as unknown as RuleDto[],
    initialShare: 0,
  };
}

/** Stored rows with fresh ids; `ruleJson` is the rule as sent (string operators stay strings, as recorded). */
function ruleRows(world: DemoWorld, groupId: number, rules: RuleInput[]): RuleRow[] {
  return rules.map((rule) => ({ id: world.nextId('rule'), ruleJson: JSON.stringify(rule), ruleGroupId: groupId, section: Number(rule.section ?? 0), isActive: true }));
}

// What each wire generation provides for the rule editor (one adapter per generation, picked by
// ruleEditorWire in rule-editor.ts), and the reading of a stored group both share: the group's
// collection carries its action, days and visibility on both, with a few names that differ.
import { arrAppOf } from './arr-actions.ts';
import { DO_NOTHING_ACTION } from './collection-types.ts';
import type { MediaKind } from './media-types.ts';
import { sectionsFromDtos } from './rule-dto.ts';
import type { RuleDtoWire } from '../../../wire/v2/rule-editor.ts';
import type { LinkedNotification, RuleConstants, RuleGroupDraft, RuleGroupForEditing } from './rule-editor-types.ts';

export interface RuleEditorWire {
  readConstants(data: unknown, path: string): RuleConstants;
  /** The path that reads one group for editing: v3.x has GET /rules/:id, v2.21 only the list. */
  groupPath(id: number): string;
  /** The group read for editing; null when the service has none with this id. */
  readGroup(data: unknown, path: string, id: number): RuleGroupForEditing | null;
  /** The create (no id) or update (id, last) body, as the generation's own UI sends it. */
  toBody(draft: RuleGroupDraft): Record<string, unknown>;
  testBody(groupId: number, itemId: string): Record<string, unknown>;
  /** The id field of the item in a test answer (plexId on v2.21, mediaServerId on v3.x). */
  testItemId(stats: { plexId?: number | string; mediaServerId?: number | string }): string | undefined;
  /** How a YAML call names the media type of a rule group. */
  yamlMediaType(kind: MediaKind): number | string;
  /** The kind a decoded YAML names; undefined when it names none this app knows. */
  kindOfYamlMediaType(mediaType: unknown): MediaKind | undefined;
}

/** The fields of a stored group both generations have, by their wire names. */
export interface StoredGroup {
  id: number;
  name: string;
  description?: string | null;
  libraryId: string;
  kind: MediaKind;
  isActive: boolean;
  useRules?: boolean;
  collectionId?: number | null;
  notifications?: unknown[] | null;
  collection: Record<string, unknown>;
  rules: RuleDtoWire[];
}

const isLinkedNotification = (value: unknown): value is LinkedNotification =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
const text = (value: unknown, fallback = '') => (value === null || value === undefined ? fallback : String(value));

// Kept as read and sent back unchanged: a save of the editor must not drop what it does not show.
const KEPT_COLLECTION_FIELDS = ['overlayEnabled', 'overlayTemplateId'] as const;

/**
 * The draft of a stored group. `forceField` names the request-removal flag (forceOverseerr on
 * v2.21, forceSeerr on v3.x); the quality profile and the v3.x-only flags are read where present.
 */
export function draftFromStoredGroup(group: StoredGroup, forceField: string): RuleGroupForEditing {
  const c = group.collection;
  const viaSportarr = group.kind !== 'movie' && typeof c.sportarrSettingsId === 'number';
  const app = arrAppOf({ kind: group.kind, viaSportarr });
  const extra: Record<string, unknown> = {};
  for (const field of KEPT_COLLECTION_FIELDS) if (field in c) extra[field] = c[field];
  const draft: RuleGroupDraft = {
    id: group.id,
    name: group.name,
    description: group.description ?? '',
    libraryId: group.libraryId,
    kind: group.kind,
    isActive: group.isActive,
    useRules: group.useRules ?? true,
    arrAction: typeof c.arrAction === 'number' ? c.arrAction : 4,
    arrServerId: numberOrNull(c[`${app}SettingsId`]),
    viaSportarr,
    qualityProfileId: numberOrNull(c[`${app}QualityProfileId`]),
    deleteAfterDays: text(c.deleteAfterDays),
    listExclusions: bool(c.listExclusions, true),
    forceRequestRemoval: bool(c[forceField], false),
    visibleOnRecommended: bool(c.visibleOnRecommended, false),
    visibleOnHome: bool(c.visibleOnHome, false),
    manualCollection: bool(c.manualCollection, false),
    manualCollectionName: text(c.manualCollectionName),
    keepLogsForMonths: text(c.keepLogsForMonths, '6'),
    tautulliWatchedPercentOverride: text(c.tautulliWatchedPercentOverride),
    cleanupLeftoverFolders: bool(c.cleanupLeftoverFolders, false),
    tagInArr: bool(c.tagInArr, false),
    schedule: '',
    sections: sectionsFromDtos(group.rules),
    // In id order, as the editor keeps them: unticking and ticking again leaves the draft as it was.
    notifications: (group.notifications ?? []).filter(isLinkedNotification).sort((a, b) => a.id - b.id),
    extra,
  };
  return { draft, collectionId: group.collectionId ?? (typeof c.id === 'number' ? c.id : null) };
}

/** The collection's days as the body carries them: omitted for "Do nothing" and when left empty. */
export function deleteAfterDaysPart(draft: RuleGroupDraft): { deleteAfterDays?: number } {
  if (draft.arrAction === DO_NOTHING_ACTION || draft.deleteAfterDays.trim() === '') return {};
  return { deleteAfterDays: Number(draft.deleteAfterDays.trim()) };
}

/**
 * The Tautulli override, a top-level field of the body on both generations: left out when empty,
 * which the service stores as null (Tautulli's own setting applies).
 */
export function tautulliOverridePart(draft: RuleGroupDraft): { tautulliWatchedPercentOverride?: number } {
  const percent = draft.tautulliWatchedPercentOverride.trim();
  return percent === '' ? {} : { tautulliWatchedPercentOverride: Number(percent) };
}

/**
 * The *arr server and, where the generation has it, quality profile, under the names of the *arr
 * they belong to (radarrSettingsId, sonarrSettingsId or sportarrSettingsId): only one is ever sent.
 */
export function arrPart(draft: RuleGroupDraft, withQualityProfile: boolean): Record<string, number> {
  const app = arrAppOf(draft);
  const part: Record<string, number> = {};
  if (draft.arrServerId !== null) part[`${app}SettingsId`] = draft.arrServerId;
  if (withQualityProfile && draft.qualityProfileId !== null) part[`${app}QualityProfileId`] = draft.qualityProfileId;
  return part;
}


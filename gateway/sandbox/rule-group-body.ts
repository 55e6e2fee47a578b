// Reads a rule group create/update body of either generation into a RuleGroupInput. The two differ
// in a few fields: v2.21 sends numeric libraryId and dataType (1-4) and forceOverseerr; v3.24 a
// string libraryId, the data type by name, forceSeerr and its collection columns (overlays,
// tagInArr, cleanupLeftoverFolders, a Sportarr server, its own cron schedule). What cannot make a
// group at all (not an object, no name, rules that are not rules) is refused here with a message;
// the real service would fail on it deeper down, with a 500 the sandbox does not copy.
import type { ArrAction, PlexDataType } from '../../wire/v2/collections.ts';
import type { SandboxApiVersion } from './api-version.ts';
import type { RuleGroupInput, RuleInput } from './rule-group-store.ts';
import { isRecord } from './wire.ts';

const DATA_TYPE_BY_NAME: Record<string, PlexDataType> = { movie: 1, show: 2, season: 3, episode: 4 };

export type BodyReading = { ok: true; input: RuleGroupInput; id: number | undefined } | { ok: false; message: string };

/** Reads the body; `defaultDataType` is the library's own type, used when the body names none. */
export function readRuleGroupBody(body: unknown, apiVersion: SandboxApiVersion, defaultDataType: (libraryId: number) => PlexDataType): BodyReading {
  if (!isRecord(body)) return { ok: false, message: 'A rule group must be a JSON object' };
  if (typeof body.name !== 'string' || !body.name.trim()) return { ok: false, message: 'name is required' };
  const libraryId = Number(body.libraryId);
  if (!Number.isInteger(libraryId)) return { ok: false, message: 'libraryId must be a library id' };
  const dataType = dataTypeOf(body.dataType, apiVersion) ?? (body.dataType === undefined || body.dataType === null ? defaultDataType(libraryId) : undefined);
  if (dataType === undefined) return { ok: false, message: `Unknown dataType ${JSON.stringify(body.dataType)}` };
  const useRules = body.useRules !== false;
  const rawRules = body.rules ?? [];
  if (!Array.isArray(rawRules)) return { ok: false, message: 'rules must be a list' };
  const rules = useRules ? rawRules.map(ruleOf) : [];
  if (rules.some((rule) => rule === undefined)) return { ok: false, message: 'Every rule needs firstVal [appId, propId], an action and a section' };
  const collection = isRecord(body.collection) ? body.collection : {};
  const v3 = apiVersion === '3.24';
  // The service's RulesDto takes any number as the action and stores it (v3.x's 5 changes the
  // quality profile); a number sent as text counts too; anything else, or none, is 0, Delete, as the
  // column's default.
  const sentAction = typeof body.arrAction === 'string' && body.arrAction.trim() !== '' ? Number(body.arrAction) : body.arrAction;
  const arrAction = Number.isInteger(sentAction) ? (sentAction as number) : 0;
  const input: RuleGroupInput = {
    name: body.name,
    description: typeof body.description === 'string' ? body.description : '',
    libraryId,
    dataType,
    isActive: body.isActive !== false,
    useRules,
    // v3.x's 5 is outside v2.21's type, which the store shares.
    arrAction: arrAction as ArrAction,
    listExclusions: body.listExclusions === true,
    forceOverseerr: (v3 ? body.forceSeerr : body.forceOverseerr) === true,
    deleteAfterDays: collection.deleteAfterDays === undefined || collection.deleteAfterDays === null ? null : Number(collection.deleteAfterDays),
    visibleOnRecommended: collection.visibleOnRecommended === true,
    visibleOnHome: collection.visibleOnHome === true,
    manualCollection: collection.manualCollection === true,
    manualCollectionName: typeof collection.manualCollectionName === 'string' ? collection.manualCollectionName : '',
    keepLogsForMonths: Number.isFinite(Number(collection.keepLogsForMonths)) ? Number(collection.keepLogsForMonths ?? 6) : 6,
    tautulliWatchedPercentOverride: numberOrNull(body.tautulliWatchedPercentOverride),
    radarrSettingsId: numberOrNull(body.radarrSettingsId),
    sonarrSettingsId: numberOrNull(body.sonarrSettingsId),
    rules: rules as RuleInput[],
    notificationIds: Array.isArray(body.notifications) ? body.notifications.flatMap((entry) => (isRecord(entry) && typeof entry.id === 'number' ? [entry.id] : [])) : [],
    ruleHandlerCronSchedule: v3 && typeof body.ruleHandlerCronSchedule === 'string' ? body.ruleHandlerCronSchedule : null,
    collectionExtras: v3
      ? {
          cleanupLeftoverFolders: body.cleanupLeftoverFolders === true,
          tagInArr: body.tagInArr === true,
          overlayEnabled: collection.overlayEnabled === true,
          overlayTemplateId: typeof collection.overlayTemplateId === 'number' ? collection.overlayTemplateId : null,
          radarrQualityProfileId: numberOrNull(body.radarrQualityProfileId),
          sonarrQualityProfileId: numberOrNull(body.sonarrQualityProfileId),
          sportarrSettingsId: numberOrNull(body.sportarrSettingsId),
          sportarrQualityProfileId: numberOrNull(body.sportarrQualityProfileId),
        }
      : {},
  };
  const id = body.id === undefined ? undefined : Number(body.id);
  return { ok: true, input, id: Number.isInteger(id) ? id : undefined };
}

function dataTypeOf(value: unknown, apiVersion: SandboxApiVersion): PlexDataType | undefined {
  if (apiVersion === '3.24' && typeof value === 'string') return DATA_TYPE_BY_NAME[value.toLowerCase()];
  const number = Number(value);
  return value !== null && value !== '' && [1, 2, 3, 4].includes(number) ? (number as PlexDataType) : undefined;
}

/** A rule with a usable firstVal, action and section, kept as sent; undefined otherwise. */
function ruleOf(value: unknown): RuleInput | undefined {
  if (!isRecord(value) || !Array.isArray(value.firstVal) || value.firstVal.length !== 2) return undefined;
  const firstVal = value.firstVal.map(Number);
  const action = Number(value.action);
  const section = Number(value.section ?? 0);
  if (firstVal.some((part) => !Number.isInteger(part)) || !Number.isInteger(action) || !Number.isInteger(section)) return undefined;
  if (value.lastVal !== undefined && value.lastVal !== null && (!Array.isArray(value.lastVal) || value.lastVal.length !== 2)) return undefined;
  if (value.customVal !== undefined && value.customVal !== null && (!isRecord(value.customVal) || value.customVal.value === undefined)) return undefined;
  return value as RuleInput;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

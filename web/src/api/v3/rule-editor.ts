// The rule editor on the v3.x wire: GET /rules/:id is the group itself (an empty body when there is
// none), library ids are strings, media types words, the request flag is forceSeerr, and a group has
// its own cron schedule, leftover-folder cleanup, *arr tagging, a quality profile, and for a show
// library a Sportarr server in place of a Sonarr one.
import { ruleConstantsSchema } from '../../../../wire/v2/rule-editor.ts';
import { mediaTypeV3Schema } from '../../../../wire/v3/media.ts';
import { ruleGroupWithCollectionV3Schema } from '../../../../wire/v3/rules.ts';
import type { MediaKind } from '../media-types.ts';
import { readWire } from '../read-wire.ts';
import { constantsFrom, dtosFromSections, ruleDtosFromRows } from '../rule-dto.ts';
import type { RuleGroupDraft } from '../rule-editor-types.ts';
import { arrAppOf } from '../arr-actions.ts';
import { arrPart, deleteAfterDaysPart, draftFromStoredGroup, tautulliOverridePart, type RuleEditorWire } from '../rule-group-wire.ts';

const kindOfWord = (word: unknown): MediaKind | undefined => {
  const parsed = mediaTypeV3Schema.safeParse(word);
  return parsed.success ? parsed.data : undefined;
};

function toBodyV3(draft: RuleGroupDraft): Record<string, unknown> {
  const extra = draft.extra ?? {};
  // Sportarr has no import list exclusions, tags or leftover folders of Maintainerr's: the editor
  // hides those options with it, and they go out unset whatever the draft held before.
  const withArrOptions = arrAppOf(draft) !== 'sportarr';
  return {
    name: draft.name,
    description: draft.description,
    libraryId: draft.libraryId,
    arrAction: draft.arrAction,
    dataType: draft.kind,
    isActive: draft.isActive,
    useRules: draft.useRules,
    listExclusions: withArrOptions && draft.listExclusions,
    cleanupLeftoverFolders: withArrOptions && draft.cleanupLeftoverFolders,
    forceSeerr: draft.forceRequestRemoval,
    tagInArr: withArrOptions && draft.tagInArr,
    ...arrPart(draft, true),
    ...tautulliOverridePart(draft),
    collection: {
      visibleOnRecommended: draft.visibleOnRecommended,
      visibleOnHome: draft.visibleOnHome,
      overlayEnabled: typeof extra.overlayEnabled === 'boolean' ? extra.overlayEnabled : false,
      overlayTemplateId: extra.overlayTemplateId ?? null,
      ...deleteAfterDaysPart(draft),
      manualCollection: draft.manualCollection,
      manualCollectionName: draft.manualCollectionName,
      keepLogsForMonths: Number(draft.keepLogsForMonths.trim()),
    },
    rules: draft.useRules ? dtosFromSections(draft.sections) : [],
    notifications: draft.notifications,
    ruleHandlerCronSchedule: draft.schedule.trim() === '' ? null : draft.schedule.trim(),
    ...(draft.id === undefined ? {} : { id: draft.id }),
  };
}

export const ruleEditorWireV3: RuleEditorWire = {
  readConstants: (data, path) => constantsFrom(readWire(ruleConstantsSchema, data, path), kindOfWord),
  groupPath: (id) => `/rules/${encodeURIComponent(id)}`,
  readGroup(data, path) {
    if (data === null || data === '') return null;
    const group = readWire(ruleGroupWithCollectionV3Schema, data, path);
    const read = draftFromStoredGroup(
      {
        ...group,
        kind: group.dataType ?? 'movie',
        collection: group.collection ?? {},
        rules: ruleDtosFromRows(group.rules ?? [], path),
      },
      'forceSeerr',
    );
    read.draft.schedule = group.ruleHandlerCronSchedule ?? '';
    return read;
  },
  toBody: toBodyV3,
  testBody: (groupId, itemId) => ({ rulegroupId: groupId, mediaId: itemId }),
  testItemId: (stats) => (stats.mediaServerId === undefined ? undefined : String(stats.mediaServerId)),
  yamlMediaType: (kind) => kind,
  kindOfYamlMediaType: kindOfWord,
};

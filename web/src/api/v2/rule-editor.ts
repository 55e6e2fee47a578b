// The rule editor on the v2.21 wire: GET /rules/:id returns only the rule rows, so a group is read
// from the GET /rules list; library ids and data types are numbers (EPlexDataType 1-4), the request
// flag is forceOverseerr, and there is no schedule, cleanup, tagging or quality profile per group.
import { ruleConstantsSchema, ruleGroupWithCollectionSchema } from '../../../../wire/v2/rule-editor.ts';
import * as z from '../../../../wire/zod-mini.ts';
import type { MediaKind } from '../media-types.ts';
import { readWire } from '../read-wire.ts';
import { constantsFrom, dtosFromSections, ruleDtosFromRows } from '../rule-dto.ts';
import type { RuleGroupDraft } from '../rule-editor-types.ts';
import { arrPart, deleteAfterDaysPart, draftFromStoredGroup, tautulliOverridePart, type RuleEditorWire } from '../rule-group-wire.ts';

const KIND_OF_TYPE: Record<number, MediaKind> = { 1: 'movie', 2: 'show', 3: 'season', 4: 'episode' };
const TYPE_OF_KIND: Record<MediaKind, number> = { movie: 1, show: 2, season: 3, episode: 4 };

const kindOfType = (type: unknown): MediaKind | undefined => KIND_OF_TYPE[Number(type)];

function toBodyV2(draft: RuleGroupDraft): Record<string, unknown> {
  return {
    name: draft.name,
    description: draft.description,
    libraryId: Number(draft.libraryId),
    arrAction: draft.arrAction,
    dataType: TYPE_OF_KIND[draft.kind],
    isActive: draft.isActive,
    useRules: draft.useRules,
    listExclusions: draft.listExclusions,
    forceOverseerr: draft.forceRequestRemoval,
    ...arrPart(draft, false),
    ...tautulliOverridePart(draft),
    collection: {
      visibleOnRecommended: draft.visibleOnRecommended,
      visibleOnHome: draft.visibleOnHome,
      ...deleteAfterDaysPart(draft),
      manualCollection: draft.manualCollection,
      manualCollectionName: draft.manualCollectionName,
      keepLogsForMonths: Number(draft.keepLogsForMonths.trim()),
    },
    rules: draft.useRules ? dtosFromSections(draft.sections) : [],
    notifications: draft.notifications,
    ...(draft.id === undefined ? {} : { id: draft.id }),
  };
}

export const ruleEditorWireV2: RuleEditorWire = {
  readConstants: (data, path) => constantsFrom(readWire(ruleConstantsSchema, data, path), kindOfType),
  groupPath: () => '/rules',
  readGroup(data, path, id) {
    const groups = readWire(z.array(ruleGroupWithCollectionSchema), data === null || data === '' ? [] : data, path);
    const group = groups.find((candidate) => candidate.id === id);
    if (!group) return null;
    return draftFromStoredGroup(
      {
        ...group,
        libraryId: String(group.libraryId),
        kind: kindOfType(group.dataType) ?? 'movie',
        collection: group.collection ?? {},
        rules: ruleDtosFromRows(group.rules ?? [], path),
      },
      'forceOverseerr',
    );
  },
  toBody: toBodyV2,
  testBody: (groupId, itemId) => ({ rulegroupId: groupId, mediaId: Number(itemId) }),
  testItemId: (stats) => (stats.plexId === undefined ? undefined : String(stats.plexId)),
  yamlMediaType: (kind) => TYPE_OF_KIND[kind],
  kindOfYamlMediaType: kindOfType,
};

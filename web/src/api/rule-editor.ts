// The rule editor's data on either generation: the constants the pickers offer, one group read for
// editing, saving and deleting a group, testing an item against a group, YAML in and out, and the
// community's shared rules. Screens see rule-editor-types.ts only; the adapters in v2/ and v3/ know
// the wires.
import useSWR, { useSWRConfig } from 'swr';
import { api, ApiError } from '../lib/api-client.ts';
import { comparisonStatisticsSchema, communityRuleSchema } from '../../../wire/v2/rule-editor.ts';
import { mediaServerTypeV3Schema } from '../../../wire/v3/media.ts';
import * as z from '../../../wire/zod-mini.ts';
import { COLLECTIONS_KEY } from './collections.ts';
import { EXCLUDED_IDS_KEY } from './exclusions.ts';
import { currentGeneration, GENERATION_PROBE_KEY, useAfterGeneration, useGeneration, useGenerationWait, type Generation } from './generation.ts';
import type { Library, MediaKind } from './media-types.ts';
import { readWire } from './read-wire.ts';
import { emptySection, ruleDtosFrom, sectionsFromDtos, dtosFromSections } from './rule-dto.ts';
import { verdictFrom } from './test-verdict.ts';
import type {
  CommunityListing,
  CommunityRule,
  ImportedCommunityRule,
  DecodedRules,
  RuleConstants,
  RuleGroupDraft,
  RuleGroupForEditing,
  SectionDraft,
  TestVerdict,
} from './rule-editor-types.ts';
import type { RuleEditorWire } from './rule-group-wire.ts';
import { RULES_KEY } from './rules.ts';
import { refusalOfAnswer, refusalOfError, RuleSaveError, YamlRejectedError } from './rule-save-error.ts';
import { ruleEditorWireV2 } from './v2/rule-editor.ts';
import { ruleEditorWireV3 } from './v3/rule-editor.ts';

export type * from './rule-editor-types.ts';
export { RuleSaveError, YamlRejectedError } from './rule-save-error.ts';
export { emptyRule, emptySection } from './rule-dto.ts';

/** The rule editor's adapter for a generation. */
export function ruleEditorWire(generation: Generation): RuleEditorWire {
  return generation === 3 ? ruleEditorWireV3 : ruleEditorWireV2;
}

/** True for the service's 4xx answer to a rule group body, as opposed to the gateway's errors or a failing service. */
function isRefusalOfBody(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && !error.code?.startsWith('GW_ERR_');
}

function useRuleEditorWire(): RuleEditorWire | undefined {
  const { generation } = useGeneration();
  return generation === undefined ? undefined : ruleEditorWire(generation);
}


/* ---- constants: GET /rules/constants ---- */

export const RULE_CONSTANTS_KEY = '/rules/constants';

/** The applications and properties the pickers offer, each property with the kinds of group it fits. */
export function useRuleConstants(): { constants: RuleConstants | undefined; error: unknown; isLoading: boolean } {
  const wire = useRuleEditorWire();
  const result = useAfterGeneration(useSWR<RuleConstants>(wire ? RULE_CONSTANTS_KEY : null, async (path: string) => wire!.readConstants(await api.get(path), path)));
  return { constants: result.data, error: result.error, isLoading: result.isLoading };
}

/** The applications of /rules/constants that are media servers; only the one the service runs applies. */
const MEDIA_SERVER_APPS: Record<string, string> = { plex: 'Plex', jellyfin: 'Jellyfin', emby: 'Emby' };

/**
 * The name of the media server application whose properties a rule can use ("Plex", "Jellyfin",
 * "Emby"): v3.x lists all three in its constants whatever server it runs (GET /media-server/type
 * names it, recorded {type: 'plex'}); v2.21 knows Plex only. Undefined until known.
 */
export function useMediaServerApp(): string | undefined {
  const { generation } = useGeneration();
  const { data } = useSWR(generation === 3 ? GENERATION_PROBE_KEY : null, async (path: string) => readWire(mediaServerTypeV3Schema, await api.get(path), path).type);
  if (generation === 2) return 'Plex';
  return data === undefined ? undefined : (MEDIA_SERVER_APPS[data.toLowerCase()] ?? data);
}

/** Whether an application of the constants is a media server other than the one the service runs. */
export function isOtherMediaServer(applicationName: string, serverApp: string | undefined): boolean {
  return serverApp !== undefined && Object.values(MEDIA_SERVER_APPS).includes(applicationName) && applicationName !== serverApp;
}

/* ---- one group for editing: GET /rules/:id (v3.x) or GET /rules (v2.21) ---- */

/** The SWR key of a group read for editing (its own key: the list's key holds summaries). */
export const ruleGroupEditingKey = (id: number) => [`/rules/${encodeURIComponent(id)}`, 'editing'] as const;

/** A stored group as a draft; `notFound` when the service has no group with this id. No id: nothing is read. */
export function useRuleGroupForEditing(id: number | undefined): {
  group: RuleGroupForEditing | undefined;
  notFound: boolean;
  error: unknown;
  isLoading: boolean;
} {
  const wire = useRuleEditorWire();
  const result = useSWR<RuleGroupForEditing | null>(wire && id !== undefined ? ruleGroupEditingKey(id) : null, async () => {
    const path = wire!.groupPath(id!);
    return wire!.readGroup(await api.get(path), path, id!);
  });
  // No id (a new group) reads nothing, so it waits for nothing either.
  const wait = useGenerationWait();
  return {
    group: result.data ?? undefined,
    notFound: result.data === null,
    error: result.error ?? (id === undefined ? undefined : wait.failure),
    isLoading: id !== undefined && (result.isLoading || wait.waiting),
  };
}

/** A new group for a library: one empty rule, nothing done to items ("Do nothing"), logs kept 6 months. */
export function newRuleGroupDraft(library: Library | undefined): RuleGroupDraft {
  return {
    name: '',
    description: '',
    libraryId: library?.id ?? '',
    kind: library?.kind ?? 'movie',
    isActive: true,
    useRules: true,
    arrAction: 4,
    arrServerId: null,
    viaSportarr: false,
    qualityProfileId: null,
    deleteAfterDays: '30',
    listExclusions: true,
    forceRequestRemoval: false,
    visibleOnRecommended: false,
    visibleOnHome: false,
    manualCollection: false,
    manualCollectionName: '',
    keepLogsForMonths: '6',
    tautulliWatchedPercentOverride: '',
    cleanupLeftoverFolders: false,
    tagInArr: false,
    schedule: '',
    sections: [emptySection()],
    notifications: [],
  };
}

/** A copy to save as a new group: no id, "<name> (copy)", everything else (rules, notifications) the same. */
export function cloneRuleGroupDraft(draft: RuleGroupDraft): RuleGroupDraft {
  const { id: _id, ...rest } = structuredClone(draft);
  return { ...rest, name: `${draft.name} (copy)` };
}

/** The create (POST, no id) or update (PUT, id last) body for a generation, as its own UI sends it. */
export function toRuleGroupBody(draft: RuleGroupDraft, generation: Generation): Record<string, unknown> {
  return ruleEditorWire(generation).toBody(draft);
}

/* ---- writes: POST/PUT /rules, DELETE /rules/:id ---- */

/**
 * Saves a group (POST when it has no id, PUT when it has) and deletes one. A refusal throws
 * RuleSaveError with its messages at the draft's fields; a call that got no answer throws the
 * api client's ApiError (status 0). Afterwards the rule list, the collections and the group are read again.
 */
export function useRuleGroupWrites(): { save(draft: RuleGroupDraft): Promise<void>; remove(id: number): Promise<void> } {
  const { generation } = useGeneration();
  const { mutate } = useSWRConfig();
  const refresh = async (id: number | undefined, alsoExclusions: boolean) => {
    const keys: string[] = [RULES_KEY, '/rules/count', ...(alsoExclusions ? [EXCLUDED_IDS_KEY] : [])];
    await Promise.all([
      ...keys.map((key) => mutate(key)),
      mutate((key) => typeof key === 'string' && key.startsWith(COLLECTIONS_KEY)),
      ...(id === undefined ? [] : [mutate(ruleGroupEditingKey(id))]),
    ]);
  };
  return {
    async save(draft) {
      const body = toRuleGroupBody(draft, generation ?? (await currentGeneration()));
      let answer: unknown;
      try {
        answer = draft.id === undefined ? await api.post('/rules', body) : await api.put('/rules', body);
      } catch (error) {
        // A 4xx of the service is it refusing this body, said at the fields. The gateway's own (signed
        // out, another origin: GW_ERR_*), a 5xx or no answer (the service failing or unreachable) are
        // nothing the form could fix and stay plain failures.
        if (isRefusalOfBody(error)) throw new RuleSaveError(refusalOfError(error, body, draft));
        throw error;
      }
      const refusal = refusalOfAnswer(answer);
      if (refusal) throw new RuleSaveError(refusal);
      await refresh(draft.id, false);
    },
    async remove(id) {
      let answer: unknown;
      try {
        answer = await api.delete(`/rules/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status > 0) throw new RuleSaveError({ status: error.status, messages: [{ path: '', message: error.message }] });
        throw error;
      }
      const status = answer as { code?: unknown; result?: unknown } | null;
      if (status?.code !== 1) {
        const reason = typeof status?.result === 'string' && status.result ? status.result : 'The service did not delete the rule group.';
        throw new RuleSaveError({ status: 200, messages: [{ path: '', message: reason }] });
      }
      await refresh(id, true);
    },
  };
}

/* ---- test an item: POST /rules/test ---- */

/** The verdict in a POST /rules/test answer; `{code: 0, result}` throws an Error with the service's words. */
export function readTestVerdict(generation: Generation, answer: unknown, itemId: string): TestVerdict {
  const status = answer as { code?: unknown; result?: unknown } | null;
  if (!status || status.code !== 1) {
    const said = typeof status?.result === 'string' && status.result ? status.result : 'The service could not test this item.';
    throw new Error(said);
  }
  const all = readWire(z.array(comparisonStatisticsSchema), status.result ?? [], '/rules/test');
  const wire = ruleEditorWire(generation);
  const stats = all.find((entry) => wire.testItemId(entry) === itemId) ?? all[0];
  return stats ? verdictFrom(stats, wire.testItemId(stats) ?? itemId) : { itemId, matches: false, sections: [] };
}

/** Tests one item against a stored group: each section's and rule's outcome, and whether the item matches. */
export async function testMedia(groupId: number, itemId: string): Promise<TestVerdict> {
  const generation = await currentGeneration();
  const answer = await api.post('/rules/test', ruleEditorWire(generation).testBody(groupId, itemId));
  return readTestVerdict(generation, answer, itemId);
}

/* ---- YAML: POST /rules/yaml/encode and /decode ---- */

/** The text of a YAML answer (`{code: 1, result}`); `{code: 0, message}` throws YamlRejectedError. */
export function readYamlAnswer(answer: unknown, fallback: string): string {
  const status = answer as { code?: unknown; result?: unknown; message?: unknown } | null;
  if (status?.code === 1 && typeof status.result === 'string') return status.result;
  const said = [status?.message, status?.result].find((value): value is string => typeof value === 'string' && value !== '');
  throw new YamlRejectedError(said ?? fallback);
}

/** The body of POST /rules/yaml/encode: the RuleDtos as a JSON string, and the media type. */
export function yamlEncodeBody(sections: SectionDraft[], kind: MediaKind, generation: Generation) {
  return { rules: JSON.stringify(dtosFromSections(sections)), mediaType: ruleEditorWire(generation).yamlMediaType(kind) };
}

/** Reads a decode answer's result (a JSON string of `{mediaType, rules}`); `skipped` as the answer counts it. */
export function readDecodedRules(result: string, generation: Generation, skipped = 0): DecodedRules {
  const parsed = JSON.parse(result) as { mediaType?: unknown; rules?: unknown };
  return {
    kind: ruleEditorWire(generation).kindOfYamlMediaType(parsed.mediaType),
    sections: sectionsFromDtos(ruleDtosFrom(parsed.rules, '/rules/yaml/decode')),
    skipped,
  };
}

/** The rules a decode answer says it left out: v3.x counts them (`skipped`, e.g. an unknown property); v2.21 refuses the whole text instead. */
export function skippedRulesOf(answer: unknown): number {
  const skipped = (answer as { skipped?: unknown } | null)?.skipped;
  return typeof skipped === 'number' && Number.isInteger(skipped) && skipped > 0 ? skipped : 0;
}

/** The sections as the service's YAML. */
export async function encodeRulesYaml(sections: SectionDraft[], kind: MediaKind): Promise<string> {
  const generation = await currentGeneration();
  return readYamlAnswer(await api.post('/rules/yaml/encode', yamlEncodeBody(sections, kind, generation)), 'The service could not write these rules as YAML.');
}

/** A YAML read back into sections; a YAML the service refuses throws YamlRejectedError (with `line` when it names one). */
export async function decodeRulesYaml(yaml: string, kind: MediaKind): Promise<DecodedRules> {
  const generation = await currentGeneration();
  const body = { yaml, mediaType: ruleEditorWire(generation).yamlMediaType(kind) };
  const answer = await api.post('/rules/yaml/decode', body);
  return readDecodedRules(readYamlAnswer(answer, 'The service could not read this YAML.'), generation, skippedRulesOf(answer));
}

/* ---- community rules: GET /rules/community ---- */

export const COMMUNITY_RULES_KEY = '/rules/community';

/** Said when the service answers that it could not reach the community server. */
export const COMMUNITY_UNREACHABLE_MESSAGE = 'The community rules service cannot be reached from Maintainerr.';

/** The listing in a GET /rules/community answer: the rules, or why there are none to show. */
export function readCommunityListing(answer: unknown, path = COMMUNITY_RULES_KEY): CommunityListing {
  if (!Array.isArray(answer)) return { reachable: false, message: COMMUNITY_UNREACHABLE_MESSAGE };
  const rows = readWire(z.array(communityRuleSchema), answer, path);
  return {
    reachable: true,
    rules: rows.map(
      (row): CommunityRule => ({
        id: row.id,
        name: row.name,
        description: row.description ?? '',
        karma: row.karma ?? 0,
        uploadedBy: row.uploadedBy ?? '',
        kind: row.type === 'movie' ? 'movie' : 'show',
        rules: ruleDtosFrom(row.JsonRules ?? [], path),
      }),
    ),
  };
}

/** The community's rules, asked only while `enabled` (the list is fetched from the internet by the service). */
export function useCommunityRules(enabled: boolean): { listing: CommunityListing | undefined; error: unknown; isLoading: boolean } {
  const result = useSWR<CommunityListing>(enabled ? COMMUNITY_RULES_KEY : null, async (path: string) => readCommunityListing(await api.get(path), path));
  return { listing: result.data, error: result.error, isLoading: result.isLoading };
}

/* ---- importing a community rule: POST /rules/migrate on v3.x ---- */

/**
 * The sections of a community rule as the service in use can take them. Community rules are written
 * for Plex; v3.x, which also serves Jellyfin and Emby, first has them carried over to the media
 * server in use (POST /rules/migrate with the RuleDtos as a JSON string, as its own import does).
 * v2.21 knows Plex only and takes them as they are.
 */
export async function importCommunityRule(rule: CommunityRule): Promise<ImportedCommunityRule> {
  const generation = await currentGeneration();
  if (generation !== 3) return { sections: sectionsFromDtos(rule.rules), notCarriedOver: 0 };
  return readMigratedRules(await api.post('/rules/migrate', { rules: JSON.stringify(rule.rules) }));
}

/**
 * A migrate answer (`{code: 1, result: '<RuleDtos as JSON>', message: 'Migrated N rules, skipped M'}`)
 * as sections, with M; any other answer throws an Error with the service's words.
 */
export function readMigratedRules(answer: unknown): ImportedCommunityRule {
  const status = answer as { code?: unknown; result?: unknown; message?: unknown } | null;
  if (status?.code !== 1 || typeof status.result !== 'string') {
    const said = [status?.message, status?.result].find((value): value is string => typeof value === 'string' && value !== '');
    throw new Error(said ?? 'The service could not carry these rules over to your media server.');
  }
  const skipped = typeof status.message === 'string' ? /skipped (\d+)/i.exec(status.message) : null;
  return { sections: sectionsFromDtos(ruleDtosFrom(status.result, '/rules/migrate')), notCarriedOver: skipped ? Number(skipped[1]) : 0 };
}

// How a refused rule-group save reaches the form: each message at the field it is about. v3.x
// refuses with a 400 `{message}` in plain words ("Take action after days must be …"), or zod issues
// naming body paths; both generations can also answer a success status with `{code: 0, result}`,
// and v2.21 answers an empty 201 when saving threw (an unknown library, for one).
import { ApiError } from '../lib/api-client.ts';
import { draftPathOfDto } from './rule-dto.ts';
import type { FieldMessage, RuleGroupDraft, SaveRefusal } from './rule-editor-types.ts';

/** A save the service refused; `refusal.messages` are placed at draft paths ("" = the whole form). */
export class RuleSaveError extends Error {
  constructor(readonly refusal: SaveRefusal) {
    super(refusal.messages.map((entry) => entry.message).join(' ') || 'The service refused the rule group.');
    this.name = 'RuleSaveError';
  }
}

/** A YAML the service could not read or write; `line` when its message names one (1-based). */
export class YamlRejectedError extends Error {
  readonly line?: number;
  constructor(message: string) {
    super(message);
    this.name = 'YamlRejectedError';
    const line = /\bline\s+(\d+)/i.exec(message)?.[1];
    if (line !== undefined) this.line = Number(line);
  }
}

/** Said when the service saved nothing and gave no reason (v2.21's empty answer). */
export const NOTHING_SAVED_MESSAGE =
  'The service did not save the rule group and gave no reason. Check that the library still exists on the media server.';

/** The draft field of a path in the create/update body ("collection.deleteAfterDays" → "deleteAfterDays"). */
function draftPathOfBodyPath(path: (string | number)[], draft: RuleGroupDraft): string {
  const [head, second, third] = path;
  if (head === 'collection' && typeof second === 'string') return FIELD_OF_BODY_KEY[second] ?? '';
  if (head === 'rules' && typeof second === 'number') {
    const rule = draftPathOfDto(draft.sections, second);
    if (!rule) return 'sections';
    const part = third === 'operator' ? 'joiner' : third === 'firstVal' ? 'first' : third === 'action' ? 'comparison' : third === 'customVal' || third === 'lastVal' ? 'second' : undefined;
    return part ? `${rule}.${part}` : rule;
  }
  return typeof head === 'string' ? (FIELD_OF_BODY_KEY[head] ?? '') : '';
}

const FIELD_OF_BODY_KEY: Record<string, string> = {
  name: 'name',
  description: 'description',
  libraryId: 'libraryId',
  dataType: 'kind',
  arrAction: 'arrAction',
  isActive: 'isActive',
  useRules: 'useRules',
  listExclusions: 'listExclusions',
  forceSeerr: 'forceRequestRemoval',
  forceOverseerr: 'forceRequestRemoval',
  cleanupLeftoverFolders: 'cleanupLeftoverFolders',
  tagInArr: 'tagInArr',
  radarrSettingsId: 'arrServerId',
  sonarrSettingsId: 'arrServerId',
  sportarrSettingsId: 'arrServerId',
  radarrQualityProfileId: 'qualityProfileId',
  sonarrQualityProfileId: 'qualityProfileId',
  sportarrQualityProfileId: 'qualityProfileId',
  ruleHandlerCronSchedule: 'schedule',
  deleteAfterDays: 'deleteAfterDays',
  keepLogsForMonths: 'keepLogsForMonths',
  tautulliWatchedPercentOverride: 'tautulliWatchedPercentOverride',
  visibleOnHome: 'visibleOnHome',
  visibleOnRecommended: 'visibleOnRecommended',
  manualCollection: 'manualCollection',
  manualCollectionName: 'manualCollectionName',
  rules: 'sections',
};

/** The rule a missing-operator refusal is about: the first rule after the very first that went without one. */
function ruleMissingOperator(body: Record<string, unknown>, draft: RuleGroupDraft): string {
  const rules = Array.isArray(body.rules) ? (body.rules as { operator?: unknown }[]) : [];
  const index = rules.findIndex((rule, at) => at > 0 && (rule.operator === null || rule.operator === undefined));
  const path = index < 0 ? undefined : draftPathOfDto(draft.sections, index);
  return path ? `${path}.joiner` : '';
}

/** Where a plain-words 400 message belongs. */
function fieldOfMessage(message: string, body: Record<string, unknown>, draft: RuleGroupDraft): string {
  if (/^Operator is required/i.test(message)) return ruleMissingOperator(body, draft);
  if (/^Take action after days/i.test(message)) return 'deleteAfterDays';
  if (/^Library\b.*does not exist/i.test(message)) return 'libraryId';
  return '';
}

interface ZodIssueLike {
  path?: unknown;
  message?: unknown;
}

/** The refusal of a failed call (ApiError), with its messages placed at draft fields. */
export function refusalOfError(error: ApiError, body: Record<string, unknown>, draft: RuleGroupDraft): SaveRefusal {
  const data = error.body as { message?: unknown; errors?: unknown } | null;
  if (error.status === 400 && data && Array.isArray(data.errors)) {
    const messages: FieldMessage[] = (data.errors as ZodIssueLike[]).map((issue) => ({
      path: Array.isArray(issue.path) ? draftPathOfBodyPath(issue.path as (string | number)[], draft) : '',
      message: typeof issue.message === 'string' ? issue.message : error.message,
    }));
    if (messages.length > 0) return { status: 400, messages };
  }
  const message = typeof data?.message === 'string' ? data.message : Array.isArray(data?.message) ? data.message.join(' ') : error.message;
  return { status: error.status, messages: [{ path: error.status === 400 ? fieldOfMessage(message, body, draft) : '', message }] };
}

/**
 * The refusal in a success answer, or undefined when it says the group was saved. `{code: 0,
 * result}` carries the reason; an empty answer means the service threw while saving.
 */
export function refusalOfAnswer(answer: unknown): SaveRefusal | undefined {
  if (answer === null || answer === '' || answer === undefined) {
    return { status: 200, messages: [{ path: 'libraryId', message: NOTHING_SAVED_MESSAGE }] };
  }
  const status = typeof answer === 'object' ? (answer as { code?: unknown; result?: unknown; message?: unknown }) : undefined;
  if (!status || status.code !== 0) return undefined;
  const said = typeof status.result === 'string' && status.result ? status.result : status.message;
  return { status: 200, messages: [{ path: '', message: typeof said === 'string' && said ? said : 'The service refused the rule group.' }] };
}

// What the rule editor knows about rules, whatever the generation, without React: which properties,
// comparisons and second values fit together, the checks a group passes before it is sent (the
// service accepts some bodies it should not, so the form is the guard), and the rules as a sentence
// a person reads. The comparisons' words are api/comparisons.ts's.
import {
  emptyRule,
  emptySection,
  type Comparison,
  type FieldMessage,
  type PropertyRef,
  type RuleApplication,
  type RuleConstants,
  type RuleDraft,
  type RuleGroupDraft,
  type RuleProperty,
  type RuleValueType,
  type SecondValue,
  type SecondValueKind,
  type SectionDraft,
} from '../../api/rule-editor.ts';
import { comparisonWords, daysDirection, daysInWords, RulePossibility } from '../../api/comparisons.ts';
import { CRON_INVALID_MESSAGE, isAcceptedCronSchedule } from '../../api/cron-schedule.ts';
import type { Generation } from '../../api/generation.ts';
import type { MediaKind } from '../../api/media-types.ts';
import { CHANGE_QUALITY_PROFILE_ACTION, DO_NOTHING_ACTION } from '../../api/collection-types.ts';
import { ARR_NAMES, type ServerListKind } from '../../api/arr-servers.ts';
import { arrAppOf } from '../../api/arr-actions.ts';

export { emptyRule, emptySection };

const { IN_LAST, IN_NEXT, EXISTS, NOT_EXISTS } = RulePossibility;
const COUNT_COMPARISONS = new Set([RulePossibility.COUNT_EQUALS, RulePossibility.COUNT_NOT_EQUALS, RulePossibility.COUNT_BIGGER, RulePossibility.COUNT_SMALLER]);
const MAX_DAYS = 36500;
/** How long a collection's log may be kept: 100 years, far past any use, and a number the service stores as typed (1e20 is not). */
const MAX_LOG_MONTHS = 1200;
/** The earliest year a date rule may name: before any film; a year typed with two digits (0030) is a slip. */
const EARLIEST_DATE_YEAR = 1800;
/** A group's own schedule that the service would refuse: the shared words, and how to have none. */
export const SCHEDULE_MESSAGE = `${CRON_INVALID_MESSAGE}. Leave it empty to follow the Jobs tab's schedule.`;

const KIND_PLURALS: Record<MediaKind, string> = { movie: 'movies', show: 'shows', season: 'seasons', episode: 'episodes' };

/** A chosen property's name where the picker does not list it (another media type's, say): "Times viewed (does not apply to shows)". */
export function unlistedPropertyLabel(property: RuleProperty, kind: MediaKind): string {
  return property.kinds.includes(kind) ? property.label : `${property.label} (does not apply to ${KIND_PLURALS[kind]})`;
}

/**
 * The applications with only the properties a group of this kind may use, without those `hidden`
 * names (another media server's); applications left empty are dropped.
 */
export function propertiesFor(constants: RuleConstants, kind: MediaKind, hidden: (app: RuleApplication) => boolean = () => false): RuleApplication[] {
  return constants.applications
    .filter((app) => !hidden(app))
    .map((app) => ({ ...app, properties: app.properties.filter((property) => property.kinds.includes(kind)) }))
    .filter((app) => app.properties.length > 0);
}

/** The property a reference names, or undefined when the service does not offer it (now). */
export function findProperty(constants: RuleConstants, ref: PropertyRef | null): RuleProperty | undefined {
  if (!ref) return undefined;
  return constants.applications
    .find((app) => app.id === ref.appId)
    ?.properties.find((property) => property.propertyId === ref.propertyId);
}

/** The comparisons a property allows, in the service's order. */
export function comparisonsFor(property: RuleProperty): Comparison[] {
  return property.comparisons;
}

/** Property types a property of `type` may be compared with. */
function comparableTypes(type: RuleValueType): RuleValueType[] {
  return type === 'text' || type === 'list' ? ['text', 'list'] : [type];
}

/**
 * The kinds of second value a comparison of this property takes, the usual one first. Exists and
 * does-not-exist take none; in-the-last and in-the-next take days only; a count compares with a number.
 */
export function secondValueKindsFor(property: RuleProperty, comparison: Comparison): SecondValueKind[] {
  if (comparison === EXISTS || comparison === NOT_EXISTS) return ['none'];
  switch (property.type) {
    case 'date':
      return comparison === IN_LAST || comparison === IN_NEXT ? ['days'] : ['days', 'date', 'property'];
    case 'number':
      return ['number', 'property'];
    case 'boolean':
      return ['boolean', 'property'];
    case 'list':
      return COUNT_COMPARISONS.has(comparison) ? ['number'] : ['text', 'property'];
    default:
      return ['text', 'property'];
  }
}

/** Whether a second value of this kind fits: the legacy text list (ruleTypeId 4) counts as text. */
function kindAllowed(kind: SecondValueKind, allowed: SecondValueKind[]): boolean {
  return allowed.includes(kind) || (kind === 'list' && allowed.includes('text'));
}

const TYPE_WORDS: Record<RuleValueType, { isA: string; compareWith: string }> = {
  number: { isA: 'a number', compareWith: 'a number' },
  date: { isA: 'a date', compareWith: 'a date' },
  text: { isA: 'text', compareWith: 'text or a list' },
  list: { isA: 'a list', compareWith: 'text or a list' },
  boolean: { isA: 'a yes/no value', compareWith: 'a yes/no value' },
};

const MISSING_SECOND: Record<SecondValueKind, string> = {
  none: 'This comparison takes no second value.',
  number: 'Enter a number.',
  days: `Enter a whole number of days from 0 to ${MAX_DAYS}.`,
  date: 'Enter a date.',
  text: 'Enter some text.',
  list: 'Enter some text.',
  boolean: 'Choose yes or no.',
  property: 'Choose a property to compare with.',
};

const isWholeNumber = (input: string) => /^\d+$/.test(input.trim());
/** A number as people write one: digits, maybe a sign and a decimal point; not hex (0x10) or exponents (1e3), which Number() would take. */
const isDecimalNumber = (input: string) => /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(input.trim());

function isCalendarDate(input: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim());
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** What is wrong with a second value of an allowed kind, or undefined. */
function secondValueProblem(second: SecondValue, first: RuleProperty, constants: RuleConstants, kind: MediaKind): string | undefined {
  switch (second.kind) {
    case 'number':
      return isDecimalNumber(second.input) ? undefined : MISSING_SECOND.number;
    case 'days':
      return isWholeNumber(second.input) && Number(second.input) <= MAX_DAYS ? undefined : MISSING_SECOND.days;
    case 'date':
      if (!isCalendarDate(second.input)) return MISSING_SECOND.date;
      return Number(second.input.trim().slice(0, 4)) >= EARLIEST_DATE_YEAR ? undefined : `Enter a date from the year ${EARLIEST_DATE_YEAR} on.`;
    case 'text':
    case 'list':
      return second.input.trim() !== '' ? undefined : MISSING_SECOND.text;
    case 'property': {
      if (!second.ref) return MISSING_SECOND.property;
      const other = findProperty(constants, second.ref);
      if (!other) return 'The service does not offer this property; choose another.';
      if (!comparableTypes(first.type).includes(other.type)) return `${first.label} is ${TYPE_WORDS[first.type].isA}; compare it with ${TYPE_WORDS[first.type].compareWith}.`;
      if (!other.kinds.includes(kind)) return `${other.label} does not apply to ${KIND_PLURALS[kind]}.`;
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The messages of one rule, at `sections.i.rules.j.<field>`. */
function ruleMessages(rule: RuleDraft, at: string, constants: RuleConstants | undefined, kind: MediaKind): FieldMessage[] {
  const messages: FieldMessage[] = [];
  if (!rule.first) messages.push({ path: `${at}.first`, message: 'Choose what to compare.' });
  if (rule.comparison === null) messages.push({ path: `${at}.comparison`, message: 'Choose how to compare.' });
  // Without the constants (still loading) only the presence of each part can be checked.
  if (!constants || !rule.first) return messages;
  const property = findProperty(constants, rule.first);
  if (!property) return [...messages, { path: `${at}.first`, message: 'The service does not offer this property; choose another.' }];
  if (!property.kinds.includes(kind)) messages.push({ path: `${at}.first`, message: `${property.label} does not apply to ${KIND_PLURALS[kind]}.` });
  if (rule.comparison === null) return messages;
  if (!property.comparisons.includes(rule.comparison)) {
    const words = comparisonWords(rule.comparison);
    return [...messages, { path: `${at}.comparison`, message: `${property.label} cannot be compared with "${words}".` }];
  }
  const allowed = secondValueKindsFor(property, rule.comparison);
  if (!kindAllowed(rule.second.kind, allowed)) {
    return [...messages, { path: `${at}.second`, message: MISSING_SECOND[allowed[0]] }];
  }
  const problem = secondValueProblem(rule.second, property, constants, kind);
  if (problem) messages.push({ path: `${at}.second`, message: problem });
  return messages;
}

/**
 * Every problem of a draft, at the field it is about ("" for none of them); empty when the draft
 * may be sent. `constants` undefined (not loaded yet) skips the checks that need them, and
 * `libraryIds` (the media server's libraries) undefined skips the check that the library is one.
 */
export function validateRuleGroup(
  draft: RuleGroupDraft,
  constants: RuleConstants | undefined,
  generation: Generation,
  libraryIds?: readonly string[],
): FieldMessage[] {
  const messages: FieldMessage[] = [];
  if (draft.name.trim() === '') messages.push({ path: 'name', message: 'Give the rule group a name.' });
  if (draft.libraryId.trim() === '') messages.push({ path: 'libraryId', message: 'Choose a library.' });
  // A group whose library the server no longer has (edited or cloned): v3.24 refuses it ("Library
  // 99 does not exist on the media server") and v2.21 answers 201 having saved nothing (recorded).
  else if (libraryIds && !libraryIds.includes(draft.libraryId)) {
    messages.push({ path: 'libraryId', message: 'This library is not on the media server any more: choose another.' });
  }
  const days = draft.deleteAfterDays.trim();
  if (draft.arrAction !== DO_NOTHING_ACTION && days !== '' && !(isWholeNumber(days) && Number(days) <= MAX_DAYS)) {
    messages.push({ path: 'deleteAfterDays', message: `Days must be a whole number from 0 to ${MAX_DAYS}.` });
  }
  if (draft.manualCollection && draft.manualCollectionName.trim() === '') {
    messages.push({ path: 'manualCollectionName', message: 'Name the existing collection to use.' });
  }
  // The action has nothing to change to without one (the service stores the group all the same).
  if (generation === 3 && draft.arrAction === CHANGE_QUALITY_PROFILE_ACTION && draft.qualityProfileId === null) {
    messages.push({ path: 'qualityProfileId', message: 'Choose the quality profile to change to.' });
  }
  if (!(isWholeNumber(draft.keepLogsForMonths) && Number(draft.keepLogsForMonths) <= MAX_LOG_MONTHS)) {
    messages.push({ path: 'keepLogsForMonths', message: `Months must be a whole number from 0 to ${MAX_LOG_MONTHS}.` });
  }
  const percent = draft.tautulliWatchedPercentOverride.trim();
  if (percent !== '' && !(isWholeNumber(percent) && Number(percent) <= 100)) {
    messages.push({ path: 'tautulliWatchedPercentOverride', message: 'The percent must be a whole number from 0 to 100.' });
  }
  if (generation === 3 && draft.schedule.trim() !== '' && !isAcceptedCronSchedule(draft.schedule)) {
    messages.push({ path: 'schedule', message: SCHEDULE_MESSAGE });
  }
  if (draft.useRules) {
    const needed = serverTheRulesNeed(draft);
    if (needed) messages.push({ path: 'arrServerId', message: `Some rules ask ${needed}: choose a ${needed} server for the group, or remove those rules.` });
    if (draft.sections.every((section) => section.rules.length === 0)) messages.push({ path: 'sections', message: 'Add at least one rule.' });
    draft.sections.forEach((section, i) =>
      section.rules.forEach((rule, j) => messages.push(...ruleMessages(rule, `sections.${i}.rules.${j}`, constants, draft.kind))),
    );
  }
  return messages;
}

/** The service's application ids (its Application enum) of the *arrs whose rules read the group's own server. */
const SERVER_READ_BY_RULES: Record<number, ServerListKind> = { 1: 'radarr', 2: 'sonarr' };

/**
 * The *arr ("Radarr", "Sonarr") some rule asks while the group has no server of it (none, or a
 * Sportarr one): such a rule has nothing to read, and the service refuses the group ("Sonarr rules
 * require a Sonarr server to be selected") with no word of which field to change.
 */
function serverTheRulesNeed(draft: RuleGroupDraft): string | undefined {
  const server = draft.arrServerId === null ? null : arrAppOf(draft);
  const asked = draft.sections.flatMap((section) => section.rules.flatMap((rule) => [rule.first?.appId, rule.second.kind === 'property' ? rule.second.ref?.appId : undefined]));
  for (const appId of asked) {
    const reads = appId === undefined ? undefined : SERVER_READ_BY_RULES[appId];
    if (reads && reads !== server) return ARR_NAMES[reads];
  }
  return undefined;
}

/* ---- rules as sentences ---- */

/** What a part not chosen yet reads as. */
const NOT_CHOSEN = '…';
/** A rule with neither a property nor a comparison says nothing yet, so it reads as this in the group's sentence. */
export const EMPTY_RULE_WORDS = '(a rule still to fill in)';

/** The days input's label, in the same words as the rule's sentence. */
export function daysInputLabel(comparison: Comparison | null): string {
  const direction = daysDirection(comparison);
  if (direction === 'span') return 'Number of days';
  return direction === 'ago' ? 'Days ago' : 'Days from now';
}

const propertyName = (constants: RuleConstants, ref: PropertyRef | null) => {
  const property = findProperty(constants, ref);
  return property ? `${property.appName} › ${property.label}` : ref ? `property ${ref.appId}.${ref.propertyId}` : NOT_CHOSEN;
};

function secondValueWords(second: SecondValue, comparison: Comparison | null, constants: RuleConstants): string | undefined {
  switch (second.kind) {
    case 'none':
      return undefined;
    case 'days':
      return daysInWords(second.input.trim() || NOT_CHOSEN, daysDirection(comparison));
    case 'boolean':
      return second.value ? 'yes' : 'no';
    case 'property':
      return propertyName(constants, second.ref);
    default:
      return second.input.trim() === '' ? NOT_CHOSEN : second.input;
  }
}

/**
 * One rule as words: "Plex › Last view date › is before › 90 days ago", with "…" for a part not
 * chosen yet; "" for a rule with nothing chosen, whose fields already say what to choose.
 */
export function ruleSentence(rule: RuleDraft, constants: RuleConstants): string {
  if (rule.first === null && rule.comparison === null) return '';
  const comparison = rule.comparison === null ? NOT_CHOSEN : comparisonWords(rule.comparison);
  const second = secondValueWords(rule.second, rule.comparison, constants);
  return [propertyName(constants, rule.first), comparison, ...(second === undefined ? [] : [second])].join(' › ');
}

/**
 * All sections as one sentence: "(… OR …) AND (…)"; a lone section goes without parentheses.
 * "" while no rule has anything chosen (a new group).
 */
export function groupSentence(sections: SectionDraft[], constants: RuleConstants): string {
  if (sections.every((section) => section.rules.every((rule) => ruleSentence(rule, constants) === ''))) return '';
  const parts = sections.map((section) =>
    section.rules.map((rule, index) => `${index === 0 ? '' : `${rule.joiner.toUpperCase()} `}${ruleSentence(rule, constants) || EMPTY_RULE_WORDS}`).join(' '),
  );
  if (parts.length === 1) return parts[0];
  return parts.map((part, index) => `${index === 0 ? '' : `${sections[index].joiner.toUpperCase()} `}(${part})`).join(' ');
}

// The parts of the rule editor's wire both generations share: a RuleDto (stored as `ruleJson`, sent
// in create/update bodies, inside YAML and community answers) is the same on v2.21 and v3.x, and so
// are the constants' property shape and the test statistics but for a few names. Per-generation
// differences (ids, media types, showType words or numbers) come in as arguments.
import * as z from '../../../wire/zod-mini.ts';
import {
  ruleDtoSchema,
  type RuleConstantsWire,
  type RuleDtoWire,
} from '../../../wire/v2/rule-editor.ts';
import type { MediaKind } from './media-types.ts';
import { readWire } from './read-wire.ts';
import {
  SECONDS_PER_DAY,
  type Joiner,
  type RuleConstants,
  type RuleDraft,
  type RuleValueType,
  type SecondValue,
  type SectionDraft,
} from './rule-editor-types.ts';

/** customVal.ruleTypeId by kind of second value. */
const RULE_TYPE_ID = { number: 0, days: 0, date: 1, text: 2, boolean: 3, list: 4 } as const;

const VALUE_TYPES: Record<string, RuleValueType> = { '0': 'number', '1': 'date', '2': 'text', '3': 'boolean', '4': 'list' };

/** A rule with nothing chosen yet. */
export function emptyRule(): RuleDraft {
  return { joiner: 'and', first: null, comparison: null, second: { kind: 'none' } };
}

/** A section holding one empty rule. */
export function emptySection(): SectionDraft {
  return { joiner: 'and', rules: [emptyRule()] };
}

/* ---- RuleDto -> draft ---- */

/** Parses the `ruleJson` of stored rows; the "" of a group without rules is no rule. */
export function ruleDtosFromRows(rows: { ruleJson: string }[], path: string): RuleDtoWire[] {
  return rows.filter((row) => row.ruleJson.trim() !== '').map((row) => readWire(ruleDtoSchema, JSON.parse(row.ruleJson), path));
}

/** Reads an array of RuleDto (YAML decode, community rules); a JSON string of one is accepted too. */
export function ruleDtosFrom(data: unknown, path: string): RuleDtoWire[] {
  return readWire(z.array(ruleDtoSchema), typeof data === 'string' ? JSON.parse(data) : (data ?? []), path);
}

const joinerOf = (operator: RuleDtoWire['operator']): Joiner => (operator === 1 || operator === '1' ? 'or' : 'and');

// Whole non-zero multiples of a day are what Maintainerr's own UIs' "amount of days" writes; 0 is the number
// zero ("Times viewed is 0"), not "0 days".
function secondValueOf(dto: RuleDtoWire): SecondValue {
  if (dto.lastVal) return { kind: 'property', ref: { appId: dto.lastVal[0], propertyId: dto.lastVal[1] } };
  const custom = dto.customVal;
  if (!custom) return { kind: 'none' };
  const value = String(custom.value);
  switch (custom.ruleTypeId) {
    case 0: {
      const seconds = Number(value);
      if (value.trim() !== '' && Number.isFinite(seconds) && seconds !== 0 && seconds % SECONDS_PER_DAY === 0) {
        return { kind: 'days', input: String(seconds / SECONDS_PER_DAY) };
      }
      return { kind: 'number', input: value };
    }
    case 1:
      return { kind: 'date', input: /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value };
    case 3:
      return { kind: 'boolean', value: value === '1' || value.toLowerCase() === 'true' };
    case 4:
      return { kind: 'list', input: value };
    default:
      return { kind: 'text', input: value };
  }
}

const DTO_FIELDS = new Set(['operator', 'firstVal', 'action', 'section', 'customVal', 'lastVal']);

function ruleOf(dto: RuleDtoWire): RuleDraft {
  const extraEntries = Object.entries(dto).filter(([key]) => !DTO_FIELDS.has(key));
  return {
    joiner: joinerOf(dto.operator),
    first: { appId: dto.firstVal[0], propertyId: dto.firstVal[1] },
    comparison: dto.action,
    second: secondValueOf(dto),
    ...(extraEntries.length > 0 ? { extra: Object.fromEntries(extraEntries) } : {}),
  };
}

/**
 * Sections from RuleDtos: grouped by `section` in ascending order (rules keep their order within a
 * section); a section's joiner is its first rule's operator.
 */
export function sectionsFromDtos(dtos: readonly RuleDtoWire[]): SectionDraft[] {
  const numbers = [...new Set(dtos.map((dto) => dto.section))].sort((a, b) => a - b);
  return numbers.map((number) => {
    const inSection = dtos.filter((dto) => dto.section === number);
    return { joiner: joinerOf(inSection[0].operator), rules: inSection.map(ruleOf) };
  });
}

/* ---- draft -> RuleDto ---- */

/** A RuleDto as Maintainerr's own UIs send it: operator as "0"/"1" or null, ids as numbers. */
export interface RuleDtoBody {
  operator: '0' | '1' | null;
  firstVal: [number, number];
  action: number;
  section: number;
  customVal?: { ruleTypeId: number; value: string };
  lastVal?: [number, number];
  [extra: string]: unknown;
}

const operatorOf = (joiner: Joiner): '0' | '1' => (joiner === 'or' ? '1' : '0');

/** A number as typed, as the wire writes it ("7", "1.5"); what does not parse goes as typed. */
function numberText(input: string): string {
  const trimmed = input.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? String(value) : trimmed;
}

/** The customVal or lastVal of a second value; nothing for 'none'. */
export function secondValueToWire(second: SecondValue): Pick<RuleDtoBody, 'customVal' | 'lastVal'> {
  switch (second.kind) {
    case 'none':
      return {};
    case 'property':
      return second.ref ? { lastVal: [second.ref.appId, second.ref.propertyId] } : {};
    case 'boolean':
      return { customVal: { ruleTypeId: RULE_TYPE_ID.boolean, value: second.value ? '1' : '0' } };
    case 'days': {
      const days = Number(second.input.trim());
      const value = second.input.trim() !== '' && Number.isFinite(days) ? String(Math.round(days * SECONDS_PER_DAY)) : second.input.trim();
      return { customVal: { ruleTypeId: RULE_TYPE_ID.days, value } };
    }
    case 'number':
      return { customVal: { ruleTypeId: RULE_TYPE_ID.number, value: numberText(second.input) } };
    default:
      return { customVal: { ruleTypeId: RULE_TYPE_ID[second.kind], value: second.input } };
  }
}

/**
 * RuleDtos in the order Maintainerr's own UIs send them. The operator of a section's first rule is how the
 * section joins the one before (null for the very first rule); of any other rule, how it joins the
 * rule before it. Sections are numbered from 0 by their place. A rule with no first value or
 * comparison is left out: validation stops such a draft before it is sent.
 */
export function dtosFromSections(sections: SectionDraft[]): RuleDtoBody[] {
  return sections.flatMap((section, sectionIndex) =>
    section.rules.flatMap((rule, ruleIndex): RuleDtoBody[] => {
      if (!rule.first || rule.comparison === null) return [];
      const operator = ruleIndex === 0 ? (sectionIndex === 0 ? null : operatorOf(section.joiner)) : operatorOf(rule.joiner);
      return [
        {
          operator,
          firstVal: [rule.first.appId, rule.first.propertyId],
          action: rule.comparison,
          section: sectionIndex,
          ...secondValueToWire(rule.second),
          ...rule.extra,
        },
      ];
    }),
  );
}

/** Where the rule at `index` of dtosFromSections(sections) sits in the draft. */
export function draftPathOfDto(sections: SectionDraft[], index: number): string | undefined {
  let seen = 0;
  for (const [sectionIndex, section] of sections.entries()) {
    for (const [ruleIndex, rule] of section.rules.entries()) {
      if (!rule.first || rule.comparison === null) continue;
      if (seen === index) return `sections.${sectionIndex}.rules.${ruleIndex}`;
      seen += 1;
    }
  }
  return undefined;
}

/* ---- constants ---- */

const SHOW_KINDS: MediaKind[] = ['show', 'season', 'episode'];

/**
 * The kinds of rule group a property may be used in. A property (or its application) of media type
 * 1 is for movies, 2 for shows, 0 for both; `showType` narrows the show-library kinds only.
 */
export function kindsOfProperty(appMediaType: number, propMediaType: number, showType: MediaKind[] | undefined): MediaKind[] {
  const forMovies = appMediaType !== 2 && propMediaType !== 2;
  const forShows = appMediaType !== 1 && propMediaType !== 1;
  const showKinds = forShows ? SHOW_KINDS.filter((kind) => !showType || showType.includes(kind)) : [];
  return [...(forMovies ? (['movie'] as MediaKind[]) : []), ...showKinds];
}

/** GET /rules/constants read; `showTypeKind` turns one showType entry into a kind (numbers on v2.21, words on v3.x). */
export function constantsFrom(wire: RuleConstantsWire, showTypeKind: (entry: number | string) => MediaKind | undefined): RuleConstants {
  return {
    applications: wire.applications.map((app) => ({
      id: app.id,
      name: app.name,
      properties: app.props.map((prop) => {
        const showType = prop.showType?.map(showTypeKind).filter((kind): kind is MediaKind => kind !== undefined);
        return {
          appId: app.id,
          propertyId: prop.id,
          appName: app.name,
          name: prop.name,
          label: prop.humanName,
          type: VALUE_TYPES[prop.type.key] ?? 'text',
          comparisons: prop.type.possibilities,
          kinds: kindsOfProperty(app.mediaType, prop.mediaType, showType ?? undefined),
        };
      }),
    })),
  };
}

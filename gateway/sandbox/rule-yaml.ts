// Rule import/export as YAML: `mediaType: MOVIES|SHOWS|SEASONS|EPISODES` and `rules:`, a list of
// one-key maps from a section's index to its rules. A rule names its properties as
// "<App>.<property>", its action and operator by name, and its custom value as {type, value}
// where a non-zero number of whole days is written as `custom_days` in days.
import { RULE_POSSIBILITIES, type RulePossibilityName } from '../../wire/rule-possibilities.ts';
import { customValueTypeName, type EngineRule, RULE_TYPE } from './rule-engine.ts';
import { ruleProperty, type RuleDialect } from './rule-verdicts.ts';
import { readYaml, writeYaml, type YamlValue } from './yaml-text.ts';

/** The document's media type names, in data-type order (1 movies … 4 episodes). */
export const YAML_MEDIA_TYPES = ['MOVIES', 'SHOWS', 'SEASONS', 'EPISODES'] as const;
const OPERATOR_NAMES = ['AND', 'OR'] as const;
const DAY_S = 86_400;

export interface EncodeOptions {
  /** 1-4 (index into YAML_MEDIA_TYPES + 1). */
  dataType: number;
  /**
   * v2.21 writes an operator only when it is truthy, so a numeric 0 (AND) is lost; v3.24 writes
   * any operator that is not null.
   */
  keepNumericAnd: boolean;
}

/** The YAML text of a rule list and how many rules were left out for naming unknown properties. */
export function encodeRules(rules: EngineRule[], dialect: RuleDialect, options: EncodeOptions): { yaml: string; skipped: number } {
  const sections: { id: number; rules: YamlValue[] }[] = [];
  let skipped = 0;
  for (const rule of rules) {
    const firstValue = identifierOf(dialect, rule.firstVal);
    const lastValue = rule.lastVal ? identifierOf(dialect, rule.lastVal) : undefined;
    if (!firstValue || (rule.lastVal && !lastValue)) {
      skipped++;
      continue;
    }
    if (!sections.length || sections.at(-1)!.id !== Number(rule.section)) sections.push({ id: Number(rule.section), rules: [] });
    const writesOperator = options.keepNumericAnd ? rule.operator !== null && rule.operator !== undefined : Boolean(rule.operator);
    sections.at(-1)!.rules.push({
      ...(writesOperator ? { operator: OPERATOR_NAMES[Number(rule.operator) === 1 ? 1 : 0] } : {}),
      firstValue,
      action: RULE_POSSIBILITIES[Number(rule.action)] ?? String(rule.action),
      ...(lastValue ? { lastValue } : {}),
      ...(rule.customVal ? { customValue: customValueOf(rule.customVal) } : {}),
    });
  }
  if (!sections.length) sections.push({ id: 0, rules: [] });
  const document = {
    mediaType: YAML_MEDIA_TYPES[options.dataType - 1] ?? YAML_MEDIA_TYPES[0],
    rules: sections.map((section) => ({ [String(section.id)]: section.rules })),
  };
  return { yaml: writeYaml(document), skipped };
}

function identifierOf(dialect: RuleDialect, location: [number, number]): string | undefined {
  const found = ruleProperty(dialect, location);
  return found ? `${found.application.name}.${found.property.name}` : undefined;
}

function customValueOf(customVal: { ruleTypeId: number; value: string }): { type: string; value: YamlValue } {
  const type = customValueTypeName(customVal);
  if (type === 'custom_days') return { type, value: String(Number(customVal.value) / DAY_S) };
  if (type === 'number') return { type, value: Number(customVal.value) };
  if (type === 'boolean') return { type, value: customVal.value === '1' ? 'true' : 'false' };
  return { type, value: customVal.value };
}

/** A rule as the decoder answers it, keys in the service's order. */
export interface DecodedRule {
  operator: 0 | 1 | null;
  action: number;
  section: number;
  firstVal: [number, number];
  lastVal?: [number, number];
  customVal?: { ruleTypeId: number; value: string };
}

export type DecodeOutcome =
  | { kind: 'rules'; dataType: number; mediaTypeName: string; rules: DecodedRule[]; skipped: number }
  | { kind: 'incompatible' }
  /** Not YAML of the supported shape at all. */
  | { kind: 'invalid' }
  /** YAML, but a rule the service cannot turn back into a RuleDto. */
  | { kind: 'unreadable' };

/**
 * Reads a YAML rule document for a group of data type `dataType` (1-4). `skipUnknown`: v3.24
 * leaves out rules naming unknown properties (and counts them); v2.21 fails the whole import.
 */
export function decodeRules(text: string, dataType: number, dialect: RuleDialect, skipUnknown: boolean): DecodeOutcome {
  let document: YamlValue;
  try {
    document = readYaml(text);
  } catch {
    return { kind: 'invalid' };
  }
  if (!isMap(document) || typeof document.mediaType !== 'string' || !Array.isArray(document.rules)) return { kind: 'invalid' };
  const mediaTypeIndex = YAML_MEDIA_TYPES.indexOf(document.mediaType.toUpperCase() as (typeof YAML_MEDIA_TYPES)[number]);
  if (mediaTypeIndex + 1 !== dataType) return { kind: 'incompatible' };
  const rules: DecodedRule[] = [];
  let skipped = 0;
  for (const [section, entry] of document.rules.entries()) {
    // Sections are read by position: the n-th list entry must be keyed "n".
    const list = isMap(entry) ? entry[String(section)] : undefined;
    if (!Array.isArray(list)) return { kind: 'unreadable' };
    for (const raw of list) {
      const rule = isMap(raw) ? decodeRule(raw, section, dialect) : undefined;
      if (rule === 'unknown-property' && skipUnknown) skipped++;
      else if (rule === undefined || rule === 'unknown-property') return { kind: 'unreadable' };
      else rules.push(rule);
    }
  }
  return { kind: 'rules', dataType, mediaTypeName: document.mediaType, rules, skipped };
}

function decodeRule(raw: { [key: string]: YamlValue }, section: number, dialect: RuleDialect): DecodedRule | 'unknown-property' | undefined {
  const operatorName = typeof raw.operator === 'string' ? raw.operator.toUpperCase() : undefined;
  const operator = operatorName === undefined ? null : OPERATOR_NAMES.indexOf(operatorName as 'AND' | 'OR');
  const action = typeof raw.action === 'string' ? RULE_POSSIBILITIES.indexOf(raw.action.toUpperCase() as RulePossibilityName) : -1;
  if (operator === -1 || action === -1 || typeof raw.firstValue !== 'string') return undefined;
  const firstVal = locationOf(dialect, raw.firstValue);
  const lastVal = typeof raw.lastValue === 'string' ? locationOf(dialect, raw.lastValue) : undefined;
  if (!firstVal || (raw.lastValue !== undefined && !lastVal)) return 'unknown-property';
  const customVal = isMap(raw.customValue) ? customValFrom(raw.customValue) : undefined;
  if (raw.customValue !== undefined && !customVal) return undefined;
  return { operator: operator as 0 | 1 | null, action, section, firstVal, ...(lastVal ? { lastVal } : {}), ...(customVal ? { customVal } : {}) };
}

function locationOf(dialect: RuleDialect, identifier: string): [number, number] | undefined {
  const [appName, propName] = identifier.toLowerCase().split('.');
  const application = dialect.applications.find((entry) => entry.name.toLowerCase() === appName);
  const property = application?.props.find((entry) => entry.name.toLowerCase() === propName);
  return application && property ? [application.id, property.id] : undefined;
}

/** The type names import accepts, case-insensitively; `custom_days` comes back as seconds. */
function customValFrom(custom: { [key: string]: YamlValue }): { ruleTypeId: number; value: string } | undefined {
  if (typeof custom.type !== 'string' || custom.value === undefined || custom.value === null || typeof custom.value === 'object') return undefined;
  const value = String(custom.value);
  switch (custom.type.toUpperCase()) {
    case 'NUMBER': return { ruleTypeId: RULE_TYPE.NUMBER, value };
    case 'DATE': return { ruleTypeId: RULE_TYPE.DATE, value };
    case 'TEXT': return { ruleTypeId: RULE_TYPE.TEXT, value };
    case 'TEXT_LIST': return { ruleTypeId: RULE_TYPE.TEXT_LIST, value };
    case 'BOOLEAN':
    case 'BOOL': return { ruleTypeId: RULE_TYPE.BOOL, value: value === 'true' ? '1' : '0' };
    case 'CUSTOM_DAYS': return { ruleTypeId: RULE_TYPE.NUMBER, value: String(Number(value) * DAY_S) };
    default: return undefined;
  }
}

function isMap(value: YamlValue | undefined): value is { [key: string]: YamlValue } {
  return value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);
}

// A rule group's verdicts over the demo library through the rule engine, with the property names
// and comparator habits of the generation the sandbox speaks, and what a run does with them.
import type { PlexLibraryItem } from '../../wire/v2/plex.ts';
import type { SandboxApiVersion } from './api-version.ts';
import type { DemoGroup, DemoWorld } from './demo-world.ts';
import { RULE_CONSTANTS } from './fixtures/rule-constants.ts';
import { plexValue, PLEX_APP } from './plex-values.ts';
import { type EngineRule, evaluateRules, type RuleValue, type Verdict } from './rule-engine.ts';
import { RULE_CONSTANTS_V3 } from './v3/fixtures/rule-constants.ts';

export interface RuleProperty {
  id: number;
  name: string;
  humanName: string;
  type: { key: string; possibilities: number[] };
}

interface RuleApplication {
  id: number;
  name: string;
  props: RuleProperty[];
}

/** How one generation evaluates and names rules. */
export interface RuleDialect {
  applications: RuleApplication[];
  /** v3.24 stops evaluating a section's OR rules for an item once the section holds it. */
  skipOrWhenHolding: boolean;
}

/** The rule dialect of an API generation. */
export function ruleDialectOf(apiVersion: SandboxApiVersion): RuleDialect {
  const constants = apiVersion === '3.24' ? RULE_CONSTANTS_V3 : RULE_CONSTANTS;
  return { applications: constants.applications as RuleApplication[], skipOrWhenHolding: apiVersion === '3.24' };
}

/** The application and property at [appId, propId], if the generation has them. */
export function ruleProperty(dialect: RuleDialect, [appId, propId]: [number, number]): { application: RuleApplication; property: RuleProperty } | undefined {
  const application = dialect.applications.find((entry) => entry.id === Number(appId));
  const property = application?.props.find((entry) => entry.id === Number(propId));
  return application && property ? { application, property } : undefined;
}

/** A group's stored rules, parsed; a row that does not parse is left out, as it cannot match. */
export function parsedRules(group: DemoGroup): EngineRule[] {
  return group.rules.flatMap((row) => {
    try {
      const rule = JSON.parse(row.ruleJson) as EngineRule;
      return [{ ...rule, firstVal: rule.firstVal.map(Number) as [number, number], action: Number(rule.action), section: row.section }];
    } catch {
      return [];
    }
  });
}

/** Evaluates a group's rules against one item; `rules` may be passed in when already parsed. */
export function verdictOf(world: DemoWorld, group: DemoGroup, item: PlexLibraryItem, now: Date, rules = parsedRules(group)): Verdict {
  const dialect = world.ruleDialect;
  const otherCollectionTitles = (subject: PlexLibraryItem) => {
    const ids = new Set(world.media.filter((row) => String(row.plexId) === subject.ratingKey && row.collectionId !== group.collectionId).map((row) => row.collectionId));
    return world.collections.filter((collection) => ids.has(collection.id)).map((collection) => collection.title);
  };
  const sources = { childrenOf: world.library.childrenOf, otherCollectionTitles };
  return evaluateRules(rules, {
    now,
    skipOrWhenHolding: dialect.skipOrWhenHolding,
    valueOf: ([appId, propId]): RuleValue => (Number(appId) === PLEX_APP ? plexValue(item, Number(propId), sources) : null),
    nameOf: (location) => {
      const found = ruleProperty(dialect, location);
      return found ? `${found.application.name} - ${found.property.humanName}` : `${location[0]} - ${location[1]}`;
    },
  });
}

/** ComparisonStatistics as v2.21 sends and stores them: the item's id first, as `plexId`. */
export function comparisonStatistics(item: PlexLibraryItem, verdict: Verdict): Record<string, unknown> {
  return { plexId: Number(item.ratingKey), ...verdict };
}

/** The candidates a group's rules select now, each with its verdict (exclusions not applied). */
export function matchingItems(world: DemoWorld, group: DemoGroup, now: Date): { item: PlexLibraryItem; verdict: Verdict }[] {
  const rules = parsedRules(group);
  return world.candidatesOf(group).flatMap((item) => {
    const verdict = verdictOf(world, group, item, now, rules);
    return verdict.result ? [{ item, verdict }] : [];
  });
}

/** Plex ids excluded from a group: its own exclusions and the global ones. */
export function excludedFrom(world: DemoWorld, group: DemoGroup): Set<string> {
  return new Set(world.exclusions.filter((row) => row.ruleGroupId === null || row.ruleGroupId === group.id).map((row) => String(row.plexId)));
}

// The service's rule comparisons (its RulePossibility enum). A rule group's rules name one by its
// number (`action`); a Test media answer and the YAML export by its name, lower-cased in the answer
// ("count_bigger"). One list for the sandbox's rule engine and the app.

/** RulePossibility, by number. */
export const RULE_POSSIBILITIES = [
  'BIGGER', 'SMALLER', 'EQUALS', 'NOT_EQUALS', 'CONTAINS', 'BEFORE', 'AFTER', 'IN_LAST', 'IN_NEXT', 'NOT_CONTAINS',
  'CONTAINS_PARTIAL', 'NOT_CONTAINS_PARTIAL', 'CONTAINS_ALL', 'NOT_CONTAINS_ALL', 'COUNT_EQUALS', 'COUNT_NOT_EQUALS',
  'COUNT_BIGGER', 'COUNT_SMALLER', 'EXISTS', 'NOT_EXISTS',
] as const;
export type RulePossibilityName = (typeof RULE_POSSIBILITIES)[number];

/** A comparison's number, by name; the names as the enum spells them. */
export const RulePossibility = Object.fromEntries(RULE_POSSIBILITIES.map((name, index) => [name, index])) as Record<RulePossibilityName, number>;

/** The number of the comparison a name gives, in any case, with spaces for underscores; undefined for a name the service does not use. */
export function rulePossibilityNamed(name: string): number | undefined {
  const index = RULE_POSSIBILITIES.indexOf(name.trim().toUpperCase().replace(/\s+/g, '_') as RulePossibilityName);
  return index < 0 ? undefined : index;
}

// Shared steps of the rule editor's browser tests: a gateway in front of the sandbox of one API
// generation, the rule groups and collections the service then holds (read raw, as the wire carries
// them), and filling one rule of the builder by its labels.
import type { Locator, Page } from 'playwright-core';
import type { SandboxApiVersion } from '../../gateway/sandbox/api-version.ts';
import type { SandboxControl } from '../../gateway/sandbox/control.ts';
import { startGateway, type RunningGateway } from '../helpers/gateway.ts';

/** A rule as the service holds it: its ruleJson, parsed. */
export interface StoredRule {
  operator: string | number | null;
  firstVal: [number, number];
  action: number;
  section: number;
  customVal?: { ruleTypeId: number; value: string };
  lastVal?: [number, number];
}

export interface StoredGroup {
  id: number;
  name: string;
  description: string;
  libraryId: number | string;
  collectionId: number;
  rules: StoredRule[];
  /** The fields tests read, and the rest as the wire has them. */
  collection?: { id: number; title: string; deleteAfterDays: number | null; arrAction: number } & Record<string, unknown>;
}

export async function startRulesGateway(api: SandboxApiVersion): Promise<RunningGateway & { control: SandboxControl }> {
  const gateway = await startGateway({}, { sandboxApi: api });
  const control = gateway.app.sandbox!.control;
  return { ...gateway, control };
}

/** Every rule group the service holds, with its rules parsed. */
export async function storedGroups(url: string): Promise<StoredGroup[]> {
  const answer = (await (await fetch(`${url}/api/rules`)).json()) as (Omit<StoredGroup, 'rules'> & { rules: { ruleJson: string }[] })[];
  return answer.map((group) => ({ ...group, rules: group.rules.map((rule) => JSON.parse(rule.ruleJson) as StoredRule) }));
}

export async function storedGroup(url: string, name: string): Promise<StoredGroup | undefined> {
  return (await storedGroups(url)).find((group) => group.name === name);
}

/** The titles of every collection the service holds. */
export async function collectionTitles(url: string): Promise<string[]> {
  const answer = (await (await fetch(`${url}/api/collections`)).json()) as { title: string }[];
  return answer.map((collection) => collection.title);
}

/** The rule's fields only: firstVal, action, operator, section and its custom/last value. */
export const ruleShape = (rule: StoredRule) => ({
  operator: rule.operator,
  firstVal: rule.firstVal,
  action: rule.action,
  section: rule.section,
  ...(rule.customVal ? { customVal: rule.customVal } : {}),
  ...(rule.lastVal ? { lastVal: rule.lastVal } : {}),
});

export const ruleItem = (page: Page, section: number, rule: number): Locator =>
  page.getByRole('listitem', { name: `Rule ${rule} of section ${section}`, exact: true });

export interface RuleChoice {
  /** The option's words, e.g. "Plex › Times viewed". */
  property: string;
  /** e.g. "is more than". */
  comparison: string;
  /** The value input's label ("Number", "Days ago", "Date", "Text", "Value") and what goes in. */
  input?: { label: string; value: string };
  /** "A number of days", "A date"… when not the first kind offered. */
  compareWith?: string;
}

/** Fills one rule of the builder with the mouse. */
export async function fillRule(page: Page, section: number, rule: number, choice: RuleChoice): Promise<void> {
  const item = ruleItem(page, section, rule);
  await item.getByLabel('Property', { exact: true }).selectOption({ label: choice.property });
  await item.getByLabel('Comparison', { exact: true }).selectOption({ label: choice.comparison });
  if (choice.compareWith) await item.getByLabel('Compare with', { exact: true }).selectOption({ label: choice.compareWith });
  if (!choice.input) return;
  const input = item.getByLabel(choice.input.label, { exact: true });
  if ((await input.evaluate((element) => element.tagName)) === 'SELECT') await input.selectOption({ label: choice.input.value });
  else await input.fill(choice.input.value);
}

/** Waits for the editor's form (the draft has loaded). */
export async function editorReady(page: Page): Promise<void> {
  await page.getByLabel('Name', { exact: true }).waitFor();
  await ruleItem(page, 1, 1).waitFor();
}

// The rule editor's bodies are, field by field and in key order, the bodies the real service accepted
// (recorded creates and updates of both generations); a stored group read for editing and saved
// unchanged but for the edit sends the recorded update.
import t, { type Test } from 'tap';
import { readFileSync } from 'node:fs';
import { newRuleGroupDraft, ruleEditorWire, toRuleGroupBody } from '../../web/src/api/rule-editor.ts';
import type { RuleGroupDraft } from '../../web/src/api/rule-editor.ts';
import type { RecordedFixture } from '../fixtures/recorded-contract.mjs';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as RecordedFixture;
const recordings = { 2: fixture('recorded-contract-with-media.json'), 3: fixture('recorded-contract-3.24.json') };
const recorded = (generation: 2 | 3, file: string) => {
  const entry = recordings[generation].recordings.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no recording named ${file}`);
  return entry as unknown as { request: { body: unknown }; status: number; body: unknown };
};
/** Key order matters to "the same body": compare the JSON text, then the values for a readable diff. */
const sameBody = (t: Test, actual: unknown, expected: unknown, message: string) => {
  t.same(actual, expected, message);
  t.equal(JSON.stringify(actual), JSON.stringify(expected), `${message}: key order`);
};

t.test('a stored group, edited and saved, sends the recorded update (v3.24)', async (t) => {
  const read = ruleEditorWire(3).readGroup(recorded(3, 'GET_rules_1.json').body, '/rules/1', 1);
  t.ok(read);
  const draft = read!.draft;
  t.equal(read!.collectionId, 1);
  t.equal(draft.sections.length, 2);
  t.same(draft.sections[0].rules.map((rule) => rule.second), [
    { kind: 'days', input: '90' },
    { kind: 'number', input: '0' },
  ]);
  t.equal(draft.sections[0].rules[1].joiner, 'or');
  t.equal(draft.sections[1].joiner, 'and');
  const edited: RuleGroupDraft = { ...draft, description: `${draft.description} (edited)`, keepLogsForMonths: '12' };
  sameBody(t, toRuleGroupBody(edited, 3), recorded(3, 'PUT_rules_update_movies_group.json').request.body, 'PUT body');
});

t.test('a stored group, edited and saved, sends the recorded update (v2.21)', async (t) => {
  const read = ruleEditorWire(2).readGroup(recorded(2, 'GET_rules.json').body, '/rules', 1);
  t.ok(read);
  const edited: RuleGroupDraft = { ...read!.draft, description: `${read!.draft.description} (edited)`, keepLogsForMonths: '12' };
  sameBody(t, toRuleGroupBody(edited, 2), recorded(2, 'PUT_rules_update_movies_group.json').request.body, 'PUT body');
  t.equal(ruleEditorWire(2).readGroup(recorded(2, 'GET_rules.json').body, '/rules', 99), null, 'an id not in the list is not found');
  t.equal(ruleEditorWire(3).readGroup(recorded(3, 'GET_rules_999_unknown.json').body, '/rules/999', 999), null, 'v3 empty body is not found');
});

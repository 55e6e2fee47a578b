// The rule builder's edits (add, move, remove rules and sections) and the editor's page titles:
// pure functions, so each move and each removal is checked on plain drafts.
import t from 'tap';
import { newRuleGroupDraft } from '../../web/src/api/rule-editor.ts';
import type { RuleDraft, RuleGroupDraft } from '../../web/src/api/rule-editor-types.ts';
import {
  addRule, addSection, changeRule, fieldId, moveRule, moveSection, removeRule, removeSection,
} from '../../web/src/features/rules/editor/draft-edits.ts';
import { actionChoices, deletionQuestion } from '../../web/src/features/rules/labels.ts';
import { pageTitle } from '../../web/src/lib/page-title.ts';

const rule = (propertyId: number): RuleDraft => ({ joiner: 'and', first: { appId: 0, propertyId }, comparison: 2, second: { kind: 'number', input: '0' } });

function draftWith(...sections: number[][]): RuleGroupDraft {
  const draft = newRuleGroupDraft({ id: '1', title: 'Movies', kind: 'movie' });
  return { ...draft, sections: sections.map((ids) => ({ joiner: 'or', rules: ids.map(rule) })) };
}

const ids = (draft: RuleGroupDraft) => draft.sections.map((section) => section.rules.map((entry) => entry.first?.propertyId));

t.test('rules move within their section, and not past its ends', async (t) => {
  const draft = draftWith([1, 2, 3], [4]);
  t.same(ids(moveRule(draft, 0, 0, 1)), [[2, 1, 3], [4]]);
  t.same(ids(moveRule(draft, 0, 2, -1)), [[1, 3, 2], [4]]);
  t.same(ids(moveRule(draft, 0, 0, -1)), [[1, 2, 3], [4]], 'the first rule cannot move up');
  t.same(ids(moveRule(draft, 0, 2, 1)), [[1, 2, 3], [4]], 'the last rule cannot move down');
  t.same(ids(draft), [[1, 2, 3], [4]], 'the draft it started from is untouched');
});

t.test('sections move, are added and removed; removing the last rule of a section removes the section', async (t) => {
  const draft = draftWith([1], [2, 3], [4]);
  t.same(ids(moveSection(draft, 2, -1)), [[1], [4], [2, 3]]);
  t.same(ids(moveSection(draft, 0, -1)), [[1], [2, 3], [4]]);
  t.same(ids(removeSection(draft, 1)), [[1], [4]]);
  t.same(ids(removeRule(draft, 1, 0)), [[1], [3], [4]]);
  t.same(ids(removeRule(draft, 0, 0)), [[2, 3], [4]], 'a section left empty goes');
  t.same(ids(addRule(draft, 2, rule(9))), [[1], [2, 3], [4, 9]]);
  t.same(ids(addSection(draft, { joiner: 'and', rules: [rule(7)] })), [[1], [2, 3], [4], [7]]);
});

t.test('a rule change touches only that rule', async (t) => {
  const draft = draftWith([1, 2]);
  const changed = changeRule(draft, 0, 1, { joiner: 'or', comparison: 0 });
  t.equal(changed.sections[0]!.rules[1]!.joiner, 'or');
  t.equal(changed.sections[0]!.rules[1]!.comparison, 0);
  t.equal(changed.sections[0]!.rules[0], draft.sections[0]!.rules[0], 'the other rule is the same object');
});

t.test('field ids follow the draft paths the validation messages name', async (t) => {
  t.equal(fieldId('sections.1.rules.0.comparison'), 'rule-group-sections-1-rules-0-comparison');
  t.equal(fieldId(''), 'rule-group-form');
});

t.test('actions offered: the media server alone deletes or does nothing; changing the quality profile is v3.x only', async (t) => {
  t.same(actionChoices('movie', null, 3).map((choice) => choice.value), [0, 4]);
  t.same(actionChoices('movie', 'radarr', 2).map((choice) => choice.value), [0, 1, 3, 4]);
  t.same(actionChoices('show', 'sonarr', 3).map((choice) => choice.value), [0, 1, 2, 3, 4, 5]);
  t.equal(actionChoices('show', 'sonarr', 2).find((choice) => choice.value === 0)?.label, 'Delete entire show');
});

t.test('Sportarr takes only Delete, Unmonitor and, for whole leagues, a quality profile change', async (t) => {
  t.same(actionChoices('show', 'sportarr', 3).map((choice) => choice.value), [0, 3, 4, 5]);
  t.equal(actionChoices('show', 'sportarr', 3)[0].label, 'Delete entire league');
  for (const kind of ['season', 'episode'] as const) t.same(actionChoices(kind, 'sportarr', 3).map((choice) => choice.value), [0, 3, 4], kind);
});

t.test('deleting a group names its collection and what goes with it', async (t) => {
  const question = deletionQuestion({ name: 'Old movies' }, { title: 'Old movies', mediaCount: 12 });
  t.match(question, /Delete “Old movies”\?/);
  t.match(question, /its collection “Old movies” \(12 items\)/);
  t.match(question, /exclusions/);
  t.match(question, /stay in your library/);
});

t.test('the editor routes have their own titles', async (t) => {
  t.equal(pageTitle('/rules/new'), 'Maintainerr - Rules - New rule group');
  t.equal(pageTitle('/rules/4/edit'), 'Maintainerr - Rules - Edit rule group');
  t.equal(pageTitle('/rules/4/clone'), 'Maintainerr - Rules - Copy of a rule group');
  t.equal(pageTitle('/rules/4/other'), 'Maintainerr - Page not found');
  t.equal(pageTitle('/rules/abc/edit'), 'Maintainerr - Page not found');
});

t.test('a test verdict reads in plain words', async (t) => {
  const { describeValue, verdictSummary } = await import('../../web/src/components/test-media/test-verdict-words.ts');
  const { comparisonWords } = await import('../../web/src/api/comparisons.ts');
  t.equal(comparisonWords('before'), 'is before');
  t.equal(comparisonWords('contains_partial'), 'contains part of');
  t.equal(comparisonWords('COUNT_BIGGER'), 'count is more than', "in the rule editor's words, whatever the case");
  t.equal(comparisonWords(16), 'count is more than', 'the same words by number');
  t.equal(comparisonWords('something new'), 'something new', 'an unknown word is shown as the service sent it');
  t.equal(comparisonWords(21), 'comparison 21', 'an unknown number says which');
  t.equal(describeValue(null), 'no value');
  t.equal(describeValue(['a', 'b']), 'a, b');
  t.equal(describeValue(true), 'yes');
  t.match(describeValue('2026-08-25T17:29:34.640Z', 'custom_days'), /2026.*chosen number of days/);
  t.equal(describeValue(5, 'number'), '5');
  // Days as v2.21 records them (seconds), read the way the service counts them for each comparison.
  t.equal(describeValue(7_776_000, 'custom_days', 'before'), '90 days ago');
  t.equal(describeValue(86_400, 'custom_days', 'after'), '1 day from now');
  t.equal(describeValue(2_592_000, 'custom_days', 'in_last'), '30 days', 'a span has no direction');
  t.equal(describeValue(2_592_000, 'custom_days'), '30 days', 'nor days without a comparison');
  const verdict = { itemId: '1', matches: false, sections: [{ held: false, rules: [] }, { held: true, rules: [] }] };
  t.match(verdictSummary('Dune', verdict), /“Dune” does not match/);
  t.match(verdictSummary('Dune', { ...verdict, matches: true }), /“Dune” matches these rules \(1 of 2 sections held\)/);
});

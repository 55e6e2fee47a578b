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

/* ---- drafts built as a user fills the form send the recorded creates ---- */

const days = (input: string) => ({ kind: 'days' as const, input });
const rule = (joiner: 'and' | 'or', propertyId: number, comparison: number, second: RuleGroupDraft['sections'][0]['rules'][0]['second']) => ({
  joiner,
  first: { appId: 0, propertyId },
  comparison,
  second,
});

function moviesDraft(generation: 2 | 3): RuleGroupDraft {
  return {
    ...newRuleGroupDraft({ id: '1', title: 'Movies', kind: 'movie' }),
    name: 'Movies not watched for 90 days',
    description: 'Nobody watched it in the last 90 days, or it was never watched and was added more than 30 days ago',
    visibleOnRecommended: true,
    visibleOnHome: true,
    manualCollectionName: generation === 3 ? 'My custom collection' : '',
    sections: [
      { joiner: 'and', rules: [rule('and', 7, 5, days('90')), rule('or', 5, 2, { kind: 'number', input: '0' })] },
      { joiner: 'and', rules: [rule('and', 0, 5, days('30'))] },
    ],
  };
}

function showsDraft(generation: 2 | 3): RuleGroupDraft {
  return {
    ...newRuleGroupDraft({ id: '2', title: 'TV Shows', kind: 'show' }),
    name: 'Shows nobody watched in 6 months',
    description: 'Last episode watched more than 180 days ago, or no episode ever watched',
    visibleOnHome: true,
    manualCollectionName: generation === 3 ? 'My custom collection' : '',
    sections: [{ joiner: 'and', rules: [rule('and', 13, 5, days('180')), rule('or', 15, 2, { kind: 'number', input: '0' })] }],
  };
}

function deleteDraft(generation: 2 | 3): RuleGroupDraft {
  return {
    ...newRuleGroupDraft({ id: '1', title: 'Movies', kind: 'movie' }),
    name: '720p movies to replace',
    description: 'Low-resolution copies; removed from Plex right away so better versions can be grabbed',
    arrAction: 0,
    deleteAfterDays: '0',
    manualCollectionName: generation === 3 ? 'My custom collection' : '',
    sections: [{ joiner: 'and', rules: [rule('and', 8, 2, { kind: 'text', input: '720' })] }],
  };
}

for (const generation of [2, 3] as const) {
  t.test(`new groups send the recorded creates (v${generation})`, async (t) => {
    sameBody(t, toRuleGroupBody(moviesDraft(generation), generation), recorded(generation, 'POST_rules_create_movies_group.json').request.body, 'movies');
    sameBody(t, toRuleGroupBody(showsDraft(generation), generation), recorded(generation, 'POST_rules_create_shows_group.json').request.body, 'shows');
    sameBody(t, toRuleGroupBody(deleteDraft(generation), generation), recorded(generation, 'POST_rules_create_720p_delete_group.json').request.body, '720p delete');
    t.equal(recorded(generation, 'POST_rules_create_720p_delete_group.json').status, 201, 'a body the service accepted');
  });
}

t.test('operators: null first, then the section joiner on a section\'s first rule, else the rule joiner', async (t) => {
  const draft: RuleGroupDraft = {
    ...moviesDraft(3),
    sections: [
      { joiner: 'or', rules: [rule('or', 7, 5, days('1')), rule('and', 5, 2, { kind: 'number', input: '0' }), rule('or', 5, 2, { kind: 'number', input: '1' })] },
      { joiner: 'or', rules: [rule('and', 0, 5, days('2')), rule('or', 0, 5, days('3'))] },
      { joiner: 'and', rules: [rule('or', 0, 5, days('4'))] },
    ],
  };
  const rules = toRuleGroupBody(draft, 3).rules as { operator: unknown; section: number }[];
  t.same(rules.map((entry) => [entry.operator, entry.section]), [[null, 0], ['0', 0], ['1', 0], ['1', 1], ['1', 1], ['0', 2]]);
  t.same(toRuleGroupBody({ ...draft, useRules: false }, 2).rules, [], 'a manual group sends no rules');
});

t.test('each kind of second value goes out as recorded and reads back the same', async (t) => {
  const cases = [
    { second: { kind: 'number', input: '12' }, wire: { customVal: { ruleTypeId: 0, value: '12' } } },
    { second: { kind: 'number', input: '0' }, wire: { customVal: { ruleTypeId: 0, value: '0' } } },
    { second: { kind: 'days', input: '30' }, wire: { customVal: { ruleTypeId: 0, value: '2592000' } } },
    { second: { kind: 'date', input: '2024-02-29' }, wire: { customVal: { ruleTypeId: 1, value: '2024-02-29' } } },
    { second: { kind: 'text', input: '720' }, wire: { customVal: { ruleTypeId: 2, value: '720' } } },
    { second: { kind: 'boolean', value: true }, wire: { customVal: { ruleTypeId: 3, value: '1' } } },
    { second: { kind: 'boolean', value: false }, wire: { customVal: { ruleTypeId: 3, value: '0' } } },
    { second: { kind: 'list', input: 'alice,bob' }, wire: { customVal: { ruleTypeId: 4, value: 'alice,bob' } } },
    { second: { kind: 'property', ref: { appId: 0, propertyId: 2 } }, wire: { lastVal: [0, 2] } },
    { second: { kind: 'none' }, wire: {} },
  ] as const;
  for (const generation of [2, 3] as const) {
    for (const { second, wire } of cases) {
      const draft: RuleGroupDraft = { ...moviesDraft(generation), id: 1, sections: [{ joiner: 'and', rules: [rule('and', 7, 2, second)] }] };
      const body = toRuleGroupBody(draft, generation);
      const [sent] = body.rules as Record<string, unknown>[];
      t.same(sent, { operator: null, firstVal: [0, 7], action: 2, section: 0, ...wire }, `v${generation} ${second.kind} out`);
      // Stored as the service stores it: the rule as ruleJson on a row of the group.
      const stored = { ...(generation === 3 ? recorded(3, 'GET_rules_1.json').body : (recorded(2, 'GET_rules.json').body as unknown[])[0]) as Record<string, unknown> };
      stored.rules = [{ id: 9, ruleJson: JSON.stringify(sent), ruleGroupId: 1, section: 0, isActive: true }];
      const back = ruleEditorWire(generation).readGroup(generation === 3 ? stored : [stored], '/rules', 1)!;
      t.same(back.draft.sections[0].rules[0].second, second, `v${generation} ${second.kind} back`);
    }
  }
});

t.test('kept fields go back unchanged: notifications, overlay, Tautulli override', async (t) => {
  const stored = structuredClone(recorded(3, 'GET_rules_1.json').body) as Record<string, unknown> & { collection: Record<string, unknown> };
  stored.notifications = [{ id: 4, name: 'Discord' }];
  stored.collection = { ...stored.collection, overlayEnabled: true, overlayTemplateId: 3, tautulliWatchedPercentOverride: 80, radarrSettingsId: 2, radarrQualityProfileId: 7, deleteAfterDays: 14, arrAction: 0 };
  const draft = ruleEditorWire(3).readGroup(stored, '/rules/1', 1)!.draft;
  t.equal(draft.arrServerId, 2);
  t.equal(draft.qualityProfileId, 7);
  t.equal(draft.deleteAfterDays, '14');
  const body = toRuleGroupBody(draft, 3) as Record<string, unknown> & { collection: Record<string, unknown> };
  t.same(body.notifications, [{ id: 4, name: 'Discord' }]);
  t.equal(draft.tautulliWatchedPercentOverride, '80', 'the Tautulli override is read into its field');
  t.equal(body.tautulliWatchedPercentOverride, 80);
  t.notOk('tautulliWatchedPercentOverride' in toRuleGroupBody({ ...draft, tautulliWatchedPercentOverride: ' ' }, 3), 'emptied, it is left out: the service stores null');
  t.equal(toRuleGroupBody({ ...draft, tautulliWatchedPercentOverride: '0' }, 2).tautulliWatchedPercentOverride, 0, 'v2.21 sends it top-level too, 0 included');
  t.equal(body.radarrSettingsId, 2);
  t.equal(body.radarrQualityProfileId, 7);
  t.notOk('sonarrSettingsId' in body, 'a movie group sends no Sonarr id');
  t.same([body.collection.overlayEnabled, body.collection.overlayTemplateId, body.collection.deleteAfterDays], [true, 3, 14]);
  t.notOk('deleteAfterDays' in (toRuleGroupBody({ ...draft, arrAction: 4 }, 3).collection as object), 'Do nothing sends no days');
  t.equal(toRuleGroupBody({ ...draft, schedule: ' 0 3 * * * ' }, 3).ruleHandlerCronSchedule, '0 3 * * *');
});

t.test('v3.x: a show group managed by a Sportarr server reads and saves it under Sportarr\'s names alone', async (t) => {
  const stored = structuredClone(recorded(3, 'GET_rules_1.json').body) as Record<string, unknown> & { collection: Record<string, unknown> };
  stored.dataType = 'show';
  stored.collection = { ...stored.collection, type: 'show', arrAction: 5, sportarrSettingsId: 3, sportarrQualityProfileId: 4 };
  const draft = ruleEditorWire(3).readGroup(stored, '/rules/1', 1)!.draft;
  t.same([draft.viaSportarr, draft.arrServerId, draft.qualityProfileId], [true, 3, 4], 'read as the group\'s server and profile');
  const body = toRuleGroupBody(draft, 3);
  t.same([body.sportarrSettingsId, body.sportarrQualityProfileId], [3, 4]);
  t.notOk('sonarrSettingsId' in body || 'sonarrQualityProfileId' in body, 'no Sonarr id beside it: the service refuses both');
  const ticked = toRuleGroupBody({ ...draft, listExclusions: true, tagInArr: true, cleanupLeftoverFolders: true }, 3);
  t.same([ticked.listExclusions, ticked.tagInArr, ticked.cleanupLeftoverFolders], [false, false, false], 'Sonarr\'s own options, hidden with Sportarr, go out unset');

  const toSonarr = toRuleGroupBody({ ...draft, viaSportarr: false, arrServerId: 1, qualityProfileId: null, tagInArr: true }, 3);
  t.equal(toSonarr.tagInArr, true, 'with Sonarr they are sent as ticked');
  t.equal(toSonarr.sonarrSettingsId, 1, 'a Sonarr server chosen instead');
  t.notOk('sportarrSettingsId' in toSonarr, 'and Sportarr\'s is not sent back');
  const none = toRuleGroupBody({ ...draft, viaSportarr: false, arrServerId: null, qualityProfileId: null }, 3);
  t.notOk(['sonarrSettingsId', 'sportarrSettingsId', 'sportarrQualityProfileId'].some((key) => key in none), 'none chosen: no server at all');

  const sonarrGroup = { ...stored, collection: { ...stored.collection, sportarrSettingsId: null, sonarrSettingsId: 2 } };
  const sonarrDraft = ruleEditorWire(3).readGroup(sonarrGroup, '/rules/1', 1)!.draft;
  t.same([sonarrDraft.viaSportarr, sonarrDraft.arrServerId], [false, 2], 'a null Sportarr id is a Sonarr group');
});

// What the rule editor offers and refuses, read from the recorded constants of both generations:
// which properties fit which media type, which second values fit a comparison, the messages a
// draft gets before it is sent, and rules as sentences.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { isOtherMediaServer, newRuleGroupDraft, ruleEditorWire } from '../../web/src/api/rule-editor.ts';
import type { RuleConstants, RuleDraft, RuleGroupDraft } from '../../web/src/api/rule-editor.ts';
import { COMPARISON_LABELS } from '../../web/src/api/comparisons.ts';
import {
  daysInputLabel,
  findProperty,
  groupSentence,
  propertiesFor,
  ruleSentence,
  secondValueKindsFor,
  validateRuleGroup,
} from '../../web/src/features/rules/rule-logic.ts';
import type { RecordedFixture } from '../fixtures/recorded-contract.mjs';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as RecordedFixture;
const constantsOf = (generation: 2 | 3): RuleConstants => {
  const file = generation === 3 ? 'recorded-contract-3.24.json' : 'recorded-contract-with-media.json';
  const entry = fixture(file).recordings.find((candidate) => candidate.file === 'GET_rules_constants.json')!;
  return ruleEditorWire(generation).readConstants(entry.body, '/rules/constants');
};
const v2 = constantsOf(2);
const v3 = constantsOf(3);
const plex = (constants: RuleConstants, name: string) => constants.applications[0].properties.find((property) => property.name === name)!;

t.test('properties carry the kinds of group they fit, alike on both generations', async (t) => {
  for (const constants of [v2, v3]) {
    t.same(plex(constants, 'viewCount').kinds, ['movie'], 'movie-only');
    t.same(plex(constants, 'addDate').kinds, ['movie', 'show', 'season', 'episode'], 'both, unrestricted');
    t.same(plex(constants, 'sw_lastWatched').kinds, ['show', 'season'], 'show, narrowed by showType');
    t.same(plex(constants, 'sw_amountOfViews').kinds, ['show', 'season', 'episode'], 'show, no showType');
    t.same(plex(constants, 'rating_imdb').kinds, ['movie', 'show', 'episode'], 'both: showType narrows show kinds only');
    t.same(plex(constants, 'lastViewedAt').type, 'date');
    t.same(plex(constants, 'fileVideoResolution').type, 'text');
    t.same(plex(constants, 'seenBy').type, 'list');
  }
  t.same(plex(v3, 'viewCount').comparisons, [0, 1, 2, 3, 18, 19], 'v3 offers exists');
  t.same(plex(v2, 'viewCount').comparisons, [0, 1, 2, 3]);
  t.equal(findProperty(v3, { appId: 0, propertyId: 7 })?.label, 'Last view date');
  t.equal(findProperty(v3, { appId: 9, propertyId: 7 }), undefined);
  const forShows = propertiesFor(v3, 'show');
  t.notOk(forShows[0].properties.some((property) => property.name === 'viewCount'), 'no movie-only property for shows');
  t.ok(forShows[0].properties.some((property) => property.name === 'sw_lastWatched'));
  t.notOk(propertiesFor(v3, 'episode')[0].properties.some((property) => property.name === 'sw_lastWatched'));
  const movieOnly: RuleConstants = { applications: [{ id: 1, name: 'Radarr', properties: [{ ...plex(v3, 'viewCount'), appId: 1 }] }] };
  t.same(propertiesFor(movieOnly, 'show'), [], 'an application with nothing for the kind is dropped');
  // v3.24's constants list every media server's properties; only the one the service runs applies.
  const names = (apps: { name: string }[]) => apps.map((app) => app.name);
  t.ok(['Plex', 'Jellyfin', 'Emby'].every((name) => names(v3.applications).includes(name)), 'recorded: Plex, Jellyfin and Emby');
  const onPlex = propertiesFor(v3, 'movie', (app) => isOtherMediaServer(app.name, 'Plex'));
  t.ok(names(onPlex).includes('Plex') && !names(onPlex).includes('Jellyfin') && !names(onPlex).includes('Emby'), `on Plex: ${names(onPlex).join(', ')}`);
  t.ok(names(propertiesFor(v3, 'movie', (app) => isOtherMediaServer(app.name, 'Jellyfin'))).includes('Jellyfin'), 'on Jellyfin, Jellyfin');
  t.notOk(isOtherMediaServer('Radarr', 'Plex'), 'other applications are no media server');
  t.notOk(isOtherMediaServer('Jellyfin', undefined), 'nothing is hidden while the server is unknown');
});

t.test('second values by type and comparison', async (t) => {
  const date = plex(v3, 'lastViewedAt');
  t.same(secondValueKindsFor(date, 5), ['days', 'date', 'property']);
  t.same(secondValueKindsFor(date, 7), ['days'], 'in the last: days only');
  t.same(secondValueKindsFor(date, 8), ['days']);
  t.same(secondValueKindsFor(plex(v3, 'viewCount'), 0), ['number', 'property']);
  t.same(secondValueKindsFor(plex(v3, 'fileVideoResolution'), 4), ['text', 'property']);
  t.same(secondValueKindsFor(plex(v3, 'seenBy'), 10), ['text', 'property']);
  t.same(secondValueKindsFor(plex(v3, 'seenBy'), 16), ['number'], 'a count compares with a number');
  t.same(secondValueKindsFor(plex(v3, 'isWatched'), 2), ['boolean', 'property']);
  t.same(secondValueKindsFor(date, 18), ['none']);
  t.same(secondValueKindsFor(plex(v3, 'seenBy'), 19), ['none']);
  t.equal(COMPARISON_LABELS[13], 'does not contain all of');
  t.equal(Object.keys(COMPARISON_LABELS).length, 20);
});

const rule = (propertyId: number, comparison: number | null, second: RuleDraft['second'], joiner: 'and' | 'or' = 'and'): RuleDraft => ({
  joiner,
  first: { appId: 0, propertyId },
  comparison,
  second,
});
const valid = (): RuleGroupDraft => ({
  ...newRuleGroupDraft({ id: '1', title: 'Movies', kind: 'movie' }),
  name: 'Old movies',
  sections: [{ joiner: 'and', rules: [rule(7, 5, { kind: 'days', input: '90' }), rule(5, 2, { kind: 'number', input: '0' }, 'or')] }],
});
const messagesOf = (draft: RuleGroupDraft, generation: 2 | 3 = 3) => validateRuleGroup(draft, generation === 3 ? v3 : v2, generation);
const withRule = (one: RuleDraft): RuleGroupDraft => ({ ...valid(), sections: [{ joiner: 'and', rules: [one] }] });

t.test('a valid draft has no messages; each problem has its message at its field', async (t) => {
  t.same(messagesOf(valid()), []);
  t.same(messagesOf(valid(), 2), []);
  t.same(messagesOf({ ...valid(), name: '  ' }), [{ path: 'name', message: 'Give the rule group a name.' }]);
  t.same(messagesOf({ ...valid(), libraryId: '' }), [{ path: 'libraryId', message: 'Choose a library.' }]);
  const days = 'Days must be a whole number from 0 to 36500.';
  for (const input of ['-5', '1.5', '36501', 'soon']) {
    t.same(messagesOf({ ...valid(), arrAction: 0, deleteAfterDays: input }), [{ path: 'deleteAfterDays', message: days }], `days ${input}`);
  }
  t.same(messagesOf({ ...valid(), arrAction: 0, deleteAfterDays: '36500' }), []);
  t.same(messagesOf({ ...valid(), arrAction: 4, deleteAfterDays: '-5' }), [], 'Do nothing ignores the days');
  t.same(messagesOf({ ...valid(), arrAction: 0, deleteAfterDays: '' }), [], 'empty days are not sent');
  for (const months of ['-1', '1201', '99999999999999999999']) {
    t.same(messagesOf({ ...valid(), keepLogsForMonths: months }), [{ path: 'keepLogsForMonths', message: 'Months must be a whole number from 0 to 1200.' }], `${months} months`);
  }
  t.same(messagesOf({ ...valid(), keepLogsForMonths: '1200' }), []);
  t.same(messagesOf({ ...valid(), sections: [{ joiner: 'and', rules: [] }] }), [{ path: 'sections', message: 'Add at least one rule.' }]);
  t.same(messagesOf({ ...valid(), useRules: false, sections: [] }), [], 'a manual group needs no rules');
  const at = 'sections.0.rules.0';
  t.same(messagesOf(withRule({ ...rule(7, 5, { kind: 'none' }), first: null, comparison: null })), [
    { path: `${at}.first`, message: 'Choose what to compare.' },
    { path: `${at}.comparison`, message: 'Choose how to compare.' },
  ]);
  t.same(messagesOf({ ...withRule(rule(5, 2, { kind: 'number', input: '0' })), kind: 'show', libraryId: '2' }), [
    { path: `${at}.first`, message: 'Times viewed does not apply to shows.' },
  ]);
  t.same(messagesOf(withRule(rule(7, 4, { kind: 'text', input: 'x' }))), [{ path: `${at}.comparison`, message: 'Last view date cannot be compared with "contains".' }]);
  t.same(messagesOf(withRule(rule(7, 18, { kind: 'none' }))), [], 'exists takes no second value (v3)');
  t.same(messagesOf(withRule(rule(7, 18, { kind: 'none' })), 2), [{ path: `${at}.comparison`, message: 'Last view date cannot be compared with "exists".' }], 'v2.21 has no exists');
  const second = (one: RuleDraft) => messagesOf(withRule(one)).map((entry) => `${entry.path} ${entry.message}`);
  t.same(second(rule(5, 0, { kind: 'number', input: 'many' })), [`${at}.second Enter a number.`]);
  for (const odd of ['0x10', '1e3', 'Infinity', '1 000', '-']) t.same(second(rule(5, 0, { kind: 'number', input: odd })), [`${at}.second Enter a number.`], `${odd} is not a number as written`);
  for (const plain of ['16', '-3', '2.5', '.5', '+4']) t.same(second(rule(5, 0, { kind: 'number', input: plain })), [], `${plain} is`);
  t.same(second(rule(5, 0, { kind: 'none' })), [`${at}.second Enter a number.`]);
  for (const input of ['-3', '1.5', '36501', '99999999999999999999']) t.same(second(rule(7, 7, { kind: 'days', input })), [`${at}.second Enter a whole number of days from 0 to 36500.`], `${input} days`);
  t.same(second(rule(7, 7, { kind: 'days', input: '36500' })), []);
  t.same(second(rule(7, 7, { kind: 'date', input: '2024-01-01' })), [`${at}.second Enter a whole number of days from 0 to 36500.`], 'in the last takes days, not a date');
  t.same(second(rule(7, 5, { kind: 'date', input: '0030-03-05' })), [`${at}.second Enter a date from the year 1800 on.`], 'a year typed with two digits');
  t.same(second(rule(7, 5, { kind: 'date', input: '1800-01-01' })), []);
  t.same(second(rule(7, 5, { kind: 'date', input: '2023-02-30' })), [`${at}.second Enter a date.`]);
  t.same(second(rule(7, 5, { kind: 'date', input: '2024-02-29' })), []);
  t.same(second(rule(8, 2, { kind: 'text', input: ' ' })), [`${at}.second Enter some text.`]);
  t.same(second(rule(7, 5, { kind: 'property', ref: null })), [`${at}.second Choose a property to compare with.`]);
  t.same(second(rule(7, 5, { kind: 'property', ref: { appId: 0, propertyId: 5 } })), [`${at}.second Last view date is a date; compare it with a date.`]);
  t.same(second(rule(7, 5, { kind: 'property', ref: { appId: 0, propertyId: 0 } })), []);
  t.same(second(rule(8, 2, { kind: 'list', input: 'a' })), [], 'a legacy text list still saves');
});

t.test("a library the media server no longer has is refused at the field, once the libraries are known", async (t) => {
  const gone = { ...valid(), libraryId: '99' };
  for (const generation of [2, 3] as const) {
    t.same(validateRuleGroup(gone, generation === 3 ? v3 : v2, generation, ['1', '2']), [
      { path: 'libraryId', message: 'This library is not on the media server any more: choose another.' },
    ], `v${generation}`);
    t.same(validateRuleGroup(valid(), generation === 3 ? v3 : v2, generation, ['1', '2']), [], `v${generation}: one it has passes`);
  }
  t.same(messagesOf(gone), [], 'with the libraries not loaded, the service judges');
});

t.test('using an existing collection needs its name', async (t) => {
  const message = [{ path: 'manualCollectionName', message: 'Name the existing collection to use.' }];
  t.same(messagesOf({ ...valid(), manualCollection: true, manualCollectionName: ' ' }), message);
  t.same(messagesOf({ ...valid(), manualCollection: true, manualCollectionName: ' ' }, 2), message, 'on v2.21 too');
  t.same(messagesOf({ ...valid(), manualCollection: true, manualCollectionName: 'Old films' }), []);
  t.same(messagesOf({ ...valid(), manualCollection: false, manualCollectionName: '' }), []);
});

t.test('v3.x: changing the quality profile needs the profile to change to', async (t) => {
  const message = [{ path: 'qualityProfileId', message: 'Choose the quality profile to change to.' }];
  t.same(messagesOf({ ...valid(), arrServerId: 1, arrAction: 5, qualityProfileId: null }), message);
  t.same(messagesOf({ ...valid(), arrServerId: 1, arrAction: 5, qualityProfileId: 4 }), []);
  t.same(messagesOf({ ...valid(), arrServerId: 1, arrAction: 0, qualityProfileId: null }), [], 'other actions need none');
});

t.test('a schedule (v3.x) must be cron as the service accepts it, when given', async (t) => {
  const message = [
    { path: 'schedule', message: "Not a schedule the service accepts: five fields in numbers, minute hour day month weekday (e.g. 0 3 * * *). Leave it empty to follow the Jobs tab's schedule." },
  ];
  t.same(messagesOf({ ...valid(), schedule: 'not a cron' }), message);
  t.same(messagesOf({ ...valid(), schedule: '0 0-23/8 * * *' }), []);
  t.same(messagesOf({ ...valid(), schedule: 'not a cron' }, 2), [], 'v2.21 has no schedule per group');
  for (const good of ['0 3 * * *', '*/15 * * * *', '0 0-23/8 * * *', '0 0 1 1,7 1-5', '5,35 * * * 0']) t.same(messagesOf({ ...valid(), schedule: good }), [], good);
  // What the service's validator refuses (POST /settings/cron/validate): seconds, names, '?', Sunday as 7.
  for (const bad of ['0 3 * *', '60 * * * *', '0 24 * * *', '0 0 0 * *', '30 0 3 * * 0', '0 0 1 JAN,JUL MON-FRI', '0 0 ? * *', '0 0 * * 7', '*/0 * * * *']) {
    t.same(messagesOf({ ...valid(), schedule: bad }), message, bad);
  }
});

t.test('rules read as sentences', async (t) => {
  t.equal(ruleSentence(rule(7, 5, { kind: 'days', input: '90' }), v3), 'Plex › Last view date › is before › 90 days ago');
  t.equal(ruleSentence(rule(5, 2, { kind: 'number', input: '0' }), v3), 'Plex › Times viewed › is › 0');
  t.equal(ruleSentence(rule(7, 7, { kind: 'days', input: '30' }), v3), 'Plex › Last view date › is in the last › 30 days');
  // The service counts days back from now for "is before" only; "is after", "is" and "is not" count ahead.
  t.equal(ruleSentence(rule(7, 6, { kind: 'days', input: '30' }), v3), 'Plex › Last view date › is after › 30 days from now');
  t.equal(ruleSentence(rule(7, 2, { kind: 'days', input: '1' }), v3), 'Plex › Last view date › is › 1 day from now');
  t.same([5, 6, 2, 3, 7, 8].map(daysInputLabel), ['Days ago', 'Days from now', 'Days from now', 'Days from now', 'Number of days', 'Number of days'], "the days input's label says the same");
  t.equal(ruleSentence(rule(7, 19, { kind: 'none' }), v3), 'Plex › Last view date › does not exist');
  t.equal(ruleSentence(rule(7, 6, { kind: 'property', ref: { appId: 0, propertyId: 0 } }), v3), 'Plex › Last view date › is after › Plex › Date added');
  const sections = [
    { joiner: 'and' as const, rules: [rule(7, 5, { kind: 'days', input: '90' }), rule(5, 2, { kind: 'number', input: '0' }, 'or')] },
    { joiner: 'and' as const, rules: [rule(0, 5, { kind: 'days', input: '30' })] },
  ];
  t.equal(
    groupSentence(sections, v3),
    '(Plex › Last view date › is before › 90 days ago OR Plex › Times viewed › is › 0) AND (Plex › Date added › is before › 30 days ago)',
  );
  t.equal(groupSentence([sections[1]], v3), 'Plex › Date added › is before › 30 days ago');
});

t.test('a rule not filled in yet reads with "…" for its missing parts, and an empty one says nothing', async (t) => {
  const empty = { ...rule(7, 5, { kind: 'none' }), first: null, comparison: null };
  t.equal(ruleSentence(empty, v3), '', 'nothing chosen: its fields say what to choose');
  t.equal(ruleSentence(rule(5, null, { kind: 'none' }), v3), 'Plex › Times viewed › …');
  t.equal(ruleSentence(rule(5, 2, { kind: 'number', input: ' ' }), v3), 'Plex › Times viewed › is › …');
  t.equal(ruleSentence(rule(7, 5, { kind: 'days', input: '' }), v3), 'Plex › Last view date › is before › … days ago');
  t.equal(groupSentence([{ joiner: 'and', rules: [empty] }], v3), '', 'a new group has no sentence yet');
  t.equal(
    groupSentence([{ joiner: 'and', rules: [rule(5, 2, { kind: 'number', input: '0' }), { ...empty, joiner: 'or' }] }], v3),
    'Plex › Times viewed › is › 0 OR (a rule still to fill in)',
  );
});

t.test('a rule that asks Radarr or Sonarr needs the group to have a server of it', async (t) => {
  const serverMessages = (draft: RuleGroupDraft) => messagesOf(draft).filter((entry) => entry.path === 'arrServerId').map((entry) => entry.message);
  const asking = (appId: number, fields: Partial<RuleGroupDraft>): RuleGroupDraft => ({ ...withRule({ ...rule(7, 5, { kind: 'days', input: '90' }), first: { appId, propertyId: 3 } }), ...fields });
  t.same(serverMessages(asking(1, {})), ['Some rules ask Radarr: choose a Radarr server for the group, or remove those rules.'], 'none chosen');
  t.same(serverMessages(asking(1, { arrServerId: 2 })), [], 'a Radarr server chosen');
  const show = { kind: 'show' as const, libraryId: '2' };
  t.same(serverMessages(asking(2, { ...show, arrServerId: 1, viaSportarr: true })), ['Some rules ask Sonarr: choose a Sonarr server for the group, or remove those rules.'], 'a Sportarr server is no Sonarr server');
  t.same(serverMessages(asking(2, { ...show, arrServerId: 1 })), [], 'a Sonarr server chosen');
  const asSecond = withRule(rule(7, 5, { kind: 'property', ref: { appId: 2, propertyId: 1 } }));
  t.same(serverMessages({ ...asSecond, ...show }), ['Some rules ask Sonarr: choose a Sonarr server for the group, or remove those rules.'], 'asked as the second value too');
  t.same(serverMessages({ ...asking(1, {}), useRules: false }), [], 'a group filled by hand sends no rules');
});

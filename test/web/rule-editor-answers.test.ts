// The rule editor reads the service's other answers as recorded: test verdicts of both generations,
// YAML bodies and answers (with the line a refusal names), the community listing offline, and save
// refusals placed at the field they are about.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { ApiError } from '../../web/src/lib/api-client.ts';
import {
  readCommunityListing,
  readDecodedRules,
  readMigratedRules,
  readTestVerdict,
  readYamlAnswer,
  skippedRulesOf,
  ruleEditorWire,
  yamlEncodeBody,
  YamlRejectedError,
} from '../../web/src/api/rule-editor.ts';
import { refusalOfAnswer, refusalOfError } from '../../web/src/api/rule-save-error.ts';
import type { RecordedFixture } from '../fixtures/recorded-contract.mjs';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as RecordedFixture;
const recordings = { 2: fixture('recorded-contract-with-media.json'), 3: fixture('recorded-contract-3.24.json') };
const recorded = (generation: 2 | 3, file: string) => {
  const entry = recordings[generation].recordings.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(`no recording named ${file}`);
  return entry as unknown as { request: { body: Record<string, unknown> }; status: number; body: unknown };
};
const storedDraft = (generation: 2 | 3) =>
  generation === 3
    ? ruleEditorWire(3).readGroup(recorded(3, 'GET_rules_1.json').body, '/rules/1', 1)!.draft
    : ruleEditorWire(2).readGroup(recorded(2, 'GET_rules.json').body, '/rules', 1)!.draft;

for (const generation of [2, 3] as const) {
  t.test(`test verdicts (v${generation})`, async (t) => {
    const matching = recorded(generation, 'POST_rules_test_movie_matches.json');
    t.same(ruleEditorWire(generation).testBody(1, '127'), matching.request.body, 'the recorded request body');
    const verdict = readTestVerdict(generation, matching.body, '127');
    t.equal(verdict.itemId, '127');
    t.equal(verdict.matches, true);
    t.equal(verdict.sections.length, 2);
    t.equal(verdict.sections[0].joiner, undefined, 'the first section joins nothing');
    t.equal(verdict.sections[1].joiner, 'and');
    t.same(
      { ...verdict.sections[0].rules[0], firstValue: undefined, secondValue: undefined },
      { joiner: undefined, firstName: 'Plex - Last view date', firstValue: undefined, secondName: 'custom_days', secondValue: undefined, comparison: 'before', held: true },
    );
    const missing = readTestVerdict(generation, recorded(generation, 'POST_rules_test_movie_not_matching.json').body, '102');
    t.equal(missing.matches, false);
    t.same(missing.sections.map((section) => section.held), [false, true]);
    t.same(missing.sections[0].rules.map((rule) => [rule.joiner, rule.comparison, rule.firstValue, rule.secondValue, rule.held]), [
      [undefined, 'before', '2026-10-16T03:40:59.000Z', missing.sections[0].rules[0].secondValue, false],
      ['or', 'equals', 2, 0, false],
    ]);
    const show = readTestVerdict(generation, recorded(generation, 'POST_rules_test_show.json').body, '223');
    t.equal(show.sections[0].rules[1].firstName, 'Plex - Amount of watched episodes');
    t.throws(() => readTestVerdict(generation, { code: 0, result: 'Invalid input' }, '1'), { message: 'Invalid input' });
  });

  t.test(`YAML bodies and answers (v${generation})`, async (t) => {
    const encode = recorded(generation, 'POST_rules_yaml_encode.json');
    const body = yamlEncodeBody(storedDraft(generation).sections, 'movie', generation);
    // The recording's `rules` string was written with spaces after separators; the service parses it.
    t.same(JSON.parse(body.rules), JSON.parse(encode.request.body.rules as string), 'the same RuleDtos');
    t.equal(body.mediaType, encode.request.body.mediaType);
    t.match(readYamlAnswer(encode.body, 'x'), /^mediaType: MOVIES\n/);
    const decode = recorded(generation, 'POST_rules_yaml_decode.json');
    t.equal(ruleEditorWire(generation).yamlMediaType('movie'), decode.request.body.mediaType);
    const decoded = readDecodedRules(readYamlAnswer(decode.body, 'x'), generation);
    t.equal(decoded.kind, 'movie');
    t.same(decoded.sections, storedDraft(generation).sections, 'decoded rules are the stored ones');
    t.equal(skippedRulesOf(decode.body), 0, generation === 3 ? 'the recorded answer counts no rule left out' : 'v2.21 does not count');
  });
}

t.test('rules the service left out of a decoded YAML are counted (v3.x answers `skipped`)', async (t) => {
  const recordedAnswer = recorded(3, 'POST_rules_yaml_decode.json').body as Record<string, unknown>;
  t.equal(skippedRulesOf({ ...recordedAnswer, skipped: 2 }), 2);
  for (const odd of [undefined, null, -1, 1.5, '2']) t.equal(skippedRulesOf({ ...recordedAnswer, skipped: odd }), 0, `${String(odd)} counts as none`);
  t.equal(skippedRulesOf(null), 0);
});

t.test('a refused YAML throws YamlRejectedError with the line it names', async (t) => {
  const refused = recorded(3, 'POST_rules_yaml_decode_invalid.json').body;
  const error = t.throws(() => readYamlAnswer(refused, 'fallback')) as YamlRejectedError;
  t.ok(error instanceof YamlRejectedError);
  t.equal(error.message, 'Validation failed - Please check your YAML structure.');
  t.equal(error.line, undefined, 'no line named, none given');
  t.equal(new YamlRejectedError('Nested mappings are not allowed in compact mappings at line 3, column 12').line, 3);
  t.equal(new YamlRejectedError('Unexpected end on line 14').line, 14);
  t.equal((t.throws(() => readYamlAnswer({ code: 0, result: 'Invalid input' }, 'f')) as Error).message, 'Invalid input');
});

t.test('community rules offline, on both', async (t) => {
  for (const generation of [2, 3] as const) {
    t.same(readCommunityListing(recorded(generation, 'GET_rules_community_offline.json').body), {
      reachable: false,
      message: 'The community rules service cannot be reached from Maintainerr.',
    });
  }
  const listing = readCommunityListing([
    { id: 5, name: 'Old', description: null, karma: 12, type: 'show', JsonRules: JSON.stringify([{ operator: null, firstVal: ['0', '13'], action: 5, section: 0, customVal: { ruleTypeId: 0, value: '86400' } }]) },
  ]);
  t.same(listing, {
    reachable: true,
    rules: [
      {
        id: 5,
        name: 'Old',
        description: '',
        karma: 12,
        uploadedBy: '',
        kind: 'show',
        rules: [{ operator: null, firstVal: [0, 13], action: 5, section: 0, customVal: { ruleTypeId: 0, value: '86400' } }],
      },
    ],
  });
});

t.test('a community rule imported on v3.24 is read from the migrate answer', async (t) => {
  const migrate = recorded(3, 'POST_rules_migrate.json');
  t.type(migrate.request.body.rules, 'string', 'the recorded request sends the rules as a JSON string');
  const imported = readMigratedRules(migrate.body);
  t.equal(imported.notCarriedOver, 0, '"Migrated 0 rules, skipped 0"');
  t.same(
    imported.sections.map((section) => section.rules.map((rule) => [rule.first, rule.comparison, rule.second])),
    [
      [
        [{ appId: 0, propertyId: 7 }, 5, { kind: 'days', input: '90' }],
        [{ appId: 0, propertyId: 5 }, 2, { kind: 'number', input: '0' }],
      ],
      [[{ appId: 0, propertyId: 0 }, 5, { kind: 'days', input: '30' }]],
    ],
    'two sections: last viewed before 90 days or never viewed; added before 30 days',
  );
  const carried = readMigratedRules({ ...(migrate.body as object), message: 'Migrated 1 rules, skipped 2' });
  t.equal(carried.notCarriedOver, 2, 'the rules the service could not carry over are counted');
  t.equal((t.throws(() => readMigratedRules({ status: 'NOK', code: 0, message: 'Invalid input' })) as Error).message, 'Invalid input');
  t.match((t.throws(() => readMigratedRules(null)) as Error).message, /could not carry these rules over/);
});

t.test('save refusals land at the field they are about', async (t) => {
  const draft = storedDraft(3);
  const refusal = (file: string) => {
    const answer = recorded(3, file);
    const error = new ApiError(answer.status, (answer.body as { message: string }).message, undefined, answer.body);
    return refusalOfError(error, answer.request.body, draft);
  };
  t.same(refusal('POST_rules_create_invalid_deleteAfterDays.json'), {
    status: 400,
    messages: [{ path: 'deleteAfterDays', message: 'Take action after days must be a whole number between 0 and 36500' }],
  });
  t.same(refusal('POST_rules_create_invalid_unknown_library.json').messages, [{ path: 'libraryId', message: 'Library 99 does not exist on the media server' }]);
  t.same(refusal('POST_rules_create_invalid_missing_operator.json').messages, [
    { path: 'sections.0.rules.1.joiner', message: 'Operator is required for every rule after the first' },
  ], 'the second rule went without an operator');
  const zod = new ApiError(400, 'Validation failed', undefined, {
    statusCode: 400,
    message: 'Validation failed',
    errors: [
      { code: 'too_small', path: ['collection', 'keepLogsForMonths'], message: 'Too small' },
      { code: 'custom', path: ['rules', 2, 'customVal'], message: 'Bad value' },
      { code: 'custom', path: ['ruleHandlerCronSchedule'], message: 'Bad cron' },
      { code: 'custom', path: ['somethingElse'], message: 'Other' },
    ],
  });
  t.same(refusalOfError(zod, {}, draft).messages, [
    { path: 'keepLogsForMonths', message: 'Too small' },
    { path: 'sections.1.rules.0.second', message: 'Bad value' },
    { path: 'schedule', message: 'Bad cron' },
    { path: '', message: 'Other' },
  ]);
  t.same(refusalOfError(new ApiError(500, 'Internal server error', undefined, { statusCode: 500, message: 'Internal server error' }), {}, draft).messages, [
    { path: '', message: 'Internal server error' },
  ]);
  t.equal(refusalOfAnswer(recorded(3, 'POST_rules_create_movies_group.json').body), undefined, 'a success is no refusal');
  t.equal(refusalOfAnswer(recorded(2, 'POST_rules_create_movies_group.json').body), undefined);
  t.same(refusalOfAnswer({ code: 0, result: 'Types don\'t match' })?.messages, [{ path: '', message: 'Types don\'t match' }]);
  const empty = refusalOfAnswer(recorded(2, 'POST_rules_create_unknown_library.json').body);
  t.equal(empty?.messages[0].path, 'libraryId', "v2.21's empty answer to an unknown library");
});

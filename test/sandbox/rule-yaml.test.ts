// Rule YAML in the sandbox: the recorded export text exactly, the same text the `yaml` package
// (the service's own writer; a dev dependency here) writes for other rule documents, a reader
// that agrees with it on the documents the export makes, and refusals for what it cannot read.
import t from 'tap';
import { parse, stringify } from 'yaml';
import { RULE_CONSTANTS } from '../../gateway/sandbox/fixtures/rule-constants.ts';
import { decodeRules, encodeRules } from '../../gateway/sandbox/rule-yaml.ts';
import { ruleDialectOf } from '../../gateway/sandbox/rule-verdicts.ts';
import { readYaml, writeYaml, type YamlValue } from '../../gateway/sandbox/yaml-text.ts';
import { recorded324 } from './support.ts';

const v2 = ruleDialectOf('2.21');
const v3 = ruleDialectOf('3.24');
const encodeRecording = recorded324('POST_rules_yaml_encode.json');
const recordedRules = JSON.parse((encodeRecording.request.body as { rules: string }).rules);
const recordedYaml = (encodeRecording.body as { result: string }).result;

t.test('the recorded rules export to the recorded text on both generations', async (t) => {
  t.equal(encodeRules(recordedRules, v3, { dataType: 1, keepNumericAnd: true }).yaml, recordedYaml);
  t.equal(encodeRules(recordedRules, v2, { dataType: 1, keepNumericAnd: false }).yaml, recordedYaml);
});

t.test('every kind of custom value and a property comparison write as the yaml package writes them', async (t) => {
  const rules = [
    { operator: null, firstVal: [0, 11], action: 4, customVal: { ruleTypeId: 4, value: 'Action' }, section: 0 },
    { operator: 1, firstVal: [0, 8], action: 2, customVal: { ruleTypeId: 2, value: '1080' }, section: 0 },
    { operator: 0, firstVal: [0, 30], action: 2, customVal: { ruleTypeId: 3, value: '1' }, section: 0 },
    { operator: 0, firstVal: [0, 2], action: 6, customVal: { ruleTypeId: 1, value: '2024-01-31' }, section: 1 },
    { operator: 1, firstVal: [0, 14], action: 2, lastVal: [0, 15], section: 1 },
    { operator: 0, firstVal: [0, 4], action: 10, customVal: { ruleTypeId: 4, value: 'Tom: the "cat" # 1' }, section: 2 },
    { operator: 1, firstVal: [0, 5], action: 0, customVal: { ruleTypeId: 0, value: '3' }, section: 2 },
  ];
  const { yaml, skipped } = encodeRules(rules as never, v3, { dataType: 2, keepNumericAnd: true });
  t.equal(skipped, 0);
  t.equal(yaml, stringify(parse(yaml)), 'the yaml package writes the same text for what it reads');
  t.match(yaml, /^mediaType: SHOWS\n/);
  t.match(yaml, /value: "true"/, 'a boolean custom value is the text "true"');
  t.match(yaml, /operator: AND/, 'v3.24 keeps a numeric AND');
  t.notMatch(encodeRules(rules as never, v2, { dataType: 2, keepNumericAnd: false }).yaml, /operator: AND/, 'v2.21 drops a numeric 0 operator');
});

t.test('a rule naming an unknown property is skipped and counted', async (t) => {
  const rules = [{ operator: null, firstVal: [0, 999], action: 2, customVal: { ruleTypeId: 0, value: '1' }, section: 0 }, recordedRules[1]];
  const { yaml, skipped } = encodeRules(rules, v3, { dataType: 1, keepNumericAnd: true });
  t.equal(skipped, 1);
  t.match(yaml, /Plex\.viewCount/);
});

t.test('the reader agrees with the yaml package on written documents and hand-written variants', async (t) => {
  const documents: YamlValue[] = [
    { mediaType: 'MOVIES', rules: [{ '0': [{ firstValue: 'Plex.addDate', action: 'BEFORE', customValue: { type: 'custom_days', value: '30' } }] }] },
    { a: [], b: {}, c: null, d: true, e: -1.5, f: 'text with spaces', g: '0x1F', h: "it's", list: ['x', 2, [3, 4], { k: 'v' }] },
  ];
  for (const document of documents) {
    const text = writeYaml(document);
    t.same(readYaml(text), parse(text), text);
    t.same(readYaml(text), document);
  }
  const handWritten = "# a comment\nmediaType: movies\nrules:\n- '0':\n  - firstValue: plex.ADDDATE   # trailing comment\n    action: before\n    customValue: {type: custom_days, value: 30}\n";
  t.throws(() => readYaml(handWritten), 'flow maps are refused, not guessed at');
  const blockOnly = "mediaType: movies\nrules:\n- '0':\n  - firstValue: plex.ADDDATE   # trailing comment\n    action: before\n    customValue:\n      type: CUSTOM_DAYS\n      value: 30\n";
  t.same(readYaml(blockOnly), parse(blockOnly), 'a list at its key\'s indentation, single quotes, comments');
});

t.test('decoding: case-insensitive names and types, custom days back to seconds, refusals by kind', async (t) => {
  const text = "mediaType: movies\nrules:\n- '0':\n  - firstValue: plex.ADDDATE\n    action: before\n    customValue:\n      type: CUSTOM_DAYS\n      value: 30\n  - operator: or\n    firstValue: Plex.genre\n    action: contains\n    customValue:\n      type: text\n      value: Action\n- '1':\n  - operator: AND\n    firstValue: Plex.watchlist_isWatchlisted\n    action: EQUALS\n    customValue:\n      type: BOOL\n      value: 'true'\n";
  const outcome = decodeRules(text, 1, v2, false);
  t.same(outcome, {
    kind: 'rules',
    dataType: 1,
    mediaTypeName: 'movies',
    skipped: 0,
    rules: [
      { operator: null, action: 5, section: 0, firstVal: [0, 0], customVal: { ruleTypeId: 0, value: '2592000' } },
      { operator: 1, action: 4, section: 0, firstVal: [0, 11], customVal: { ruleTypeId: 2, value: 'Action' } },
      { operator: 0, action: 2, section: 1, firstVal: [0, 30], customVal: { ruleTypeId: 3, value: '1' } },
    ],
  });
  t.same(decodeRules(text, 2, v2, false), { kind: 'incompatible' }, 'a movie document for a show group');
  t.same(decodeRules('mediaType: movie\nrules: [this is not valid', 1, v3, true), { kind: 'invalid' });
  t.same(decodeRules('- just\n- a list\n', 1, v3, true), { kind: 'invalid' });
  const textList = encodeRules([{ operator: null, firstVal: [0, 11], action: 4, customVal: { ruleTypeId: 4, value: 'Action' }, section: 0 }], v2, { dataType: 1, keepNumericAnd: false }).yaml;
  t.same(decodeRules(textList, 1, v2, false), { kind: 'unreadable' }, 'an exported "text list" value does not import, as on the service');
  const unknown = 'mediaType: MOVIES\nrules:\n  - "0":\n      - firstValue: Plex.noSuchThing\n        action: EQUALS\n        customValue:\n          type: number\n          value: 1\n';
  t.same(decodeRules(unknown, 1, v2, false), { kind: 'unreadable' }, 'v2.21 fails on an unknown property');
  t.match(decodeRules(unknown, 1, v3, true), { kind: 'rules', skipped: 1, rules: [] }, 'v3.24 skips it');
  t.equal(RULE_CONSTANTS.applications[0]!.name, 'Plex');
});

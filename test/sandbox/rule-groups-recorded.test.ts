// The recorded rule-group session replayed against the sandbox of each generation, in the order the
// real server saw it: creates (valid and refused), the update, the rule tests, the deletes and the
// YAML calls. Writes, refusals, deletes and YAML answers must equal the recording; rule tests name
// the same properties, actions and value kinds (the demo's items differ from the recorded ones);
// after each create the group is listed with the recorded rule rows.
//
// The demo starts with four groups and its own library, so recorded ids are translated: a
// recorded group id to the sandbox id of the group created in its place, recorded media ids to
// demo items of the same kind.
import { readFileSync } from 'node:fs';
import t, { type Test } from 'tap';
import type { RecordedEntry } from '../fixtures/recorded-contract.mjs';
import { shapeProblems } from './shape.ts';
import { call, removeDir, startTestSandbox } from './support.ts';

const fixture = (name: string) =>
  (JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as { recordings: RecordedEntry[] }).recordings;

/**
 * Recorded media ids and demo items of the same kind: a movie last watched months ago, one
 * watched in recent weeks, a show with watched episodes.
 */
const DEMO_MEDIA: Record<string, string> = { '127': '10208', '102': '10303', '223': '20268' };

interface Generation {
  version: '2.21' | '3.24';
  recordings: RecordedEntry[];
  /** The recorded session, in order; a create names the recorded id its group got. */
  steps: { file: string; createsRecordedId?: number }[];
  /** Where a group's rule rows are read. */
  rulesPath: (id: number) => string;
  rulesRecording: string;
}

const GENERATIONS: Generation[] = [
  {
    version: '2.21',
    recordings: fixture('recorded-contract-with-media.json'),
    steps: [
      { file: 'POST_rules_create_movies_group.json', createsRecordedId: 1 },
      { file: 'POST_rules_create_shows_group.json', createsRecordedId: 2 },
      { file: 'PUT_rules_update_movies_group.json' },
      { file: 'POST_rules_create_missing_operator.json', createsRecordedId: 3 },
      { file: 'POST_rules_create_unknown_library.json' },
      { file: 'DELETE_rules_broken_group.json' },
      { file: 'DELETE_rules_broken_group_again.json' },
      { file: 'POST_rules_yaml_decode.json' },
      { file: 'POST_rules_yaml_encode.json' },
      { file: 'POST_rules_test_show.json' },
      { file: 'POST_rules_test_movie_not_matching.json' },
      { file: 'POST_rules_test_movie_matches.json' },
      { file: 'POST_rules_create_720p_delete_group.json', createsRecordedId: 4 },
    ],
    rulesPath: (id) => `/api/rules/${id}`,
    rulesRecording: 'GET_rules_1.json',
  },
  {
    version: '3.24',
    recordings: fixture('recorded-contract-3.24.json'),
    steps: [
      { file: 'POST_rules_create_movies_group.json', createsRecordedId: 1 },
      { file: 'POST_rules_create_shows_group.json', createsRecordedId: 2 },
      { file: 'POST_rules_test_movie_not_matching.json' },
      { file: 'POST_rules_test_movie_matches.json' },
      { file: 'POST_rules_test_show.json' },
      { file: 'PUT_rules_update_movies_group.json' },
      { file: 'POST_rules_create_invalid_missing_operator.json' },
      { file: 'POST_rules_create_invalid_deleteAfterDays.json' },
      { file: 'POST_rules_create_temporary_group.json', createsRecordedId: 3 },
      { file: 'POST_rules_create_invalid_unknown_library.json' },
      { file: 'DELETE_rules_temporary_group.json' },
      { file: 'DELETE_rules_temporary_group_again.json' },
      { file: 'POST_rules_yaml_encode.json' },
      { file: 'POST_rules_yaml_decode_invalid.json' },
      { file: 'POST_rules_migrate.json' },
      { file: 'POST_rules_yaml_decode.json' },
      { file: 'POST_rules_create_720p_delete_group.json', createsRecordedId: 4 },
    ],
    rulesPath: (id) => `/api/rules/${id}/rules`,
    rulesRecording: 'GET_rules_1_rules.json',
  },
];

type Line = Record<string, unknown>;
const linesOf = (stats: unknown) => ((stats as { sectionResults: { ruleResults: Line[] }[] }).sectionResults ?? []).flatMap((section) => section.ruleResults);
const kind = (value: unknown) => (value === null ? 'null' : typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? 'date' : typeof value);

/** A rule test answer explains its item the way the recording does, line for line where both have one. */
function sameExplanation(t: Test, answer: unknown, recording: unknown, idKey: string) {
  const [stats] = (answer as { result: Record<string, unknown>[] }).result;
  const [recorded] = (recording as { result: Record<string, unknown>[] }).result;
  t.same(Object.keys(stats!), Object.keys(recorded!), 'the same keys, the item id first');
  t.equal(typeof stats![idKey], typeof recorded![idKey], `${idKey} is a ${typeof recorded![idKey]}`);
  for (const line of linesOf(stats)) {
    const twin = linesOf(recorded).find((candidate) => candidate.firstValueName === line.firstValueName);
    if (!twin) {
      t.fail(`a line for ${String(line.firstValueName)} the recording does not have`);
      continue;
    }
    t.same(
      [line.operator, line.action, line.secondValueName, kind(line.firstValue), kind(line.secondValue)],
      [twin.operator, twin.action, twin.secondValueName, kind(twin.firstValue), kind(twin.secondValue)],
      `${String(line.firstValueName)}: operator, action, names and value kinds`,
    );
  }
}

for (const generation of GENERATIONS) {
  t.test(`v${generation.version}: the recorded rule-group session`, async (t) => {
    const sandbox = await startTestSandbox({ apiVersion: generation.version });
    t.teardown(async () => {
      await sandbox.close();
      await removeDir(sandbox.dataDir);
    });
    const recording = (file: string): RecordedEntry => {
      const entry = generation.recordings.find((candidate) => candidate.file === file);
      if (!entry) throw new Error(`no recording ${file}`);
      return entry;
    };
    const groupIds = new Map<number, number>();
    const groups = async () => (await call(sandbox.url, 'GET', '/api/rules')).body as { id: number; name: string; collectionId: number; rules: { ruleJson: string }[] }[];
    const demoGroupId = (recordedId: unknown) => groupIds.get(Number(recordedId)) ?? -1;

    for (const step of generation.steps) {
      const entry = recording(step.file);
      await t.test(step.file, async (t) => {
        let path = entry.request.path.replace(/^\/api\/rules\/(\d+)$/, (_whole, id: string) => `/api/rules/${demoGroupId(id)}`);
        let body = entry.request.body as Record<string, unknown> | null;
        if (body && 'id' in body) body = { ...body, id: demoGroupId(body.id) };
        if (body && 'rulegroupId' in body) {
          const mediaId = DEMO_MEDIA[String(body.mediaId)]!;
          body = { ...body, rulegroupId: demoGroupId(body.rulegroupId), mediaId: typeof body.mediaId === 'number' ? Number(mediaId) : mediaId };
        }
        if (entry.request.method === 'DELETE') path = `/api/rules/${demoGroupId(entry.request.path.split('/').at(-1))}`;
        const before = await groups();
        const answer = await call(sandbox.url, entry.request.method, path, body ?? undefined);
        t.equal(answer.status, entry.status, 'status');
        t.equal(answer.contentType, entry.contentType, 'content type');
        if (path === '/api/rules/test') sameExplanation(t, answer.body, entry.body, generation.version === '3.24' ? 'mediaServerId' : 'plexId');
        else t.same(answer.body, entry.body, 'the recorded body');

        const after = await groups();
        if (step.createsRecordedId !== undefined) {
          const created = after.find((group) => !before.some((old) => old.id === group.id));
          t.ok(created, 'GET /api/rules lists the new group');
          t.equal(created?.name, (entry.request.body as { name: string }).name);
          if (created) groupIds.set(step.createsRecordedId, created.id);
          const collections = (await call(sandbox.url, 'GET', '/api/collections')).body as { id: number; title: string }[];
          t.equal(collections.find((collection) => collection.id === created?.collectionId)?.title, created?.name, 'its collection, titled after it');
        } else if (entry.request.method === 'POST' && entry.request.path === '/api/rules') {
          t.equal(after.length, before.length, 'a refused group is not stored');
        }
      });
    }

    await t.test('the created group\'s rule rows are the recorded ones, ruleJson as sent', async (t) => {
      const rows = (await call(sandbox.url, 'GET', generation.rulesPath(demoGroupId(1)))).body as Record<string, unknown>[];
      const recorded = recording(generation.rulesRecording).body as Record<string, unknown>[];
      t.same(rows.map((row) => [row.ruleJson, row.section, row.isActive]), recorded.map((row) => [row.ruleJson, row.section, row.isActive]));
      t.same(shapeProblems(recorded, rows), [], 'same keys and value types');
    });

    await t.test('the updated group answers in the recorded shape with the recorded changes', async (t) => {
      const group = (await call(sandbox.url, 'GET', `/api/rules/collection/${(await groups()).find((entry) => entry.id === demoGroupId(1))!.collectionId}`)).body as Record<string, unknown>;
      const file = generation.version === '3.24' ? 'GET_rules_1_after_update.json' : 'GET_rules_collection_1_after_update.json';
      const recorded = recording(file).body as Record<string, unknown> & { collection: Record<string, unknown> };
      t.equal(group.description, recorded.description);
      t.equal((group.collection as Record<string, unknown>).keepLogsForMonths, recorded.collection.keepLogsForMonths);
      if (generation.version === '2.21') t.same(shapeProblems(recorded, group), [], 'same keys and value types');
    });

    await t.test('the deleted group, its collection and its exclusions are gone', async (t) => {
      const deleted = demoGroupId(3);
      t.notOk((await groups()).some((group) => group.id === deleted));
      const collections = (await call(sandbox.url, 'GET', '/api/collections')).body as { title: string }[];
      t.notOk(collections.some((collection) => collection.title.startsWith('Broken group') || collection.title.startsWith('Temporary group')));
    });
  });
}

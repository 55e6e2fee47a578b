// The test runner's tally (test/tap-tally.mjs): the counts CI reads and the list of failures that
// ends a run, fed with TAP as tap prints it.
import t from 'tap';
// @ts-expect-error: plain JavaScript beside the runner, without type declarations
import { TapTally } from '../tap-tally.mjs';

function tallyOf(tap: string) {
  const tally = new TapTally();
  for (const line of tap.split('\n')) tally.line(line);
  return tally as { passed: number; failed: number; skipped: number; failures: { where: string; diagnostics: string[] }[]; failureReport(): string };
}

const NESTED_FAILURE = `TAP version 14
1..1
# Subtest: test/a.test.ts
    # Subtest: outer
        # Subtest: inner
            not ok 1 - one is two
              ---
              compare: ===
              diff: |
                -2
                +1
              ...
            
            ok 2 - should be equal
            1..2
        not ok 1 - inner # time=31.298ms
          ---
          at:
            lineNumber: 3
          ...
        
        1..1
    not ok 1 - outer # time=39.991ms
    ok 2 - skipped one # SKIP no ../shared here
    1..2
not ok 1 - test/a.test.ts # time=62.29ms
  ---
  exitCode: 1
  ...
`;

t.test('a failing point is listed with its file and subtests, and its diagnostics', async (t) => {
  const tally = tallyOf(NESTED_FAILURE);
  t.same([tally.passed, tally.failed, tally.skipped], [1, 1, 1], 'the subtests’ and the file’s summary points are not counted');
  t.same(tally.failures, [{ where: 'test/a.test.ts > outer > inner > one is two', diagnostics: ['compare: ===', 'diff: |', '  -2', '  +1'] }], 'listed once, not again for each subtest around it');
  const report = tally.failureReport();
  t.match(report, /^\nFailed \(1\):\n✗ test\/a\.test\.ts > outer > inner > one is two\n {4}compare: ===\n/);
});

t.test('a file that dies after its points passed is listed by its own point', async (t) => {
  const tally = tallyOf(`# Subtest: test/dies.test.ts
    # Subtest: fine
        ok 1 - should be ok
        1..1
    ok 1 - fine # time=2ms
    1..1
not ok 1 - test/dies.test.ts # time=30001ms
  ---
  exitCode: null
  signal: SIGTERM
  ...
# Subtest: test/next.test.ts
    ok 1 - fine
    1..1
ok 2 - test/next.test.ts
`);
  t.same([tally.passed, tally.failed], [2, 0], 'no point of its own failed');
  t.same(tally.failures, [{ where: 'test/dies.test.ts', diagnostics: ['exitCode: null', 'signal: SIGTERM'] }]);
});

t.test('a failure without diagnostics does not swallow the lines after it', async (t) => {
  const tally = tallyOf(`# Subtest: test/b.test.ts
    not ok 1 - bare
    # Subtest: later
        not ok 1 - second
          ---
          found: 2
          ...
        1..1
    not ok 2 - later
    1..2
not ok 1 - test/b.test.ts
`);
  t.same(tally.failures.map((failure) => failure.where), ['test/b.test.ts > bare', 'test/b.test.ts > later > second']);
  t.same(tally.failures[1]?.diagnostics, ['found: 2']);
});

t.test('long diagnostics are cut, and a clean run reports nothing', async (t) => {
  const stack = Array.from({ length: 100 }, (_, index) => `    frame ${index}`).join('\n');
  const tally = tallyOf(`# Subtest: test/c.test.ts\n    not ok 1 - deep\n      ---\n      stack: |\n${stack}\n      ...\n    1..1\nnot ok 1 - test/c.test.ts\n`);
  t.equal(tally.failures[0]?.diagnostics.length, 24);
  t.equal(tallyOf('# Subtest: test/d.test.ts\n    ok 1 - fine\n    1..1\nok 1 - test/d.test.ts\n').failureReport(), '');
});

t.test('a todo or skip that did not pass is no failure, and a YAML block under a passing point hides no sibling', async (t) => {
  const tally = tallyOf(`# Subtest: test/e.test.ts
    not ok 1 - not written yet # TODO later
      ---
      at:
        lineNumber: 9
      ...
    ok 2 - explained pass
      ---
      note: kept for the reader
      ...
    ok 3 - next sibling
    not ok 4 - absent tool # SKIP no chromium
    1..4
ok 1 - test/e.test.ts
`);
  t.same(tally.failures, [], 'nothing listed as failed');
  t.same([tally.passed, tally.failed, tally.skipped], [2, 0, 2], 'two passed (the one after the YAML block too), two skipped');
});

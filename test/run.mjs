// Runs every test with tap and ends with the plain summary line CI reads: "N passed, N failed".
// Extra arguments go to tap (e.g. `node test/run.mjs test/gateway`).
// Counts test points at every depth; a point that closes an indented subtest block is that
// subtest's summary, not a test of its own, so it is not counted.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const tapBin = new URL('../node_modules/.bin/tap', import.meta.url).pathname;
const child = spawn(tapBin, ['--reporter=tap', ...process.argv.slice(2)], { stdio: ['ignore', 'pipe', 'inherit'] });
const counts = { passed: 0, failed: 0, skipped: 0 };
let previousIndent = 0;

createInterface({ input: child.stdout }).on('line', (line) => {
  console.log(line);
  if (line.trim() === '') return;
  const indent = line.length - line.trimStart().length;
  const point = /^(not )?ok \d+/.exec(line.trimStart());
  if (point && indent >= previousIndent) {
    if (/#\s*(SKIP|TODO)\b/i.test(line)) counts.skipped += 1;
    else if (point[1]) counts.failed += 1;
    else counts.passed += 1;
  }
  previousIndent = indent;
});

child.on('close', (code) => {
  // A file that dies before reporting a failing point still failed.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  console.log(`\n${counts.passed} passed, ${counts.failed} failed${skipped}`);
  process.exit(code === 0 && counts.failed === 0 ? 0 : 1);
});

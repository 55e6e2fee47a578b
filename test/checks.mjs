// The checks `npm test` runs before the tests: the build (the browser tests load it), the type check
// and the lint. They are independent of each other, and tsc and ESLint each keep one core busy, so
// they run side by side; each one's output is printed whole when it ends, so their lines never mix.
// Exits non-zero, naming the check, when any of them fails.
import { spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const CHECKS = [
  { name: 'build', command: process.execPath, args: [new URL('../build.mjs', import.meta.url).pathname] },
  { name: 'tsc', command: bin('tsc'), args: ['--noEmit', '-p', '.'] },
  { name: 'eslint', command: bin('eslint'), args: ['web/src'] },
];

function run({ name, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
const failed = CHECKS.filter((_, index) => !results[index]).map((check) => check.name);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}

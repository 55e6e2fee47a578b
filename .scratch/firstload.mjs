import { readFileSync, readdirSync, statSync } from 'node:fs';
const dir = 'dist/web/assets';
const html = readFileSync('dist/web/index.html', 'utf8');
const named = [...html.matchAll(/assets\/([^"]+)/g)].map((m) => m[1]);
let total = 0;
for (const f of named) { const s = statSync(`${dir}/${f}.br`).size; total += s; console.log(f, (s/1024).toFixed(1)); }
console.log('html-named total br', (total/1024).toFixed(1));

import { build } from 'esbuild';
import { brotliCompressSync } from 'node:zlib';
const r = await build({ entryPoints: ['web/src/main.tsx'], bundle: true, minify: true, format: 'esm', write: false, metafile: true, outdir: '/tmp/an', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, loader: { '.svg': 'file' } });
const out = Object.values(r.metafile.outputs).find((o) => o.entryPoint);
const by = {};
for (const [file, { bytesInOutput }] of Object.entries(out.inputs)) {
  const key = file.startsWith('node_modules/') ? file.split('/').slice(1, file.split('/')[1].startsWith('@') ? 3 : 2).join('/') : file.split('/').slice(0, 3).join('/');
  by[key] = (by[key] ?? 0) + bytesInOutput;
}
console.log(Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1024).toFixed(1)} KB ${k}`).join('\n'));
for (const f of r.outputFiles) console.log(f.path, (f.contents.length/1024).toFixed(1), 'KB', (brotliCompressSync(f.contents).length/1024).toFixed(1), 'KB br');

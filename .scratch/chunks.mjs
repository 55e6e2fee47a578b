import { build } from 'esbuild';
import { brotliCompressSync } from 'node:zlib';
const r = await build({ entryPoints: { main: 'web/src/main.tsx' }, bundle: true, minify: true, splitting: true, format: 'esm', write: false, metafile: true, outdir: '/tmp/an2', entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, loader: { '.svg': 'file' } });
const files = Object.fromEntries(r.outputFiles.map((f) => [f.path.split('/').pop(), f.contents]));
for (const [f, o] of Object.entries(r.metafile.outputs)) {
  if (!f.endsWith('.js')) continue;
  const name = f.split('/').pop();
  const by = {};
  for (const [file, { bytesInOutput }] of Object.entries(o.inputs)) {
    const parts = file.split('/');
    const key = file.startsWith('node_modules/') ? parts.slice(1, parts[1].startsWith('@') ? 3 : 2).join('/') : parts.slice(0, 3).join('/');
    by[key] = (by[key] ?? 0) + bytesInOutput;
  }
  const br = brotliCompressSync(files[name]).length;
  console.log(name, (o.bytes/1024).toFixed(1), 'KB', (br/1024).toFixed(1), 'br', 'imports:', o.imports.map(i=>i.kind[0]+':'+i.path.split('/').pop()).join(' '));
  console.log('   ', Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,8).map(([k,v])=>`${k} ${(v/1024).toFixed(1)}`).join(' | '));
}

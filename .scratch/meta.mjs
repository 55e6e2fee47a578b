import { build } from 'esbuild';
const r = await build({ entryPoints: { main: 'web/src/main.tsx' }, bundle: true, minify: true, splitting: true, format: 'esm', write: false, metafile: true, outdir: '/tmp/an2', entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, loader: { '.svg': 'file' } });
for (const [f, o] of Object.entries(r.metafile.outputs)) if (f.endsWith('.css') || o.cssBundle) console.log(f, o.bytes, o.cssBundle ?? '', Object.keys(o.inputs).slice(0,4).join(','));

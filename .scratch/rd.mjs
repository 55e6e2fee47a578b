import { build } from 'esbuild';
import { brotliCompressSync } from 'node:zlib';
for (const [name, src, ext] of [
 ['react+react-dom', "import {createRoot} from 'react-dom/client'; import React from 'react'; console.log(createRoot, React)", []],
 ['swr', "import useSWR from 'swr'; import useSWRInfinite from 'swr/infinite'; console.log(useSWR, useSWRInfinite)", ['react']],
 ['rr-declarative', "import {BrowserRouter,Routes,Route,NavLink,Link,Navigate,Outlet,useLocation,useNavigate,useParams} from 'react-router-dom'; console.log(BrowserRouter,Routes,Route,NavLink,Link,Navigate,Outlet,useLocation,useNavigate,useParams)", ['react','react-dom']],
]) {
  const r = await build({ stdin: { contents: src, resolveDir: process.cwd() }, bundle: true, minify: true, format: 'esm', write: false, external: ext, define: { 'process.env.NODE_ENV': '"production"' } });
  const c = r.outputFiles[0].contents;
  console.log(name, (c.length/1024).toFixed(1), (brotliCompressSync(c).length/1024).toFixed(1));
}

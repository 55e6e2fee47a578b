import { build } from 'esbuild';
import { brotliCompressSync } from 'node:zlib';
for (const src of [
 "import {createBrowserRouter,RouterProvider,NavLink,Link,Navigate,Outlet,useLocation,useNavigate,useParams,useSearchParams,useRouteError} from 'react-router-dom'; console.log(createBrowserRouter,RouterProvider,NavLink,Link,Navigate,Outlet,useLocation,useNavigate,useParams,useSearchParams,useRouteError)",
 "import * as z from 'zod'; console.log(z.object({a:z.string().nullable(), b: z.array(z.number())}).safeParse({}))",
 "import * as z from 'zod/mini'; console.log(z.object({a:z.nullable(z.string()), b: z.array(z.number())}).safeParse({}))",
 "import {toast, ToastContainer} from 'react-toastify'; console.log(toast, ToastContainer)",
 "import {createRoot} from 'react-dom/client'; console.log(createRoot)",
]) {
  const r = await build({ stdin: { contents: src, resolveDir: process.cwd() }, bundle: true, minify: true, format: 'esm', write: false, external: ['react','react-dom'], define: { 'process.env.NODE_ENV': '"production"' } });
  const c = r.outputFiles[0].contents;
  console.log(src.slice(0,50), (c.length/1024).toFixed(1), (brotliCompressSync(c).length/1024).toFixed(1));
}
{
  const src = "import {createBrowserRouter,RouterProvider,NavLink,Link,Navigate,Outlet,useLocation,useNavigate,useParams,useSearchParams,useRouteError} from 'react-router-dom'; console.log(createBrowserRouter,RouterProvider,NavLink,Link,Navigate,Outlet,useLocation,useNavigate,useParams,useSearchParams,useRouteError)";
  const r = await build({ stdin: { contents: src, resolveDir: process.cwd() }, bundle: true, minify: true, format: 'esm', write: false, external: ['react','react-dom'], define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'react-router/dom': './node_modules/react-router/dist/production/dom-export.mjs', 'react-router': './node_modules/react-router/dist/production/index.mjs' } });
  const c = r.outputFiles[0].contents;
  console.log('prod alias', (c.length/1024).toFixed(1), (brotliCompressSync(c).length/1024).toFixed(1));
}

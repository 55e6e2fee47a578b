// Registers esbuild-hooks.mjs for the test processes (tap's node-arg in package.json). Registered
// after tap's own TypeScript loader (ts-node), these hooks run first and answer every .ts/.tsx file
// themselves. TEST_TS_LOADER=ts-node leaves the files to ts-node, as before.
import { register } from 'node:module';

if (process.env.TEST_TS_LOADER !== 'ts-node') register('./esbuild-hooks.mjs', import.meta.url);

// Registers esbuild-hooks.mjs for the test processes (tap's node-arg in package.json): they compile
// every .ts/.tsx file the tests import. tap runs without its own TypeScript plugin (package.json).
import { register } from 'node:module';

register('./esbuild-hooks.mjs', import.meta.url);

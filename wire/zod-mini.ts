// zod's tree-shakable functional API (zod/mini) for every schema the app's first load carries:
// classic zod attaches every method to every schema, which bundled ~100 KB minified into the app.
// Unlike classic `zod`, zod/mini sets no locale, so its issues would all read "Invalid input";
// English is registered here as classic does (only when no locale is set yet), so every message
// (e.g. "Too small: expected number to be >=1", which the log settings form shows as the service
// says it) reads the same. Import it as `import * as z from '<path>/wire/zod-mini.ts'`.
import { config, globalConfig } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

if (!globalConfig.localeError) config(en());

export * from 'zod/mini';

// zod's tree-shakable functional API (zod/mini) for every schema the app's first load carries:
// classic zod attaches every method to every schema, which bundled ~100 KB minified into the app.
// Unlike classic `zod`, zod/mini sets no locale, so its issues read "Invalid input" unless
// wire/zod-english.ts is imported (e.g. "Too small: expected number to be >=1", which the log
// settings form shows as the service says it). Import it as `import * as z from '<path>/wire/zod-mini.ts'`.
export * from 'zod/mini';

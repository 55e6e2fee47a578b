// Fastify compiles route schemas with ajv and fast-json-stringify, and loads both whenever an
// instance is created unless the instance is given compilers of its own. No route of the gateway or
// the sandbox has a schema (bodies are checked with zod where they are read), so both instances get
// these compilers, which refuse, and build.mjs leaves the two libraries out of the bundle: ~390 KB of
// source the running gateway had held in memory for nothing (docs/design-choices.md, "Memory").

function refuseToCompile(): never {
  throw new Error('Fastify route schemas are not compiled in this gateway (gateway/no-route-schemas.ts): check the request with zod where the route reads it');
}

/** For Fastify's `schemaController` option. */
export const NO_ROUTE_SCHEMAS = { compilersFactory: { buildValidator: refuseToCompile, buildSerializer: refuseToCompile } };

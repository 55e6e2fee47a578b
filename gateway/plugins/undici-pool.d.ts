// Types of undici's Pool module imported on its own (see plugins/proxy.ts): the same class the
// package's index exports.
declare module 'undici/lib/dispatcher/pool.js' {
  import type { Pool } from 'undici';
  const PoolClass: typeof Pool;
  export default PoolClass;
}

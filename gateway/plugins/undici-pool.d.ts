// Types of undici's Pool module imported on its own (see plugins/proxy.ts): the same class the
// package's index exports.
declare module 'undici/lib/dispatcher/pool.js' {
  import type { Pool } from 'undici';
  const PoolClass: typeof Pool;
  export default PoolClass;
}

// undici's adapter from a handler of the current interface (onRequestStart …) to the older one
// (onConnect, onHeaders …), which its mock pools still call; tests use it to hand the gateway a mock.
declare module 'undici/lib/handler/unwrap-handler.js' {
  import type { Dispatcher } from 'undici';
  const UnwrapHandler: { unwrap(handler: Dispatcher.DispatchHandler): Dispatcher.DispatchHandler };
  export default UnwrapHandler;
}

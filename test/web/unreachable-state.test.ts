import t from 'tap';
import { ApiError } from '../../web/src/lib/api-client.ts';
import { afterFailure, afterSuccess, createReachabilityStore } from '../../web/src/lib/reachability.ts';

const gatewayDown = new ApiError(502, 'The Maintainerr service at http://127.0.0.1:3001 is unreachable', 'GW_ERR_UPSTREAM_UNREACHABLE', null);

t.test('502, 503, 504 and no answer make the service unreachable; other errors do not', async (t) => {
  t.same(afterFailure(null, gatewayDown, '/rules'), { message: gatewayDown.message, method: 'GET', path: '/rules', status: 502 });
  t.same(afterFailure(null, gatewayDown, '/rules/execute', 'POST'), { message: gatewayDown.message, method: 'POST', path: '/rules/execute', status: 502 }, 'a write names its method');
  t.same(afterFailure(null, new ApiError(504, 'timeout', 'GW_ERR_UPSTREAM_TIMEOUT', null), '/x')?.status, 504);
  t.same(afterFailure(null, new ApiError(503, 'not configured', undefined, null), '/x')?.status, 503);
  t.same(afterFailure(null, new ApiError(0, 'Network error: Failed to fetch', 'NETWORK_ERROR', null), '/x')?.status, 0);
  t.equal(afterFailure(null, new ApiError(404, 'Cannot GET', undefined, null), '/x'), null);
  t.equal(afterFailure(null, new ApiError(500, 'Internal server error', undefined, null), '/x'), null);
  t.equal(afterFailure(null, new Error('bug in a screen'), '/x'), null);
  const down = afterFailure(null, gatewayDown, '/rules');
  t.equal(afterFailure(down, new ApiError(404, 'x', undefined, null), '/y'), down, 'a 404 elsewhere keeps the banner');
  t.equal(afterSuccess(down), null, 'any success makes it reachable again');
});

t.test('a failed write stays the call named: reads failing after it do not replace it', async (t) => {
  const write = afterFailure(null, gatewayDown, '/rules/execute', 'POST');
  t.equal(afterFailure(write, gatewayDown, '/app/status'), write, 'a refresh failing after the write');
  const later = afterFailure(write, gatewayDown, '/collections/handle', 'POST');
  t.same(later?.path, '/collections/handle', 'a later write is named instead');
  const read = afterFailure(null, gatewayDown, '/rules');
  t.same(afterFailure(read, gatewayDown, '/rules/execute', 'POST')?.path, '/rules/execute', 'a write failing after a read is named');
  t.same(afterFailure(read, gatewayDown, '/collections')?.path, '/collections', 'reads name the latest');
});

t.test('the store tells listeners when the state changes, not on repeats', async (t) => {
  const store = createReachabilityStore();
  let calls = 0;
  store.subscribe(() => calls++);
  store.reportFailure(gatewayDown, '/rules');
  store.reportFailure(gatewayDown, '/rules');
  t.equal(calls, 1);
  t.equal(store.getState()?.path, '/rules');
  store.reportSuccess();
  store.reportSuccess();
  t.equal(calls, 2);
  t.equal(store.getState(), null);
});

t.test('a call left waiting makes the service suspected of not answering, said once the status read confirms it', async (t) => {
  const store = createReachabilityStore();
  store.reportSlow('/rules/execute', 'POST');
  t.same(store.getState(), { message: 'It has not answered for over 10 s', method: 'POST', path: '/rules/execute', status: 0, waiting: true }, 'suspected');
  store.confirmWaiting();
  t.equal(store.getState()?.confirmed, true, 'confirmed: the status read got no answer either');
  store.reportSuccess();
  t.equal(store.getState(), null, 'any answer ends it');
  store.confirmWaiting();
  t.equal(store.getState(), null, 'a confirmation after the answer changes nothing');

  store.reportSlow('/rules', 'GET');
  store.reportFailure(gatewayDown, '/rules');
  t.same(store.getState(), { message: gatewayDown.message, method: 'GET', path: '/rules', status: 502 }, 'the gateway giving up turns it into unreachable');
  store.reportSlow('/collections', 'GET');
  store.confirmWaiting();
  t.same(store.getState(), { message: gatewayDown.message, method: 'GET', path: '/rules', status: 502 }, 'while unreachable, a waiting call changes nothing');

  store.reportSuccess();
  store.reportSlow('/rules', 'GET');
  store.reportFailure(new ApiError(404, 'Cannot GET', undefined, null), '/x');
  t.equal(store.getState(), null, 'a 4xx is an answer too');
});

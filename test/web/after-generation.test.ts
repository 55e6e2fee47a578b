// A read that needs the service's generation, as its screen sees it while the generation is unknown:
// loading while it is being found out; failed with its reason when that failed, and then the
// screen's Try again (the read's mutate) asks for the generation again, as the read itself has no
// key to ask with yet. Once the generation is known the read is left as it is.
import t from 'tap';
import { afterGeneration } from '../../web/src/api/generation.ts';

const read = { data: undefined, error: undefined, isLoading: false, mutate: async () => 'read' };
const retry = async () => 'generation';

t.test('known: the read as it is', async (t) => {
  t.equal(afterGeneration(read, { waiting: false, failure: undefined, retry }), read);
});

t.test('being found out: loading', async (t) => {
  const shown = afterGeneration(read, { waiting: true, failure: undefined, retry });
  t.equal(shown.isLoading, true);
  t.equal(shown.error, undefined);
  t.equal(await shown.mutate(), 'read');
});

t.test('failed: the failure, and Try again retries the generation', async (t) => {
  const failure = new Error('unreachable');
  const shown = afterGeneration(read, { waiting: false, failure, retry });
  t.equal(shown.isLoading, false, 'not loading for ever');
  t.equal(shown.error, failure);
  t.equal(await shown.mutate(), 'generation');
  const ownError = new Error('its own');
  t.equal(afterGeneration({ ...read, error: ownError }, { waiting: false, failure, retry }).error, ownError, "a read's own failure comes first");
});

// SANDBOX_MOVIES sets the size of the demo movie library (to try the app, or bench it, on a big
// library); the show library keeps its size.
import t from 'tap';
import { startGateway } from '../helpers/gateway.ts';

async function librarySizes(env: Record<string, string>) {
  const gateway = await startGateway(env);
  try {
    const libraries = (await (await fetch(`${gateway.url}/api/media-server/libraries`)).json()) as { id: string; type: string }[];
    const sizes: Record<string, number> = {};
    for (const library of libraries) {
      const page = await fetch(`${gateway.url}/api/media-server/library/${library.id}/content?page=1&limit=1&type=${library.type}`);
      sizes[library.type] = ((await page.json()) as { totalSize: number }).totalSize;
    }
    return sizes;
  } finally {
    await gateway.close();
  }
}

t.test('the demo movie library holds SANDBOX_MOVIES movies', async (t) => {
  const standard = await librarySizes({});
  t.equal(standard.movie, 1500, 'the default');
  const big = await librarySizes({ SANDBOX_MOVIES: '4321' });
  t.equal(big.movie, 4321);
  t.equal(big.show, standard.show, 'shows unchanged');
});

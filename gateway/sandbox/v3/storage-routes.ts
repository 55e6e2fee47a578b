// v3.24's /api/storage-metrics/library-sizes over the demo library: each library's size, the sum of
// its items' files (a show's, its episodes'), as recorded GET_storage-metrics_library-sizes answers
// {"generatedAt": …, "sizeBytesByLibrary": {"1": 565250388965, "2": 190934332766}}. What the media
// server dropped after a delete no longer counts. The rest of /api/storage-metrics (disk mounts of
// the *arr servers, cleanup totals) the app does not read, and the demo does not answer.
import type { FastifyInstance } from 'fastify';
import { sendJson } from '../wire.ts';
import type { V3Context } from './context.ts';
import { isSetupCompleteV3 } from './setup.ts';

export function registerV3StorageRoutes(app: FastifyInstance, { world, store }: V3Context): void {
  const { library } = world;
  app.get('/api/storage-metrics/library-sizes', (_request, reply) => {
    const sizeBytesByLibrary: Record<string, number> = {};
    // With no media server set up there is no library to size (not recorded; the demo says so by an empty map).
    if (isSetupCompleteV3(store.state.main, store.state.v3Settings)) {
      for (const section of library.sections) {
        sizeBytesByLibrary[section.key] = (library.itemsOf(section.key) ?? []).reduce((sum, item) => sum + library.bytesOf(item.ratingKey), 0);
      }
    }
    return sendJson(reply, { generatedAt: new Date().toISOString(), sizeBytesByLibrary });
  });
}

// v3.24's /api/storage-metrics/library-sizes over the demo library: each library's size, the sum of
// its items' files (a show's, its episodes'), as recorded GET_storage-metrics_library-sizes answers
// {"generatedAt": …, "sizeBytesByLibrary": {"1": 565250388965, "2": 190934332766}}. The real
// service counts by walking the media server and keeps the figures for a while; the demo counts
// afresh each time, so what it dropped after a delete no longer counts at once. Without a media
// server it refuses as the service's StorageMetricsService does: 503, with the message for no type
// chosen or for one not set up. The rest of /api/storage-metrics (disk mounts of the *arr servers,
// cleanup totals) the app does not read, and the demo does not answer.
import type { FastifyInstance } from 'fastify';
import { sendJson } from '../wire.ts';
import type { V3Context } from './context.ts';
import { sendNestError } from './nest-errors.ts';
import { isSetupCompleteV3, mediaServerTypeOf } from './setup.ts';

export function registerV3StorageRoutes(app: FastifyInstance, { world, store }: V3Context): void {
  const { library } = world;
  app.get('/api/storage-metrics/library-sizes', (_request, reply) => {
    if (mediaServerTypeOf(store.state.v3Settings) === null) return sendNestError(reply, 503, 'Configure a media server before computing library sizes.');
    if (!isSetupCompleteV3(store.state.main, store.state.v3Settings)) return sendNestError(reply, 503, 'Media server is not configured or reachable.');
    const sizeBytesByLibrary: Record<string, number> = {};
    for (const section of library.sections) {
      sizeBytesByLibrary[section.key] = (library.itemsOf(section.key) ?? []).reduce((sum, item) => sum + library.bytesOf(item.ratingKey), 0);
    }
    return sendJson(reply, { generatedAt: new Date().toISOString(), sizeBytesByLibrary });
  });
}

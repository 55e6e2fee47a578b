// Log settings, log files and the log stream (/api/logs/*).
import type { FastifyInstance } from 'fastify';
import { logSettingsSchema } from '../../../wire/v2/settings.ts';
import { LOG_STREAM_EVENT } from '../../../wire/v2/logs.ts';
import type { SharedContext } from '../context.ts';
import { LOG_REPLAY_LINES } from '../log-book.ts';
import { formatFrame } from '../sse.ts';
import { sendEmpty, sendHttpException, sendJson, sendValidationFailed } from '../wire.ts';

/** The real service's check on a requested log file name; unanchored there too, so a name merely containing one passes. */
const LOG_FILE_PATTERN = /maintainerr-\d{4}-\d{2}-\d{2}\.log(\.gz)?/;

/** Registers /api/logs/settings, /api/logs/files[/:file] and /api/logs/stream. */
export function registerLogRoutes(app: FastifyInstance, context: SharedContext): void {
  const { store, log, logStream } = context;

  app.get('/api/logs/settings', (_request, reply) => sendJson(reply, store.state.logs));

  app.post('/api/logs/settings', async (request, reply) => {
    const parsed = logSettingsSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    const { level, max_size, max_files } = parsed.data;
    store.state.logs = { level, max_size, max_files };
    await store.save();
    log.info(`Log settings updated: level ${level}, max size ${max_size} MB, ${max_files} backups`);
    // The real handler returns nothing: 201 with an empty body.
    return sendEmpty(reply, 201);
  });

  app.get('/api/logs/files', (_request, reply) =>
    sendJson(reply, [{ name: log.fileName(), size: Buffer.byteLength(log.fileText()) }]),
  );

  app.get<{ Params: { file: string } }>('/api/logs/files/:file', (request, reply) => {
    const { file } = request.params;
    if (!LOG_FILE_PATTERN.test(file)) return sendHttpException(reply, 400, 'Invalid file');
    if (file !== log.fileName()) return sendHttpException(reply, 404, 'File not found');
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(log.fileText());
  });

  app.get('/api/logs/stream', (_request, reply) =>
    logStream.attach(reply, log.recent(LOG_REPLAY_LINES).map((line) => formatFrame(LOG_STREAM_EVENT, line))),
  );
}

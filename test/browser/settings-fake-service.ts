// A small stand-in for the Maintainerr service's settings and logs endpoints, answering with the
// recorded shapes (shared/contract/recorded), for the settings browser tests while the sandbox is
// being built. Records every request; every write adds a line to the log stream.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { logSettingsSchema, serviceSettingsSchema, type MainSettings } from '../../web/src/contracts/settings.ts';

export interface FakeService {
  url: string;
  requests: { method: string; path: string; body: unknown }[];
  main: MainSettings;
  services: Record<string, { url: string | null; api_key: string | null }>;
  logs: { level: string; max_size: number; max_files: number };
  /** Writes a line to every open log stream. */
  log(message: string): void;
  close(): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
function text(response: ServerResponse, body: string) {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}
const ok = { status: 'OK', code: 1, message: 'Success' };

function validationFailed(response: ServerResponse, issues: { code: string; path: PropertyKey[]; message: string }[]) {
  json(response, 400, { statusCode: 400, message: 'Validation failed', errors: issues.map((i) => ({ ...i, path: i.path.map(String) })) });
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString();
  return raw ? JSON.parse(raw) : undefined;
}

export async function startFakeService(): Promise<FakeService> {
  const streams = new Set<ServerResponse>();
  const fake: Omit<FakeService, 'url' | 'close'> = {
    requests: [],
    main: {
      id: 1, clientId: 'c0ffee', applicationTitle: 'Maintainerr', applicationUrl: 'localhost', apikey: 'a2V5',
      locale: 'en', cacheImages: 1, plex_name: 'Demo', plex_hostname: 'plex.local', plex_port: 32400, plex_ssl: 0,
      plex_auth_token: 'token', overseerr_url: null, overseerr_api_key: null, tautulli_url: null, tautulli_api_key: null,
      jellyseerr_url: null, jellyseerr_api_key: null, collection_handler_job_cron: '0 0-23/12 * * *',
      rules_handler_job_cron: '0 0-23/8 * * *',
    },
    services: { overseerr: { url: null, api_key: null }, jellyseerr: { url: null, api_key: null }, tautulli: { url: null, api_key: null } },
    logs: { level: 'info', max_size: 20, max_files: 7 },
    log(message) {
      const frame = `event: log\ndata: ${JSON.stringify({ date: new Date().toISOString(), level: 'INFO', message })}\n\n`;
      for (const stream of streams) stream.write(frame);
    },
  };

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const method = request.method ?? 'GET';
    const body = method === 'GET' ? undefined : await readBody(request);
    fake.requests.push({ method, path, body });
    if (method !== 'GET') fake.log(`${method} ${path} handled`);
    const service = /^\/api\/settings\/(overseerr|jellyseerr|tautulli)$/.exec(path)?.[1];
    const tested = /^\/api\/settings\/test\/(overseerr|jellyseerr|tautulli)$/.exec(path)?.[1];

    if (path === '/api/logs/stream' || path === '/api/events/stream') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      response.write('\n');
      if (path === '/api/logs/stream') {
        streams.add(response);
        response.write(`event: log\ndata: ${JSON.stringify({ date: null, level: 'DEBUG', message: 'replayed line' })}\n\n`);
      }
      request.on('close', () => streams.delete(response));
      return;
    }
    if (path === '/api/settings' && method === 'GET') return json(response, 200, fake.main);
    if (path === '/api/settings' && method === 'POST') {
      const changes = body as Partial<MainSettings>;
      if (!changes.collection_handler_job_cron || !changes.rules_handler_job_cron) {
        return json(response, 201, { status: 'NOK', code: 0, message: 'Update failed, invalid CRON value was found' });
      }
      fake.main = { ...fake.main, ...changes };
      return json(response, 201, ok);
    }
    if (path === '/api/settings/test/setup') return text(response, 'true');
    if (path === '/api/settings/test/plex') return json(response, 200, { status: 'OK', code: 1, message: '1.41.3' });
    if (path === '/api/settings/api/generate') return text(response, 'bmV3a2V5');
    if (service && method === 'GET') return json(response, 200, fake.services[service]);
    if (service && method === 'DELETE') {
      fake.services[service] = { url: null, api_key: null };
      return json(response, 200, ok);
    }
    if ((service && method === 'POST') || tested) {
      const parsed = serviceSettingsSchema.safeParse(body);
      if (!parsed.success) return validationFailed(response, parsed.error.issues);
      if (tested) return json(response, 201, { status: 'NOK', code: 0, message: `Failure: connect ECONNREFUSED ${parsed.data.url}` });
      fake.services[service!] = parsed.data;
      return json(response, 201, ok);
    }
    if (path === '/api/logs/settings' && method === 'GET') return json(response, 200, fake.logs);
    if (path === '/api/logs/settings' && method === 'POST') {
      const parsed = logSettingsSchema.safeParse(body);
      if (!parsed.success) return validationFailed(response, parsed.error.issues);
      fake.logs = parsed.data;
      return response.writeHead(201).end();
    }
    if (path === '/api/logs/files') return json(response, 200, [{ name: 'maintainerr-2026-11-21.log', size: 19580 }]);
    if (path === '/api/app/status') return text(response, '{"status":1,"version":"2.21.0","commitTag":"local","updateAvailable":false}');
    if (path === '/api/app/timezone') return text(response, 'Europe/Brussels');
    if (path === '/api/rules/count') return text(response, '3');
    if (path === '/api/collections/media/count') return text(response, '12');
    if (path.startsWith('/api/tasks/')) return json(response, 200, { time: new Date().toISOString(), running: false, runningSince: null });
    json(response, 404, { message: `Cannot ${method} ${path}`, error: 'Not Found', statusCode: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const state = fake as FakeService;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const stream of streams) stream.end();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

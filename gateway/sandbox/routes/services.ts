// Overseerr, Jellyseerr and Tautulli settings (/api/settings/<service>): GET, POST, DELETE and POST test, the
// only settings writes the real service validates with zod (400 `Validation failed` + issues).
//
// Nothing outside the sandbox is ever contacted. A connection test succeeds, with a plausible
// version, when the URL's host is a demo host (`<service>.demo`, e.g. http://overseerr.demo:5055)
// and an API key is given; any other host fails like an unreachable server does.
import type { FastifyInstance } from 'fastify';
import type { MainSettings, ServiceKey } from '../../../wire/v2/settings.ts';
import { SERVICE_KEYS, serviceSettingsSchema } from '../../../wire/v2/settings.ts';
import type { SandboxContext } from '../context.ts';
import { basicResponse, connectionError, sendJson, sendValidationFailed } from '../wire.ts';

/** Versions the demo services report on a successful test. */
const DEMO_VERSIONS: Record<ServiceKey, string> = { overseerr: '1.33.2', jellyseerr: '2.5.2', tautulli: 'v2.15.1' };
const LABELS: Record<ServiceKey, string> = { overseerr: 'Overseerr', jellyseerr: 'Jellyseerr', tautulli: 'Tautulli' };

/** The demo host a service's test succeeds against, e.g. overseerr.demo. */
export function demoServiceHost(service: ServiceKey): string {
  return `${service}.demo`;
}

/** Registers the settings endpoints of the three services. */
export function registerServiceRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { store, log } = context;
  for (const service of SERVICE_KEYS) {
    const urlKey = `${service}_url` as keyof MainSettings;
    const apiKeyKey = `${service}_api_key` as keyof MainSettings;

    app.get(`/api/settings/${service}`, (_request, reply) =>
      sendJson(reply, { api_key: store.state.main[apiKeyKey], url: store.state.main[urlKey] }),
    );

    app.post(`/api/settings/${service}`, async (request, reply) => {
      const parsed = serviceSettingsSchema.safeParse(request.body);
      if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
      store.state.main = { ...store.state.main, [urlKey]: parsed.data.url, [apiKeyKey]: parsed.data.api_key };
      await store.save();
      log.info(`${LABELS[service]} settings updated`);
      return sendJson(reply, basicResponse(true, 'Success'), 201);
    });

    app.delete(`/api/settings/${service}`, async (_request, reply) => {
      store.state.main = { ...store.state.main, [urlKey]: null, [apiKeyKey]: null };
      await store.save();
      log.info(`${LABELS[service]} settings removed`);
      return sendJson(reply, basicResponse(true, 'Success'));
    });

    app.post(`/api/settings/test/${service}`, (request, reply) => {
      const parsed = serviceSettingsSchema.safeParse(request.body);
      if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
      const result = testConnection(service, parsed.data.url, parsed.data.api_key);
      log.info(`${LABELS[service]} connection test: ${result.message}`);
      return sendJson(reply, result, 201);
    });
  }
}

/** What the real test answers for a URL, as if the demo hosts were the only reachable ones. */
function testConnection(service: ServiceKey, url: string, apiKey: string) {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return basicResponse(false, `Failure: Invalid URL`);
  }
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  if (target.hostname !== demoServiceHost(service)) return basicResponse(false, `Failure: ${connectionError(target.hostname, port)}`);
  if (apiKey === '') return basicResponse(false, service === 'tautulli' ? 'Invalid apikey' : 'Invalid API key');
  return basicResponse(true, DEMO_VERSIONS[service]);
}

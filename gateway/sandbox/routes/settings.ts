// Main settings, setup check and Plex authentication (/api/settings, /api/settings/test/*,
// /api/settings/plex/*).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MainSettings } from '../../../wire/v2/settings.ts';
import type { SandboxContext } from '../context.ts';
import { isValidCron } from '../../../wire/cron.ts';
import { DEMO_PLEX, fieldProblem, isSetupComplete, MAIN_SETTINGS_FIELDS, type MainSettingsKey } from '../main-settings.ts';
import { basicResponse, isRecord, sendJson, sendText } from '../wire.ts';
import { SANDBOX_VERSION } from './app.ts';

/** The Plex server version the demo's Plex reports. */
export const DEMO_PLEX_VERSION = '1.41.3.9314-a0bfb8370';

/** Fields a POST may change; the row id and clientId are the server's own. */
const WRITABLE_FIELDS = Object.keys(MAIN_SETTINGS_FIELDS).filter((key) => key !== 'id' && key !== 'clientId') as MainSettingsKey[];

/** Registers /api/settings, /api/settings/test/{setup,plex}, /api/settings/plex/* and helpers. */
export function registerSettingsRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { store, log } = context;
  const main = () => store.state.main;

  app.get('/api/settings', (_request, reply) => sendJson(reply, main()));

  app.post('/api/settings', async (request, reply) => {
    const body = request.body;
    // Both schedules must be present and valid, or nothing is saved, as on the real service.
    if (!isRecord(body) || !isValidCron(body.collection_handler_job_cron) || !isValidCron(body.rules_handler_job_cron)) {
      return sendJson(reply, basicResponse(false, 'Update failed, invalid CRON value was found'), 201);
    }
    const next = applySettingsBody(main(), body);
    if (!next) return sendJson(reply, basicResponse(false, 'Failure'), 201);
    store.state.main = next;
    await store.save();
    log.info('Settings updated');
    return sendJson(reply, basicResponse(true, 'Success'), 201);
  });

  app.get('/api/settings/test/setup', (_request, reply) => sendText(reply, isSetupComplete(main())));
  app.get('/api/settings/test/plex', (_request, reply) =>
    sendJson(reply, isSetupComplete(main()) ? basicResponse(true, DEMO_PLEX_VERSION) : basicResponse(false, 'Failure')),
  );

  app.post('/api/settings/plex/token', async (request, reply) => {
    const token = isRecord(request.body) ? request.body.plex_auth_token : undefined;
    if (typeof token !== 'string' || token.trim() === '') return sendJson(reply, basicResponse(false, 'Failed'), 201);
    store.state.main = { ...main(), plex_auth_token: token.trim() };
    await store.save();
    log.info('Plex authentication token saved');
    return sendJson(reply, basicResponse(true, 'Success'), 201);
  });
  app.delete('/api/settings/plex/auth', async (_request, reply) => {
    store.state.main = { ...main(), plex_auth_token: null };
    await store.save();
    log.info('Plex authentication removed');
    return sendJson(reply, basicResponse(true, 'Success'));
  });
  app.get('/api/settings/plex/devices/servers', (_request, reply) =>
    sendJson(reply, main().plex_auth_token ? [demoPlexDevice(main().plex_auth_token!)] : []),
  );

  app.get('/api/settings/version', (_request, reply) => sendText(reply, SANDBOX_VERSION));
  app.get('/api/settings/api/generate', (_request, reply) => sendText(reply, randomBytes(48).toString('base64')));
  app.post('/api/settings/cron/validate', (request, reply) => {
    const schedule = isRecord(request.body) ? request.body.schedule : undefined;
    return sendJson(reply, isValidCron(schedule) ? basicResponse(true, 'Success') : basicResponse(false, 'Failure'), 201);
  });
}

/**
 * The settings after a POST body, with the real service's rewrites: submitted
 * hostnames and URLs lower-cased (not jellyseerr_url), plex_ssl derived from an https:// hostname or port 443,
 * and the scheme stripped from plex_hostname. Undefined when a field has the wrong type.
 */
function applySettingsBody(current: MainSettings, body: Record<string, unknown>): MainSettings | undefined {
  const next: Record<string, unknown> = { ...current };
  for (const key of WRITABLE_FIELDS) {
    if (!(key in body)) continue;
    if (fieldProblem(key, body[key]) !== undefined) return undefined;
    next[key] = body[key];
  }
  // Only what the body carries is rewritten: the service lower-cases its DTO, then saves it over the row.
  for (const key of ['plex_hostname', 'overseerr_url', 'tautulli_url']) {
    if (key in body && typeof next[key] === 'string') next[key] = (next[key] as string).toLowerCase();
  }
  // Derived from the submitted (lower-cased) hostname and port only, so a body without them resets it.
  const hostname = typeof body.plex_hostname === 'string' ? body.plex_hostname.toLowerCase() : '';
  next.plex_ssl = hostname.includes('https://') || body.plex_port === 443 ? 1 : 0;
  if (typeof next.plex_hostname === 'string') next.plex_hostname = next.plex_hostname.replace(/https?:\/\//, '');
  return next as unknown as MainSettings;
}

/** The demo server's remote address in Plex's plex.direct form (a documentation IP, RFC 5737). */
const DEMO_PLEX_DIRECT_HOST = '203-0-113-10.sandbox0demo0plex0server.plex.direct';

function demoPlexDevice(accessToken: string) {
  return {
    name: DEMO_PLEX.plex_name,
    product: 'Plex Media Server',
    productVersion: DEMO_PLEX_VERSION,
    platform: 'Linux',
    platformVersion: '6.1.0',
    device: 'PC',
    clientIdentifier: 'sandbox0demo0plex0server0000000000000001',
    createdAt: '2022-11-01T00:00:00Z',
    lastSeenAt: new Date().toISOString(),
    provides: ['server'],
    owned: true,
    accessToken,
    publicAddress: '203.0.113.10',
    httpsRequired: false,
    synced: false,
    relay: true,
    dnsRebindingProtection: false,
    natLoopbackSupported: false,
    publicAddressMatches: true,
    presence: true,
    // A local connection and a remote plex.direct one, as a real server reports them.
    connection: [
      { protocol: 'http', address: DEMO_PLEX.plex_hostname, port: DEMO_PLEX.plex_port, uri: `http://${DEMO_PLEX.plex_hostname}:${DEMO_PLEX.plex_port}`, local: true, status: 200, message: 'OK' },
      { protocol: 'https', address: DEMO_PLEX_DIRECT_HOST, port: 32443, uri: `https://${DEMO_PLEX_DIRECT_HOST}:32443`, local: false, status: 200, message: 'OK' },
    ],
  };
}

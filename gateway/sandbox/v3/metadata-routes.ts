// v3.24's metadata providers, TMDB and TVDB: their keys (GET, POST, DELETE and the test), the
// primary source, and the refresh of a provider's cache. Bodies are checked as the service's zod
// pipes check them (an API key, one of the two preferences).
//
// Nothing outside the sandbox is ever contacted: a provider answers only the demo key `demo`, and
// any other key fails as the offline server's did (recorded POST_settings_test_tmdb_offline). As in
// the service, a save tests the key first; a refresh tests the stored key (TMDB without one uses the
// service's built-in shared key, which this offline demo cannot reach either).
import '../../../wire/zod-english.ts';
import type { FastifyInstance } from 'fastify';
import * as z from '../../../wire/zod-mini.ts';
import {
  METADATA_PROVIDER_NAMES,
  METADATA_PROVIDERS,
  metadataKeyFormSchema,
  metadataPreferenceSchema,
  type MetadataProvider,
} from '../../../wire/v3/metadata-settings.ts';
import { basicResponse, sendJson, sendValidationFailed } from '../wire.ts';
import type { V3Context } from './context.ts';
import { sendNestError } from './nest-errors.ts';
import { UNREACHABLE } from './settings-routes.ts';
import { saveV3Settings } from './settings.ts';

/** The one key the demo's providers accept. */
export const DEMO_METADATA_KEY = 'demo';

/** The body of a key's test and save, checked as the service checks it (the form's rule is the service's). */
const keyBody = z.object({ api_key: metadataKeyFormSchema.shape.api_key });

function testKey(provider: MetadataProvider, key: string | null | undefined) {
  if (!key) return provider === 'tmdb' ? basicResponse(false, UNREACHABLE) : basicResponse(false, `No ${METADATA_PROVIDER_NAMES[provider]} API key configured`);
  return key === DEMO_METADATA_KEY ? basicResponse(true, 'Success') : basicResponse(false, UNREACHABLE);
}

export function registerV3MetadataRoutes(app: FastifyInstance, context: V3Context): void {
  const { store, log } = context;
  const stored = () => store.state.v3Settings;
  const update = (changes: Record<string, unknown>, message: string) => saveV3Settings(context, changes, message);

  for (const provider of METADATA_PROVIDERS) {
    const column = `${provider}_api_key`;
    const name = METADATA_PROVIDER_NAMES[provider];
    app.get(`/api/settings/${provider}`, (_request, reply) => sendJson(reply, { api_key: (stored()[column] as string | null | undefined) ?? '' }));
    app.post(`/api/settings/test/${provider}`, (request, reply) => {
      const parsed = keyBody.safeParse(request.body);
      if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
      return sendJson(reply, testKey(provider, parsed.data.api_key), 201);
    });
    app.post(`/api/settings/${provider}`, async (request, reply) => {
      const parsed = keyBody.safeParse(request.body);
      if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
      const tested = testKey(provider, parsed.data.api_key);
      if (tested.code !== 1) return sendJson(reply, tested, 201);
      await update({ [column]: parsed.data.api_key }, `${name} settings updated`);
      return sendJson(reply, basicResponse(true, 'Success'), 201);
    });
    app.delete(`/api/settings/${provider}`, async (_request, reply) => {
      await update({ [column]: null }, `${name} settings removed`);
      return sendJson(reply, basicResponse(true, 'Success'));
    });
  }

  app.get('/api/settings/metadata-provider', (_request, reply) => {
    const parsed = metadataPreferenceSchema.safeParse({ preference: stored().metadata_provider_preference });
    return sendJson(reply, { preference: parsed.success ? parsed.data.preference : 'tmdb_primary' });
  });
  app.post('/api/settings/metadata-provider', async (request, reply) => {
    const parsed = metadataPreferenceSchema.safeParse(request.body);
    if (!parsed.success) return sendValidationFailed(reply, parsed.error.issues);
    await update({ metadata_provider_preference: parsed.data.preference }, `Metadata provider preference set to ${parsed.data.preference}`);
    return sendJson(reply, basicResponse(true, 'Success'), 201);
  });

  app.post<{ Params: { provider: string } }>('/api/settings/metadata/refresh/:provider', (request, reply) => {
    const provider = METADATA_PROVIDERS.find((known) => known === request.params.provider);
    // Nest's ParseEnumPipe on the provider.
    if (!provider) return sendNestError(reply, 400, 'Validation failed (enum string is expected)');
    const connection = testKey(provider, stored()[`${provider}_api_key`] as string | null | undefined);
    if (connection.code !== 1) return sendJson(reply, connection, 201);
    // The service empties the cache and has the media server read the collections' items again in
    // the background; the demo has no cache and its items never change, so it is done at once.
    log.info(`${METADATA_PROVIDER_NAMES[provider]} metadata cache cleared`);
    return sendJson(reply, basicResponse(true, `${METADATA_PROVIDER_NAMES[provider]} metadata refresh started`), 201);
  });
}

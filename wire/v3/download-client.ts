// v3.x's download client, qBittorrent: when Radarr or Sonarr removes media for Maintainerr, the
// service can also remove its finished download (and, if asked, the download's files) from the
// client, found through Radarr's or Sonarr's download history. GET/POST/DELETE
// /settings/download-client and POST /settings/test/download-client, each body the whole setting
// (recorded GET_settings_download-client, POST_settings_test_download-client_unreachable). A
// test's success names the client's version; a save is not tested first.
import * as z from '../zod-mini.ts';
import { serviceSettingsSchema, serviceUrlFormField } from '../v2/settings.ts';

/**
 * The lowest fallback seeding ratio the service takes. The fallback is the ratio a download must reach
 * before it is removed, where qBittorrent sets no ratio or seeding-time limit of its own.
 */
export const FALLBACK_RATIO_MIN = 0.5;
export const FALLBACK_RATIO_MESSAGE = `Enter a ratio of ${FALLBACK_RATIO_MIN} or higher`;

/** The body of a save and a test, as the service checks it (credentials are optional and not trimmed). */
export const downloadClientSchema = z.object({
  download_client_url: serviceSettingsSchema.shape.url,
  download_client_username: z._default(z.optional(z.string()), ''),
  download_client_password: z._default(z.optional(z.string()), ''),
  download_client_delete_data: z.boolean(),
  download_client_fallback_ratio: z.number().check(z.gte(FALLBACK_RATIO_MIN)),
});

/** GET /settings/download-client: '' and the defaults until set. */
export const storedDownloadClientSchema = z.looseObject({
  download_client_url: z.nullish(z.string()),
  download_client_username: z.nullish(z.string()),
  download_client_password: z.nullish(z.string()),
  download_client_delete_data: z.nullish(z.boolean()),
  download_client_fallback_ratio: z.nullish(z.number()),
});

/** The form's rules: the service's, a web address at all, and the ratio in words a person reads. */
export const downloadClientFormSchema = z.object({
  download_client_url: serviceUrlFormField,
  download_client_username: z.string(),
  download_client_password: z.string(),
  download_client_delete_data: z.boolean(),
  download_client_fallback_ratio: z.number({ error: FALLBACK_RATIO_MESSAGE }).check(z.gte(FALLBACK_RATIO_MIN, { error: FALLBACK_RATIO_MESSAGE })),
});
export type DownloadClientForm = z.infer<typeof downloadClientFormSchema>;

/** A fresh install's values (recorded). */
export const NO_DOWNLOAD_CLIENT: DownloadClientForm = {
  download_client_url: '',
  download_client_username: '',
  download_client_password: '',
  download_client_delete_data: true,
  download_client_fallback_ratio: FALLBACK_RATIO_MIN,
};

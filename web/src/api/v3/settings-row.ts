// Reading the main settings on the v3.x wire: GET /settings answers the row with the Plex token
// masked ("fAk...456") and without v2.21's cacheImages. Kept apart from the save (settings.ts), so
// the screens that only read a setting load no more than this.
import * as z from '../../../../wire/zod-mini.ts';
import type { ArrKind } from '../../../../wire/v2/arr.ts';
import type { ExclusionTagging, MainSettings } from '../settings-types.ts';
import { readWire } from '../read-wire.ts';
import { commonRowFields, commonSettingsOf } from '../settings-row-common.ts';

const settingsRowV3Schema = z.looseObject({
  ...commonRowFields,
  radarr_tag_exclusions: z.optional(z.boolean()),
  radarr_exclusion_tag: z.optional(z.nullable(z.string())),
  radarr_untag_on_unexclude: z.optional(z.boolean()),
  sonarr_tag_exclusions: z.optional(z.boolean()),
  sonarr_exclusion_tag: z.optional(z.nullable(z.string())),
  sonarr_untag_on_unexclude: z.optional(z.boolean()),
  media_server_type: z.optional(z.nullable(z.string())),
});
type SettingsRowV3 = z.infer<typeof settingsRowV3Schema>;

/** One kind's exclusion tagging as a row holds it, in the fields settingsPatchV3 writes; undefined for a service without it. */
function exclusionTaggingOf(row: SettingsRowV3, kind: ArrKind): ExclusionTagging | undefined {
  const enabled = row[`${kind}_tag_exclusions`];
  if (enabled === undefined) return undefined;
  return { enabled, tag: row[`${kind}_exclusion_tag`] ?? 'dnd', untagOnInclude: row[`${kind}_untag_on_unexclude`] === true };
}

/** The settings a v3.x row holds. */
export function readMainSettingsV3(data: unknown, path: string): MainSettings {
  const row = readWire(settingsRowV3Schema, data, path);
  const radarr = exclusionTaggingOf(row, 'radarr');
  const sonarr = exclusionTaggingOf(row, 'sonarr');
  return {
    ...commonSettingsOf(row),
    exclusionTagging: radarr && sonarr ? { radarr, sonarr } : undefined,
    // An empty type is none chosen, as the service's own setup check reads it.
    mediaServer: row.media_server_type || null,
  };
}

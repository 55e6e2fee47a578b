// The v3.x settings the Radarr and Sonarr tabs edit beyond v2.21's: tagging excluded items in
// Radarr or Sonarr (six fields of the settings row: radarr_tag_exclusions, radarr_exclusion_tag,
// radarr_untag_on_unexclude and the sonarr_ three; recorded GET_settings, default tag "dnd").
import * as z from '../zod-mini.ts';

/**
 * A tag label as Radarr and Sonarr keep it: lowercase letters, digits and hyphens, a hyphen never at
 * either end nor two together (the service would otherwise save one label and apply another).
 */
export const ARR_TAG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const EXCLUSION_TAG_REQUIRED_MESSAGE = 'Enter the tag';
export const EXCLUSION_TAG_MESSAGE = 'Use lowercase letters, digits and single hyphens, such as dnd or keep-forever';

export const exclusionTagFormSchema = z
  .object({
    enabled: z.boolean(),
    tag: z.string().check(z.trim()),
    untagOnInclude: z.boolean(),
  })
  .check(
    // The tag is only used, so only checked, while tagging is on.
    z.refine((values) => !values.enabled || values.tag !== '', { message: EXCLUSION_TAG_REQUIRED_MESSAGE, path: ['tag'] }),
    z.refine((values) => !values.enabled || values.tag === '' || ARR_TAG.test(values.tag), { message: EXCLUSION_TAG_MESSAGE, path: ['tag'] }),
  );
export type ExclusionTagForm = z.infer<typeof exclusionTagFormSchema>;

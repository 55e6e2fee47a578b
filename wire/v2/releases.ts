// GET /api/app/releases, the same on both generations: the service's latest GitHub releases (up to
// 10, newest first), or [] when it cannot reach GitHub (recorded GET_app_releases on a machine
// without internet). The fields a release list needs of GitHub's release objects.
import * as z from '../zod-mini.ts';

export const releaseSchema = z.looseObject({
  name: z.nullish(z.string()),
  tag_name: z.string(),
  body: z.nullish(z.string()),
  html_url: z.string(),
  published_at: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  prerelease: z.optional(z.boolean()),
  draft: z.optional(z.boolean()),
});
export type Release = z.infer<typeof releaseSchema>;

export const releasesSchema = z.array(releaseSchema);

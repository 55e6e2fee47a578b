// The media ids of a v3.24 bulk call (POST /collections/media/bulk, /rules/exclusions/bulk), checked
// as the service's zod pipe checks them before anything is changed: 1 to BULK_MEDIA_IDS_MAX ids.
import { BULK_MEDIA_IDS_MAX } from '../../../wire/v3/collections.ts';

/**
 * The issue the service's "Validation failed" answer lists for these ids, or undefined when they
 * pass. The empty list's issue is recorded (POST_rules_exclusions_bulk_invalid_empty); the long
 * list's is zod's own for a maximum, worded as zod words the recorded minimum.
 */
export function bulkMediaIdsIssue(ids: readonly unknown[]): object | undefined {
  if (ids.length === 0) {
    return { origin: 'array', code: 'too_small', minimum: 1, inclusive: true, path: ['mediaIds'], message: 'Too small: expected array to have >=1 items' };
  }
  if (ids.length > BULK_MEDIA_IDS_MAX) {
    return {
      origin: 'array',
      code: 'too_big',
      maximum: BULK_MEDIA_IDS_MAX,
      inclusive: true,
      path: ['mediaIds'],
      message: `Too big: expected array to have <=${BULK_MEDIA_IDS_MAX} items`,
    };
  }
  return undefined;
}

// The documented v2.21 shapes for answers the recordings only show empty (an empty server has no libraries,
// collections, rule groups or notification configurations), as examples for shapeProblems.
import { OPEN } from './shape.ts';

const collection = {
  id: 1, plexId: 1, libraryId: 1, title: '', description: '', isActive: true, arrAction: 0,
  visibleOnRecommended: true, visibleOnHome: true, deleteAfterDays: null, manualCollection: false,
  manualCollectionName: '', listExclusions: false, forceOverseerr: false, type: 1, keepLogsForMonths: 6,
  addDate: '', handledMediaAmount: 0, lastDurationInSeconds: 0, tautulliWatchedPercentOverride: null,
  radarrSettingsId: null, sonarrSettingsId: null,
};
const collectionMedia = { id: 1, collectionId: 1, plexId: 1, tmdbId: 1, addDate: '', image_path: '', isManual: false };
const notification = { id: 1, name: '', agent: '', enabled: true, types: [1], options: { [OPEN]: true }, aboutScale: 3 };

/** Example answers by request path: collections, rule groups, Plex libraries, notification configurations. */
export const API_SHAPES: Record<string, unknown> = {
  '/api/plex/libraries': [{ [OPEN]: true, key: '', type: '', title: '', agent: '' }],
  '/api/collections': [{ ...collection, media: [collectionMedia] }],
  '/api/rules': [
    {
      id: 1, name: '', description: '', libraryId: 1, isActive: true, collectionId: 1, useRules: true, dataType: 1,
      rules: [{ id: 1, ruleJson: '', ruleGroupId: 1, section: 0, isActive: true }],
      collection,
      notifications: [notification],
    },
  ],
  '/api/notifications/configurations': [notification],
};

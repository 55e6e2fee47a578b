// How collections, their items and log entries are named, and the detail view's page titles.
import t from 'tap';
import type { MediaItem } from '../../web/src/api/media.ts';
import {
  collectionDescription,
  collectionTitle,
  deleteAfterLabel,
  handledLabel,
  handlerActsOn,
  logTypeLabel,
  mediaTitle,
  mediaYear,
} from '../../web/src/features/collections/labels.ts';
import { countLabel } from '../../web/src/lib/count-label.ts';
import { pageTitle } from '../../web/src/lib/page-title.ts';

const item = (fields: Partial<MediaItem> & Pick<MediaItem, 'id' | 'kind' | 'title'>): MediaItem => ({ genres: [], ratings: [], providerIds: {}, ...fields });
const show = item({ id: '1', kind: 'show', title: 'Ironwood', year: 2019 });

t.test('a manual collection goes by its Plex name and names the rule that handles it', async (t) => {
  const automatic = { title: 'Old films', description: 'Unwatched', manualCollection: false, manualCollectionName: '' };
  const manual = { title: 'Old films', description: 'Unwatched', manualCollection: true, manualCollectionName: 'Leaving soon' };
  t.equal(collectionTitle(automatic), 'Old films');
  t.equal(collectionDescription(automatic), 'Unwatched');
  t.equal(collectionTitle(manual), 'Leaving soon (manual)');
  t.equal(collectionDescription(manual), "Handled by rule: 'Old films'");
});

t.test('delete-after, counts and log types read as words', async (t) => {
  t.equal(deleteAfterLabel(null), 'Never');
  t.equal(deleteAfterLabel(1), 'After 1 day');
  t.equal(deleteAfterLabel(30), 'After 30 days');
  t.equal(handledLabel({ deleteAfterDays: 60, isActive: true }), 'After 60 days');
  t.equal(handledLabel({ deleteAfterDays: 60, isActive: false }), 'After 60 days, once active again', 'a switched-off collection is never handled');
  t.equal(handledLabel({ deleteAfterDays: null, isActive: false }), 'Never');
  t.equal(countLabel(1, 'item'), '1 item');
  t.equal(countLabel(282, 'item'), '282 items');
  t.equal(countLabel(2, 'log entry', 'log entries'), '2 log entries');
  t.equal(countLabel(0, 'result'), '0 results');
  t.same([999, 1000, 12_345, 1_234_567].map((count) => countLabel(count, 'item')), ['999 items', '1,000 items', '12,345 items', '1,234,567 items'], 'grouped by threes');
  t.same([0, 1, 2, null, 7].map(logTypeLabel), ['Collection', 'Media', 'Rules', 'Other', 'Other']);
});

t.test('seasons and episodes are named with their show; their year falls back to the show', async (t) => {
  t.equal(mediaTitle(show), 'Ironwood');
  const season = item({ id: '2', kind: 'season', title: 'Season 2', parentTitle: 'Ironwood' });
  t.equal(mediaTitle(season), 'Ironwood · Season 2');
  const episode = item({ id: '3', kind: 'episode', title: 'Pilot', grandparentTitle: 'Ironwood', parentTitle: 'Season 1' });
  t.equal(mediaTitle(episode), 'Ironwood · Pilot');
  const bareSeason = item({ id: '4', kind: 'season', title: 'Season 3', parent: show });
  t.equal(mediaTitle(bareSeason), 'Ironwood · Season 3', 'the show sent along when the item names none');
  t.equal(mediaYear(bareSeason), 2019);
  t.equal(mediaYear({ ...show, year: undefined }), undefined);
});

t.test('each collection URL has its own page title', async (t) => {
  t.equal(pageTitle('/collections'), 'Maintainerr - Collections');
  t.equal(pageTitle('/collections/3'), 'Maintainerr - Collections');
  t.equal(pageTitle('/collections/3/media'), 'Maintainerr - Collections - Media');
  t.equal(pageTitle('/collections/3/exclusions'), 'Maintainerr - Collections - Exclusions');
  t.equal(pageTitle('/collections/3/info'), 'Maintainerr - Collections - Info');
  t.equal(pageTitle('/collections/3/nope'), 'Maintainerr - Page not found');
  t.equal(pageTitle('/collections/3/info/more'), 'Maintainerr - Page not found');
  t.equal(pageTitle('/collections/3/media', 'Old movies'), 'Maintainerr - Collections - Old movies - Media', "the collection's name once shown");
  t.equal(pageTitle('/collections/3/info/more', 'Old movies'), 'Maintainerr - Page not found');
});

t.test('the handler acts on an active collection with an action and a number of days, and passes over the others', async (t) => {
  const acting = { isActive: true, arrAction: 0, deleteAfterDays: 30 };
  t.equal(handlerActsOn(acting), true);
  t.equal(handlerActsOn({ ...acting, isActive: false }), false, 'inactive');
  t.equal(handlerActsOn({ ...acting, arrAction: 4 }), false, 'Do nothing');
  t.equal(handlerActsOn({ ...acting, deleteAfterDays: null }), false, 'never handled');
  t.equal(handlerActsOn({ ...acting, arrAction: 3 }), true, 'unmonitor and keep files is an action too');
});

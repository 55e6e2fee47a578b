// Which items carry an exclusion, for the "Excluded" badge on cards and in the detail view, without
// one request per card (Maintainerr's own UI asks per card). The service offers two reads:
//   ?rulegroupId=<id>  that group's rows plus every global row: one per rule group lists them all;
//   by item id         the rows whose item or parent is the item: one item at a time.
// With no rule group there is no way to list global rows, so the opened item is looked up by its
// id instead, and what that says is remembered for its card too.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useGeneration } from './generation.ts';
import { mediaWire } from './media.ts';
import { excludedIdsOf, type MediaWire } from './media-wire.ts';
import { readRuleGroupsV2 } from './v2/rules.ts';
import { readRuleGroupsV3 } from './v3/rules.ts';
import { api } from '../lib/api-client.ts';

export const EXCLUDED_IDS_KEY = '/rules/exclusion?all';

/**
 * Excluded ids from the rule groups' rows; `complete` is false when there is no group to ask through.
 * `global` holds the ids excluded from every collection, `byCollection` those excluded from one
 * collection only (by collection id, through its rule group).
 */
export interface ExcludedListing {
  ids: string[];
  complete: boolean;
  global: string[];
  byCollection: Record<number, string[]>;
}

/**
 * Every item id with an exclusion, and the parent of each excluded part (a show with an excluded
 * season counts, as the show's own lookup would say): one GET per rule group.
 */
export async function fetchExcludedListing(
  wire: MediaWire,
  readGroups: (data: unknown, path: string) => { id: number; collectionId: number | null }[],
): Promise<ExcludedListing> {
  const groups = readGroups(await api.get('/rules'), '/rules');
  const answers = await Promise.all(
    groups.map(async (group) => {
      const path = wire.exclusionsOfGroupPath(group.id);
      return { group, rows: wire.readExclusionRows(await api.get(path), path) };
    }),
  );
  const rows = answers.flatMap((answer) => answer.rows);
  const byCollection: Record<number, string[]> = {};
  for (const { group, rows: groupRows } of answers) {
    if (group.collectionId === null) continue;
    byCollection[group.collectionId] = excludedIdsOf(groupRows.filter((row) => row.ruleGroupId === group.id));
  }
  return {
    ids: [...new Set(excludedIdsOf(rows))],
    complete: groups.length > 0,
    global: [...new Set(excludedIdsOf(rows.filter((row) => row.ruleGroupId === null)))],
    byCollection,
  };
}

/* ---- what per-item lookups said, by item, for the cards ---- */

const lookedUp = new Map<string, boolean>();
const lookupListeners = new Set<() => void>();
let lookupVersion = 0;

function subscribeToLookups(listener: () => void): () => void {
  lookupListeners.add(listener);
  return () => lookupListeners.delete(listener);
}

/** Looks up one item's exclusion rows; remembers for its card whether any came back. */
export async function fetchItemExcluded(wire: MediaWire, itemId: string): Promise<boolean> {
  const path = wire.exclusionsOfItemPath(itemId);
  const excluded = excludedIdsOf(wire.readExclusionRows(await api.get(path), path)).length > 0;
  lookedUp.set(itemId, excluded);
  lookupVersion += 1;
  for (const listener of lookupListeners) listener();
  return excluded;
}

function useListing() {
  const { generation } = useGeneration();
  const wire = generation === undefined ? undefined : mediaWire(generation);
  const readGroups = generation === 3 ? readRuleGroupsV3 : readRuleGroupsV2;
  const listing = useSWR<ExcludedListing>(wire ? EXCLUDED_IDS_KEY : null, () => fetchExcludedListing(wire!, readGroups));
  return { wire, listing: listing.data };
}

/** Item ids that have an exclusion: the listing, or without rule groups what lookups found. */
export function useExcludedIds(): ReadonlySet<string> {
  const { listing } = useListing();
  const version = useSyncExternalStore(subscribeToLookups, () => lookupVersion);
  return useMemo(() => {
    const ids = new Set(listing?.ids ?? []);
    if (listing && !listing.complete) for (const [itemId, excluded] of lookedUp) if (excluded) ids.add(itemId);
    return ids;
    // lookedUp is read through version, which changes whenever it does.
  }, [listing, version]);
}

/**
 * Items excluded from every collection, as far as the listing can say: empty while it is read, and
 * when there is no rule group to list exclusions through. A show counts when a part of it is.
 */
export function useExcludedEverywhereIds(): ReadonlySet<string> {
  const { listing } = useListing();
  return useMemo(() => new Set(listing?.complete ? listing.global : []), [listing]);
}

/** The SWR key of one item's lookup. */
const itemLookupKey = (wire: MediaWire, itemId: string) => wire.exclusionsOfItemPath(itemId);

/**
 * Whether the opened item (or a part of it) has an exclusion, undefined until that is known; looks
 * it up by its id when the listing cannot say.
 */
export function useItemExcluded(itemId: string): boolean | undefined {
  const { wire, listing } = useListing();
  const lookup = useSWR(wire && listing && !listing.complete ? itemLookupKey(wire, itemId) : null, () => fetchItemExcluded(wire!, itemId));
  const excluded = useExcludedIds().has(itemId);
  if (!listing) return undefined;
  if (listing.complete) return excluded;
  return lookup.data === undefined ? undefined : excluded;
}

/**
 * Which exclusions already cover the opened item: one from `collectionId`'s collection (or, with
 * no collection, one from every collection), and one from every collection, which covers each
 * collection too. Undefined until known. Without rule groups the listing cannot say, and the item's
 * own lookup does: with no group, every exclusion it finds is one from every collection.
 */
export function useItemExclusionCover(itemId: string, collectionId: number | undefined): { fromScope?: boolean; fromAll?: boolean } {
  const excluded = useItemExcluded(itemId);
  const { listing } = useListing();
  if (excluded === undefined || !listing) return {};
  if (!listing.complete) return { fromScope: excluded, fromAll: excluded };
  const fromAll = listing.global.includes(itemId);
  return { fromAll, fromScope: fromAll || (collectionId !== undefined && (listing.byCollection[collectionId]?.includes(itemId) ?? false)) };
}

/** Refreshes what the badges know about exclusions after an exclude or include of these items. */
export function useExclusionRefresh(): (itemIds: string | readonly string[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const { generation } = useGeneration();
  return useCallback(
    (itemIds: string | readonly string[]) => {
      const keys = [EXCLUDED_IDS_KEY];
      // An item's own lookup is only in use when there is no rule group to list exclusions through.
      if (generation !== undefined) for (const itemId of typeof itemIds === 'string' ? [itemIds] : itemIds) keys.push(itemLookupKey(mediaWire(generation), itemId));
      return Promise.all(keys.map((key) => mutate(key)));
    },
    [mutate, generation],
  );
}

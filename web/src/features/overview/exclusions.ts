// Which items carry an exclusion, for the "Excluded" badge on cards and in the detail view, without
// one request per card (the peer UI's N+1, PEER-UI.md). API.md §5.7 offers two reads:
//   ?rulegroupId=<id>  that group's rows plus every global row: one per rule group lists them all;
//   ?plexId=<id>       the rows whose plexId or parent is the item: one item at a time.
// With no rule group there is no way to list global rows, so the opened item is looked up by
// ?plexId= instead, and what that says is remembered for its card too.
import { useMemo, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { Exclusion, RuleGroup } from '../../../../wire/v2/rules.ts';
import { api } from '../../lib/api-client.ts';

export const EXCLUDED_IDS_KEY = '/rules/exclusion?all';
export const itemExclusionsKey = (plexId: string) => `/rules/exclusion?plexId=${encodeURIComponent(plexId)}`;

/** Excluded ids from the rule groups' rows; `complete` is false when there is no group to ask through. */
export interface ExcludedListing {
  ids: string[];
  complete: boolean;
}

const rowsOf = (answer: Exclusion[] | null) => (Array.isArray(answer) ? answer : []);

/**
 * Every Plex id with an exclusion, and the parent of each excluded part (a show with an excluded
 * season counts, as ?plexId= of the show would say): one GET per rule group.
 */
export async function fetchExcludedListing(): Promise<ExcludedListing> {
  const groups = await api.get<RuleGroup[] | null>('/rules');
  const list = Array.isArray(groups) ? groups : [];
  const answers = await Promise.all(
    list.map((group) => api.get<Exclusion[] | null>(`/rules/exclusion?rulegroupId=${encodeURIComponent(group.id)}`)),
  );
  const ids = new Set<string>();
  for (const row of answers.flatMap(rowsOf)) {
    ids.add(String(row.plexId));
    if (row.parent !== null && row.parent !== undefined) ids.add(String(row.parent));
  }
  return { ids: [...ids], complete: list.length > 0 };
}

/* ---- what ?plexId= lookups said, by item, for the cards ---- */

const lookedUp = new Map<string, boolean>();
const lookupListeners = new Set<() => void>();
let lookupVersion = 0;

function subscribeToLookups(listener: () => void): () => void {
  lookupListeners.add(listener);
  return () => lookupListeners.delete(listener);
}

/** GET ?plexId= for one item; remembers for its card whether any row came back. */
export async function fetchItemExclusions(plexId: string): Promise<Exclusion[]> {
  const rows = rowsOf(await api.get<Exclusion[] | null>(itemExclusionsKey(plexId)));
  lookedUp.set(plexId, rows.length > 0);
  lookupVersion += 1;
  for (const listener of lookupListeners) listener();
  return rows;
}

/** Plex ids that have an exclusion: the listing, or without rule groups what lookups found. */
export function useExcludedIds(): ReadonlySet<string> {
  const { data } = useSWR<ExcludedListing>(EXCLUDED_IDS_KEY, fetchExcludedListing);
  const version = useSyncExternalStore(subscribeToLookups, () => lookupVersion);
  return useMemo(() => {
    const ids = new Set(data?.ids ?? []);
    if (data && !data.complete) for (const [plexId, excluded] of lookedUp) if (excluded) ids.add(plexId);
    return ids;
    // lookedUp is read through version, which changes whenever it does.
  }, [data, version]);
}

/** Whether the opened item has an exclusion; looks it up by ?plexId= when the listing cannot say. */
export function useItemExcluded(plexId: string): boolean {
  const { data } = useSWR<ExcludedListing>(EXCLUDED_IDS_KEY, fetchExcludedListing);
  useSWR(data && !data.complete ? itemExclusionsKey(plexId) : null, () => fetchItemExclusions(plexId));
  return useExcludedIds().has(plexId);
}

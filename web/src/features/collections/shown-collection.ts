// The collection a detail view shows, handed from the detail view to its tab routes.
import { useOutletContext } from 'react-router-dom';
import type { Collection } from '../../api/collections.ts';

/** The collection of the detail view the calling tab is rendered in. */
export function useShownCollection(): Collection {
  return useOutletContext<Collection>();
}

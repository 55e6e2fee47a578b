// /collections (the list and the Handle Collections button) and /collections/:id with its tabs:
// each tab has its own URL, so a reload or a shared link opens the same view.
import { HandlerRunButton } from '../../components/handler-run-button.tsx';
import { CollectionDetail } from '../../features/collections/collection-detail.tsx';
import { CollectionList } from '../../features/collections/collection-list.tsx';
import { ExclusionsTab } from '../../features/collections/exclusions-tab.tsx';
import { InfoTab } from '../../features/collections/info-tab.tsx';
import { MediaTab } from '../../features/collections/media-tab.tsx';
import type { CollectionTab } from '../../lib/paths.ts';
import '../../components/page-content.css';

export function CollectionsRoute() {
  return (
    <section>
      <header className="page-header">
        <h1>Collections</h1>
        <HandlerRunButton handler="collectionHandler" />
      </header>
      <CollectionList />
    </section>
  );
}

export { CollectionDetail };

/** Each tab of a collection's detail view, by its path segment. */
export const COLLECTION_TAB_ELEMENTS: Record<CollectionTab, JSX.Element> = {
  media: <MediaTab />,
  exclusions: <ExclusionsTab />,
  info: <InfoTab />,
};

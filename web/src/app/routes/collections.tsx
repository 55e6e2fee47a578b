// /collections (the list and the Handle Collections button) and /collections/:id with its tabs:
// each tab has its own URL, so a reload or a shared link opens the same view.
import { Navigate, type RouteObject } from 'react-router-dom';
import { HandlerRunButton } from '../../components/handler-run-button.tsx';
import { CollectionDetail } from '../../features/collections/collection-detail.tsx';
import { CollectionList } from '../../features/collections/collection-list.tsx';
import { ExclusionsTab } from '../../features/collections/exclusions-tab.tsx';
import { InfoTab } from '../../features/collections/info-tab.tsx';
import { MediaTab } from '../../features/collections/media-tab.tsx';
import { paths, type CollectionTab } from '../paths.ts';
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

const TAB_ELEMENTS: Record<CollectionTab, JSX.Element> = {
  media: <MediaTab />,
  exclusions: <ExclusionsTab />,
  info: <InfoTab />,
};
const DEFAULT_TAB: CollectionTab = 'media';

// /collections/:id opens the Media tab; `replace` keeps Back going straight to the list.
export const collectionDetailRoute: RouteObject = {
  path: paths.collectionPattern,
  element: <CollectionDetail />,
  children: [
    { index: true, element: <Navigate to={DEFAULT_TAB} replace /> },
    ...(Object.entries(TAB_ELEMENTS) as [CollectionTab, JSX.Element][]).map(([tab, element]) => ({ path: tab, element })),
  ],
};

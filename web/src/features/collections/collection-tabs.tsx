// The tabs of a collection's detail view: links, so each tab has its own URL and Back follows them.
import { NavLink } from 'react-router-dom';
import { COLLECTION_TAB_LABELS, COLLECTION_TABS, paths } from '../../lib/paths.ts';

export function CollectionTabs({ id }: { id: number }) {
  return (
    <nav className="collection-tabs" aria-label="Collection sections">
      {COLLECTION_TABS.map((tab) => (
        <NavLink
          key={tab}
          to={paths.collectionTab(id, tab)}
          className={({ isActive }) => `collection-tabs__tab${isActive ? ' collection-tabs__tab--active' : ''}`}
        >
          {COLLECTION_TAB_LABELS[tab]}
        </NavLink>
      ))}
    </nav>
  );
}

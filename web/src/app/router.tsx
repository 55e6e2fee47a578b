// The route table. Each screen's code is its own chunk, loaded when the route is first matched (the
// first page's at start, in parallel with rendering the shell) or earlier when the user points at
// its menu entry (lib/route-prefetch.ts), so the first load carries only the shell and one screen.
// Each route has its own error element so one failing page leaves the shell standing.
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error.tsx';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import { registerRoutePrefetch } from '../lib/route-prefetch.ts';
import { Layout } from '../shell/layout.tsx';
import { COLLECTION_TABS, paths, SETTINGS_TABS } from '../lib/paths.ts';
import { NotFoundRoute } from './routes/not-found.tsx';

// One loader per screen; import() runs each once, so prefetching and routing share the download.
const screens = {
  overview: () => import('./routes/overview.tsx'),
  rules: () => import('./routes/rules.tsx'),
  collections: () => import('./routes/collections.tsx'),
  settings: () => import('./routes/settings.tsx'),
};
registerRoutePrefetch(paths.overview, screens.overview);
registerRoutePrefetch(paths.rules, screens.rules);
registerRoutePrefetch(paths.collections, screens.collections);
registerRoutePrefetch(paths.settings, screens.settings);

/** A route whose element comes from a screen module once it has loaded. */
function lazyElement<Module>(load: () => Promise<Module>, element: (module: Module) => ReactNode): RouteObject['lazy'] {
  return async () => ({ element: element(await load()) });
}

const collectionDetail: RouteObject = {
  path: paths.collectionPattern,
  lazy: lazyElement(screens.collections, ({ CollectionDetail }) => <CollectionDetail />),
  children: [
    // /collections/:id opens the Media tab; `replace` keeps Back going straight to the list.
    { index: true, element: <Navigate to={COLLECTION_TABS[0]} replace /> },
    ...COLLECTION_TABS.map((tab) => ({ path: tab, lazy: lazyElement(screens.collections, (module) => module.COLLECTION_TAB_ELEMENTS[tab]) })),
  ],
};

const settings: RouteObject = {
  path: paths.settings,
  lazy: lazyElement(screens.settings, ({ SettingsLayout }) => <SettingsLayout />),
  children: [
    // /settings opens /settings/main like the service's own UI.
    { index: true, element: <Navigate to={paths.settingsTab('main')} replace /> },
    ...SETTINGS_TABS.map((tab) => ({ path: tab, lazy: lazyElement(screens.settings, (module) => module.SETTINGS_TAB_ELEMENTS[tab]) })),
  ],
};

export const router = createBrowserRouter(
  [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: paths.root, element: <Navigate to={paths.overview} replace /> },
            { path: paths.overview, lazy: lazyElement(screens.overview, ({ OverviewRoute }) => <OverviewRoute />) },
            { path: paths.rules, lazy: lazyElement(screens.rules, ({ RulesRoute }) => <RulesRoute />) },
            { path: paths.ruleNew, lazy: lazyElement(screens.rules, ({ RuleEditorRoute }) => <RuleEditorRoute mode="new" />) },
            { path: paths.ruleEditPattern, lazy: lazyElement(screens.rules, ({ RuleEditorRoute }) => <RuleEditorRoute mode="edit" />) },
            { path: paths.ruleClonePattern, lazy: lazyElement(screens.rules, ({ RuleEditorRoute }) => <RuleEditorRoute mode="clone" />) },
            { path: paths.collections, lazy: lazyElement(screens.collections, ({ CollectionsRoute }) => <CollectionsRoute />) },
            collectionDetail,
            settings,
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ],
  { basename: gatewayMeta.basePath || '/' },
);

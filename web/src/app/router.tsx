// The route table, on react-router's declarative API (BrowserRouter, Routes): the data router
// (createBrowserRouter, RouterProvider) would add about 14 KB brotli to every first load for
// loaders and actions the app does not use. Each screen's code is its own chunk (React.lazy), loaded
// at start for the first page (beside the sign-in check) and for the others when the user points at
// their menu entry (lib/route-prefetch.ts), so the first load carries only
// the shell and one screen. BrowserRouter wraps navigations in startTransition, so the page shown
// stays until the next screen's chunk is there; the Suspense fallback (a spinner, after a moment)
// only shows on the first page.
// Each page has its own error boundary so one failing page leaves the shell standing.
import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/route-error.tsx';
import { ScreenLoading } from '../components/screen-loading.tsx';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import { loadScreen, prefetchRoute, registerRoutePrefetch } from '../lib/route-prefetch.ts';
import { retryingLazy } from '../lib/retrying-lazy.ts';
import { Layout } from '../shell/layout.tsx';
import { COLLECTION_TABS, paths, SETTINGS_TABS, type CollectionTab, type SettingsTab } from '../lib/paths.ts';
import { firstScreenPath } from './early-reads-start.ts';
import { NotFoundRoute } from './routes/not-found.tsx';
import { screenModules } from './screen-modules.ts';

for (const [name, load] of Object.entries(screenModules)) registerRoutePrefetch(paths[name as keyof typeof screenModules], name, load);
// Prefetching and routing also apply a screen's stylesheets, and show the screen once they are in (loadScreen).
const screens: typeof screenModules = {
  overview: () => loadScreen('overview', screenModules.overview),
  rules: () => loadScreen('rules', screenModules.rules),
  collections: () => loadScreen('collections', screenModules.collections),
  settings: () => loadScreen('settings', screenModules.settings),
};
// The first page's screen starts loading now rather than once the router renders.
prefetchRoute(firstScreenPath);

const OverviewRoute = retryingLazy(() => screens.overview().then((m) => m.OverviewRoute));
const RulesRoute = retryingLazy(() => screens.rules().then((m) => m.RulesRoute));
const RuleEditorRoute = retryingLazy(() => screens.rules().then((m) => m.RuleEditorRoute));
const CollectionsRoute = retryingLazy(() => screens.collections().then((m) => m.CollectionsRoute));
const CollectionDetail = retryingLazy(() => screens.collections().then((m) => m.CollectionDetail));
const SettingsLayout = retryingLazy(() => screens.settings().then((m) => m.SettingsLayout));

/** One lazily loaded component per tab, showing that tab's element from the screen's module. */
function lazyTabs<Tab extends string>(tabs: readonly Tab[], load: () => Promise<Record<Tab, JSX.Element>>): Record<Tab, ComponentType> {
  const tab = (name: Tab): ComponentType => retryingLazy(() => load().then((elements) => () => elements[name]));
  return Object.fromEntries(tabs.map((name) => [name, tab(name)])) as Record<Tab, ComponentType>;
}
const CollectionTabScreens = lazyTabs<CollectionTab>(COLLECTION_TABS, () => screens.collections().then((m) => m.COLLECTION_TAB_ELEMENTS));
const SettingsTabScreens = lazyTabs<SettingsTab>(SETTINGS_TABS, () => screens.settings().then((m) => m.SETTINGS_TAB_ELEMENTS));

/**
 * Where the screens show, inside the shell: one Suspense boundary that stays mounted across
 * navigations, so a transition keeps the current screen until the next one's chunk has loaded
 * (a boundary mounted with the new screen would show its fallback instead).
 */
function ScreenOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter basename={gatewayMeta.basePath || '/'}>
      <Routes>
        <Route
          element={
            <RouteErrorBoundary>
              <Layout />
            </RouteErrorBoundary>
          }
        >
          <Route element={<ScreenOutlet />}>
            <Route path={paths.root} element={<Navigate to={paths.overview} replace />} />
            <Route path={paths.overview} element={<OverviewRoute />} />
            <Route path={paths.rules} element={<RulesRoute />} />
            <Route path={paths.ruleNew} element={<RuleEditorRoute mode="new" />} />
            <Route path={paths.ruleEditPattern} element={<RuleEditorRoute mode="edit" />} />
            <Route path={paths.ruleClonePattern} element={<RuleEditorRoute mode="clone" />} />
            <Route path={paths.collections} element={<CollectionsRoute />} />
            <Route path={paths.collectionPattern} element={<CollectionDetail />}>
              {/* /collections/:id opens the Media tab; `replace` keeps Back going straight to the list. */}
              <Route index element={<Navigate to={COLLECTION_TABS[0]} replace />} />
              {COLLECTION_TABS.map((tab) => {
                const Tab = CollectionTabScreens[tab];
                return <Route key={tab} path={tab} element={<Tab />} />;
              })}
            </Route>
            <Route path={paths.settings} element={<SettingsLayout />}>
              {/* /settings opens /settings/main like the service's own UI. */}
              <Route index element={<Navigate to={paths.settingsTab('main')} replace />} />
              {SETTINGS_TABS.map((tab) => {
                const Tab = SettingsTabScreens[tab];
                return <Route key={tab} path={tab} element={<Tab />} />;
              })}
            </Route>
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}

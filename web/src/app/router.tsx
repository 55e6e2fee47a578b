// The route table (SPEC.md §2). One thin file per route under routes/; the shell wraps them all.
// Each route has its own error element so one failing page leaves the shell standing.
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RouteError } from '../components/route-error.tsx';
import { gatewayMeta } from '../lib/gateway-meta.ts';
import { Layout } from '../shell/layout.tsx';
import { paths } from './paths.ts';
import { collectionDetailRoute, CollectionsRoute } from './routes/collections.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { OverviewRoute } from './routes/overview.tsx';
import { RulesRoute } from './routes/rules.tsx';
import { settingsRoute } from './routes/settings.tsx';

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
            { path: paths.overview, element: <OverviewRoute /> },
            { path: paths.rules, element: <RulesRoute /> },
            { path: paths.collections, element: <CollectionsRoute /> },
            collectionDetailRoute,
            settingsRoute,
            { path: '*', element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ],
  { basename: gatewayMeta.basePath || '/' },
);

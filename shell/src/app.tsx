import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { useSessionStore } from '@parlor/shared';
import { AppLayout } from './layout/app-layout';
import { ROUTE_TABLE } from './routes/route-table';
import { RemoteRoute } from './routes/remote-route';
import { HomeQueryRedirect } from './routes/home-query-redirect';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...ROUTE_TABLE.map((spec) => ({
          path: spec.path,
          element:
            spec.path === '/' ? (
              <HomeQueryRedirect>
                <RemoteRoute spec={spec} />
              </HomeQueryRedirect>
            ) : (
              <RemoteRoute spec={spec} />
            ),
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The base path comes from config, so the whole site can live under a sub-path. */
export function App() {
  const basename = useSessionStore((s) => s.config?.base_location) || '/';
  const router = useMemo(() => createBrowserRouter(buildRoutes(), { basename }), [basename]);
  return <RouterProvider router={router} />;
}

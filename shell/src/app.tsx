import { useSessionStore } from '@parlor/shared';
import { BrowserRouter, Route, Routes, StaticRouter } from '@parlor/shared/host';
import { AppLayout } from './layout/app-layout';
import { offeredRoutes } from './routes/route-table';
import { RemoteRoute } from './routes/remote-route';
import { SHELL_PAGES, ShellPage } from './routes/shell-pages';
import { HomeQueryRedirect } from './routes/home-query-redirect';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './pages/route-error-page';
import { useReturnPageRecorder } from './routes/return-page';

/** Every route the casino offers, inside the layout; anything else is the not-found page. */
export function AppRoutes() {
  useReturnPageRecorder();
  const config = useSessionStore((s) => s.config);
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {offeredRoutes(config).map((spec) => (
          <Route
            key={spec.path}
            path={spec.path}
            element={
              spec.path === '/' ? (
                <HomeQueryRedirect>
                  <RemoteRoute spec={spec} />
                </HomeQueryRedirect>
              ) : (
                <RemoteRoute spec={spec} />
              )
            }
          />
        ))}
        {SHELL_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<ShellPage Page={Page} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * The base path comes from config, so the whole site can live under a sub-path. `location`: the
 * server's render of that address (the same tree, with a router that does not read the window).
 */
export function App({ location }: { location?: string }) {
  const basename = useSessionStore((s) => s.config?.base_location) || '/';
  const routes = (
    <RouteErrorBoundary>
      <AppRoutes />
    </RouteErrorBoundary>
  );
  return location === undefined ? (
    <BrowserRouter basename={basename}>{routes}</BrowserRouter>
  ) : (
    <StaticRouter basename={basename} location={location}>
      {routes}
    </StaticRouter>
  );
}

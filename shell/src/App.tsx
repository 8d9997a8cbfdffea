// Shell routes: its own public pages, every remote route from the REMOTES table, and the 404.
import { REMOTES } from '@thesis-studio/domain';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './Layout';
import { LandingPage } from './pages/LandingPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageSpinner } from './PageSpinner';
import { ServerPageHandover, ServerRenderedFallback } from './remotes/ServerRendered';

// Remote machinery (federation loading, Apollo, the ui kit) stays off the landing page's critical path.
const RemoteRoute = lazy(() => import('./remotes/RemoteRoute'));
const AuthPage = lazy(() => import('./pages/AuthPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));

const remoteRoutes = REMOTES.flatMap((remote) =>
  remote.routes.map((pattern) => ({ remote: remote.name, pattern })),
);

export function App() {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<LandingPage />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          {remoteRoutes.map(({ remote, pattern }) => (
            <Route
              key={pattern}
              path={pattern}
              element={
                <Suspense fallback={<ServerRenderedFallback fallback={<PageSpinner />} />}>
                  <RemoteRoute remote={remote} pattern={pattern} />
                </Suspense>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <ServerPageHandover />
    </>
  );
}

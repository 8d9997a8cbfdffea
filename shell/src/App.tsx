// Shell routes: its own public pages, every remote route from the REMOTES table, and the 404.
import { REMOTES } from '@thesis-studio/domain';
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageSpinner } from './PageSpinner';
import type * as LandingPageModule from './pages/LandingPage';
import type RemoteRouteModule from './remotes/RemoteRoute';
import type { RemoteRouteProps } from './remotes/RemoteRoute';
import { ServerPageHandover, ServerRenderedFallback } from './remotes/ServerRendered';
import { usePromiseValue } from './remotes/settled';

// Remote machinery (federation loading, Apollo, the ui kit) stays off the landing page's critical path.
// Not React.lazy: its Suspense reveal would wait out React's fallback throttle (see settled.ts).
let remoteRouteModule: Promise<{ default: typeof RemoteRouteModule }> | undefined;
const loadRemoteRoute = () => (remoteRouteModule ??= import('./remotes/RemoteRoute'));

function RemoteRoute(props: RemoteRouteProps) {
  const module = usePromiseValue(loadRemoteRoute());
  if (!module) return <ServerRenderedFallback fallback={<PageSpinner />} />;
  return <module.default {...props} />;
}
// The landing page's sections are a chunk of their own, so app routes do not carry them. On / the chunk
// is preloaded by index.html and read before the first render (main.tsx), which shows it at once.
let landingModule: Promise<typeof LandingPageModule> | undefined;
export const loadLandingPage = () => (landingModule ??= import('./pages/LandingPage'));

function Landing() {
  const module = usePromiseValue(loadLandingPage());
  return module ? <module.LandingPage /> : null;
}
const AuthPage = lazy(() => import('./pages/AuthPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('./pages/ConfirmEmailPage'));

const remoteRoutes = REMOTES.flatMap((remote) =>
  remote.routes.map((pattern) => ({ remote: remote.name, pattern })),
);

export function App() {
  return (
    <>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Landing />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/confirm-email" element={<ConfirmEmailPage />} />
          {remoteRoutes.map(({ remote, pattern }) => (
            <Route key={pattern} path={pattern} element={<RemoteRoute remote={remote} pattern={pattern} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <ServerPageHandover />
    </>
  );
}

// Renders one remote page inside the shell: the sign-in guard, a spinner while loading, and a
// contained failure with Retry.
import { AppProviders } from '@thesis-studio/client';
import { T, useT } from '@thesis-studio/i18n';
import { REMOTES, type RemoteName } from '@thesis-studio/domain';
import { Button, FullPageSpinner } from '@thesis-studio/ui';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { remoteRouteAccess } from '../auth/access';
import { RequireAuth } from '../auth/RequireAuth';
import { remoteLoader } from './loader';
import { startRemoteRoute } from './route-start';
import { ServerRenderedFallback } from './ServerRendered';
import { usePromiseValue } from './settled';

export interface RemoteRouteProps {
  remote: RemoteName;
  /** The route pattern; the remote's `pages[pattern]` is rendered. */
  pattern: string;
}

export default function RemoteRoute({ remote, pattern }: RemoteRouteProps) {
  // Each navigation starts the route's code and queries before the sign-in guard (once per navigation).
  const location = useLocation();
  startRemoteRoute(location.pathname, location.key);
  return (
    <AppProviders toaster={false}>
      <RequireAuth access={remoteRouteAccess(pattern)}>
        {/* Keyed by route: React reuses this element across routes, and a failure of one route's code
            (its remote or its page) must not be shown on another route. */}
        <ErrorBoundary
          key={`${remote} ${pattern}`}
          onError={(error) => console.error(`[shell] remote ${remote} failed`, error)}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <RemoteFailure
              remote={remote}
              error={error}
              onRetry={() => {
                if (remoteLoader.retry(remote) === 'reload') window.location.reload();
                else resetErrorBoundary();
              }}
            />
          )}
        >
          <RemotePage remote={remote} pattern={pattern} />
        </ErrorBoundary>
      </RequireAuth>
    </AppProviders>
  );
}

/**
 * The remote's page, or one spinner while its code loads — the remote's './App' and, when the page is a
 * chunk of its own, that chunk (an ordinary render, not a Suspense reveal).
 */
function RemotePage({ remote, pattern }: RemoteRouteProps) {
  const page = usePromiseValue(remoteLoader.loadPage(remote, pattern));
  if (!page) return <ServerRenderedFallback fallback={<FullPageSpinner />} />;
  return <page.Page />;
}

function RemoteFailure({
  remote,
  error,
  onRetry,
}: {
  remote: RemoteName;
  error: unknown;
  onRetry: () => void;
}) {
  const app = REMOTES.find((r) => r.name === remote)?.app ?? remote;
  const t = useT();
  return (
    <section
      role="alert"
      data-remote-error={remote}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t('shell.remote.failedTitle')}</h1>
      <p className="text-muted-foreground">
        <T id="shell.remote.failedText" values={{ app, remote, b: (chunks) => <strong>{chunks}</strong> }} />
      </p>
      <p className="max-w-full break-words text-xs text-muted-foreground">
        {error instanceof Error ? error.message : String(error)}
      </p>
      <Button onClick={onRetry}>{t('shell.remote.retry')}</Button>
    </section>
  );
}

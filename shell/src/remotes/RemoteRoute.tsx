// Renders one remote page inside the shell: the sign-in guard, a spinner while loading, and a
// contained failure with Retry.
import { AppProviders } from '@thesis-studio/client';
import { REMOTES, type RemoteName } from '@thesis-studio/domain';
import { Button, FullPageSpinner } from '@thesis-studio/ui';
import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { remoteRouteAccess } from '../auth/access';
import { RequireAuth } from '../auth/RequireAuth';
import { remoteLoader } from './loader';

export interface RemoteRouteProps {
  remote: RemoteName;
  /** The route pattern; the remote's `pages[pattern]` is rendered. */
  pattern: string;
}

export default function RemoteRoute({ remote, pattern }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <AppProviders toaster={false}>
      <RequireAuth access={remoteRouteAccess(pattern)}>
        {/* Keyed by remote as well: React reuses this element across routes, and a failure of one
            remote must not be shown on another remote's route. */}
        <RemoteErrorBoundary
          key={`${remote}:${attempt}`}
          remote={remote}
          onRetry={() => {
            remoteLoader.retry(remote);
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense fallback={<FullPageSpinner />}>
            <RemotePage remote={remote} pattern={pattern} />
          </Suspense>
        </RemoteErrorBoundary>
      </RequireAuth>
    </AppProviders>
  );
}

function RemotePage({ remote, pattern }: RemoteRouteProps) {
  const { pages } = use(remoteLoader.load(remote));
  const Page = pages[pattern];
  if (!Page) throw new Error(`${remote} does not export a page for ${pattern}`);
  return <Page />;
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[shell] remote ${this.props.remote} failed`, error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RemoteFailure remote={this.props.remote} error={error} onRetry={this.props.onRetry} />;
  }
}

function RemoteFailure({
  remote,
  error,
  onRetry,
}: {
  remote: RemoteName;
  error: Error;
  onRetry: () => void;
}) {
  const app = REMOTES.find((r) => r.name === remote)?.app ?? remote;
  return (
    <section
      role="alert"
      data-remote-error={remote}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">This section failed to load</h1>
      <p className="text-muted-foreground">
        The <strong>{app}</strong> module ({remote}) could not be loaded. The rest of Thesis Studio still
        works.
      </p>
      <p className="max-w-full break-words text-xs text-muted-foreground">{error.message}</p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}

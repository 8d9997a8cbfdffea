// /account/tokens (issue 19): personal API tokens and webhooks, reached from the account menu and the
// account page. A script or service uses the API with a token as the person who made it.
import { useAuth } from '@thesis-studio/client';
import { ArrowLeftIcon, Card, PageFrame, Skeleton, buttonClass } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { REMOTE_NAME } from '../remote';
import { AgentsSection } from './AgentsSection';
import { TokensSection } from './TokensSection';
import { WebhooksSection } from './WebhooksSection';

export function ApiTokensPage() {
  const { user, status } = useAuth();
  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={
        <div className="min-w-0">
          <Link to="/account" className={buttonClass('ghost', 'sm') + ' -ml-3 mb-2 text-muted-foreground'}>
            <ArrowLeftIcon aria-hidden="true" />
            Account
          </Link>
          <h1 className="text-3xl font-semibold tracking-tight">API tokens</h1>
          <p className="mt-1 max-w-prose text-sm text-muted-foreground">
            Let scripts, AI agents and other services use Thesis Studio as you, and be told when things
            happen. The API is described at{' '}
            <a className="font-medium text-primary underline-offset-4 hover:underline" href="/api/docs">
              /api/docs
            </a>
            .
          </p>
        </div>
      }
    >
      {user ? (
        <div className="mt-8 grid gap-6">
          <TokensSection />
          <AgentsSection />
          <WebhooksSection />
        </div>
      ) : status === 'loading' ? (
        <div className="mt-8 grid gap-6" aria-label="Loading your tokens">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <Card role="alert" className="mt-8 p-6">
          <p className="font-medium">Access Denied</p>
          <p className="mt-1 text-sm text-muted-foreground">Please log in to manage your API tokens.</p>
        </Card>
      )}
    </PageFrame>
  );
}

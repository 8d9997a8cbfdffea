// /account/tokens (issue 19): personal API tokens and webhooks, reached from the account menu and the
// account page. A script or service uses the API with a token as the person who made it.
import { ArrowLeftIcon, SkeletonStack, buttonClass } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { SignedInPage } from '../common/SignedInPage';
import { AgentsSection } from './AgentsSection';
import { TokensSection } from './TokensSection';
import { WebhooksSection } from './WebhooksSection';

export function ApiTokensPage() {
  return (
    <SignedInPage
      back={
        <Link to="/account" className={buttonClass('ghost', 'sm') + ' -ml-3 mb-2 text-muted-foreground'}>
          <ArrowLeftIcon aria-hidden="true" />
          Account
        </Link>
      }
      title="API tokens"
      description={
        <>
          Let scripts, AI agents and other services use Thesis Studio as you, and be told when things happen.
          The API is described at{' '}
          <a className="font-medium text-primary underline-offset-4 hover:underline" href="/api/docs">
            /api/docs
          </a>
          .
        </>
      }
      proseDescription
      loading={
        <SkeletonStack className="grid gap-6" aria-label="Loading your tokens" rows={['h-48', 'h-32']} />
      }
      signedOut="Please log in to manage your API tokens."
    >
      {() => (
        <div className="grid gap-6">
          <TokensSection />
          <AgentsSection />
          <WebhooksSection />
        </div>
      )}
    </SignedInPage>
  );
}

// /account/tokens (issue 19): personal API tokens and webhooks, reached from the account menu and the
// account page. A script or service uses the API with a token as the person who made it.
import { ArrowLeftIcon, buttonClass } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { SignedInPage } from '../common/SignedInPage';
import { SectionsSkeleton } from '../common/skeletons';
import { T, useT } from '../i18n';
import { AgentsSection } from './AgentsSection';
import { TokensSection } from './TokensSection';
import { WebhooksSection } from './WebhooksSection';

export function ApiTokensPage() {
  const t = useT();
  return (
    <SignedInPage
      back={
        <Link to="/account" className={buttonClass('ghost', 'sm') + ' -ml-3 mb-2 text-muted-foreground'}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('dashboard.tokens.back')}
        </Link>
      }
      title={t('dashboard.tokens.pageTitle')}
      description={
        <T
          id="dashboard.tokens.pageText"
          values={{
            link: (chunks) => (
              <a className="font-medium text-primary underline-offset-4 hover:underline" href="/api/docs">
                {chunks}
              </a>
            ),
          }}
        />
      }
      proseDescription
      loading={<SectionsSkeleton label={t('dashboard.tokens.loadingPage')} rows={['h-48', 'h-32']} />}
      signedOut={t('dashboard.tokens.signedOut')}
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

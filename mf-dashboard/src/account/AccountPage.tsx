// /account (issue 21): a person's own data — change how they sign in (issue 33 item 5), export it, see
// where they are signed in, their account's activity, and delete the account. Reached from the signed-in email and the header menu.
import { DateText } from '@thesis-studio/client';
import { ACCOUNT_ROLE_BADGE, Badge, Card, buttonClass } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { SignedInPage } from '../common/SignedInPage';
import { SectionsSkeleton } from '../common/skeletons';
import { T, useT } from '../i18n';
import { ActivitySection } from './ActivitySection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ExportDataSection } from './ExportDataSection';
import { SessionsSection } from './SessionsSection';
import { SignInDetailsSection } from './SignInDetailsSection';

export function AccountPage() {
  const t = useT();
  return (
    <SignedInPage
      title={t('dashboard.account.title')}
      description={t('dashboard.account.description')}
      loading={<SectionsSkeleton label={t('dashboard.account.loading')} rows={['h-24', 'h-48']} />}
      signedOut={t('dashboard.account.signedOut')}
    >
      {(user) => (
        <div className="grid gap-6">
          <Card className="flex flex-wrap items-center justify-between gap-3 p-6">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="break-words">{user.username}</span>
                <Badge variant={ACCOUNT_ROLE_BADGE[user.role]}>
                  {t('dashboard.account.role', { role: user.role })}
                </Badge>
              </p>
              <p className="mt-1 break-all text-sm text-muted-foreground">{user.email}</p>
            </div>
            <p className="text-sm text-muted-foreground">
              <T
                id="dashboard.account.memberSince"
                values={{ date: () => <DateText value={user.createdAt} show="date" /> }}
              />
            </p>
          </Card>
          <SignInDetailsSection user={user} />
          <ExportDataSection />
          <SessionsSection />
          <Card className="flex flex-wrap items-center justify-between gap-3 p-6">
            <div className="min-w-0">
              <h2 className="text-xl font-semibold">{t('dashboard.account.tokens.title')}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t('dashboard.account.tokens.text')}</p>
            </div>
            <Link to="/account/tokens" className={buttonClass('outline')}>
              {t('dashboard.account.tokens.manage')}
            </Link>
          </Card>
          <ActivitySection userId={user.id} />
          <DeleteAccountSection />
        </div>
      )}
    </SignedInPage>
  );
}

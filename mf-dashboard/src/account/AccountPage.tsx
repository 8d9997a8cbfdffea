// /account (issue 21): a person's own data — change how they sign in (issue 33 item 5), export it, see
// where they are signed in, their account's activity, and delete the account. Reached from the signed-in email and the header menu.
import { DateText } from '@thesis-studio/client';
import { Badge, Card, SkeletonStack, buttonClass } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { SignedInPage } from '../common/SignedInPage';
import { ActivitySection } from './ActivitySection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ExportDataSection } from './ExportDataSection';
import { SessionsSection } from './SessionsSection';
import { SignInDetailsSection } from './SignInDetailsSection';

export function AccountPage() {
  return (
    <SignedInPage
      title="Account"
      description="How you sign in, your data, where you are signed in, and your account."
      loading={
        <SkeletonStack className="grid gap-6" aria-label="Loading your account" rows={['h-24', 'h-48']} />
      }
      signedOut="Please log in to view your account."
    >
      {(user) => (
        <div className="grid gap-6">
          <Card className="flex flex-wrap items-center justify-between gap-3 p-6">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="break-words">{user.username}</span>
                <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>{user.role}</Badge>
              </p>
              <p className="mt-1 break-all text-sm text-muted-foreground">{user.email}</p>
            </div>
            <p className="text-sm text-muted-foreground">
              Member since <DateText value={user.createdAt} show="date" />
            </p>
          </Card>
          <SignInDetailsSection user={user} />
          <ExportDataSection />
          <SessionsSection />
          <Card className="flex flex-wrap items-center justify-between gap-3 p-6">
            <div className="min-w-0">
              <h2 className="text-xl font-semibold">API tokens</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Let scripts and other services use Thesis Studio as you, and set up webhooks.
              </p>
            </div>
            <Link to="/account/tokens" className={buttonClass('outline')}>
              Manage API tokens
            </Link>
          </Card>
          <ActivitySection userId={user.id} />
          <DeleteAccountSection />
        </div>
      )}
    </SignedInPage>
  );
}

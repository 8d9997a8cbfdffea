// The frame of a page only a signed-in person has (account, API tokens, saved links): its title and a
// line about it, then the page for the person, a placeholder while the session is read, or a notice to
// log in.
import { useAuth, type AuthUser } from '@thesis-studio/client';
import { Card, PageFrame } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { REMOTE_NAME } from '../remote';
import { PageTitle } from './PageTitle';

interface SignedInPageProps {
  title: string;
  /** The h1's id, when the page's content is labelled by it. */
  titleId?: string;
  /** The line under the title. */
  description: ReactNode;
  /** Kept to a readable width (a long line). */
  proseDescription?: boolean;
  /** Above the title, e.g. a link back. */
  back?: ReactNode;
  /** Shown while the session is read. */
  loading: ReactNode;
  /** What the notice asks a signed-out person, e.g. 'Please log in to view your account.' */
  signedOut: string;
  children: (user: AuthUser) => ReactNode;
}

export function SignedInPage(props: SignedInPageProps) {
  const { user, status } = useAuth();
  const t = useT();
  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={
        <PageTitle
          back={props.back}
          title={props.title}
          titleId={props.titleId}
          description={props.description}
          descriptionClassName={
            props.proseDescription ? 'mt-1 max-w-prose text-sm text-muted-foreground' : undefined
          }
        />
      }
    >
      <div className="mt-8">
        {user ? (
          props.children(user)
        ) : status === 'loading' ? (
          props.loading
        ) : (
          <Card role="alert" className="p-6">
            <p className="font-medium">{t('dashboard.common.accessDenied')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{props.signedOut}</p>
          </Card>
        )}
      </div>
    </PageFrame>
  );
}

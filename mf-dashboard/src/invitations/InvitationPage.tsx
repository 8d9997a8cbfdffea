// /invitations/{token} (issue 29): the page an invitation mail links to, for whoever holds the link.
// It names the project, who invited and the role; the invited account accepts and goes to the project;
// another account is told so and may switch; someone signed out signs in or creates an account with
// the invited address and comes back here. Expired, used and forged links say so. Whether the viewer
// may accept is the API's answer (viewerIsInvitee), not a comparison here.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  DateText,
  rememberAuthRedirect,
  serverErrorMessage,
  signOut,
  toastFailure,
  useAuth,
  useRouteFetchPolicy,
  refetchQuietly,
} from '@thesis-studio/client';
import {
  AlertIcon,
  Button,
  buttonClass,
  Card,
  CheckIcon,
  ClockIcon,
  LogInIcon,
  Skeleton,
  toast,
  UsersIcon,
} from '@thesis-studio/ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryLoadError } from '../common/QueryLoadError';
import { graphql } from '../gql';
import type { InvitationPageQuery as InvitationPageData } from '../gql/graphql';
import { RoleBadge } from '../projects/RoleBadge';
import { T, useT } from '../i18n';
import { REMOTE_NAME } from '../remote';

// The route's one param is sent as $idOrSlug (route preload and server render derive it from here).
export const InvitationPageQuery = graphql(`
  query InvitationPage($idOrSlug: String!) {
    invitation(token: $idOrSlug) {
      projectName
      inviterUsername
      role
      email
      expiresAt
      viewerIsInvitee
    }
  }
`);

const InvitationPageAcceptMutation = graphql(`
  mutation InvitationPageAccept($token: String!) {
    acceptInvitation(token: $token) {
      projectSlug
    }
  }
`);

type Invitation = InvitationPageData['invitation'];

const ROLE_POWERS = {
  editor: 'dashboard.invitation.power.editor',
  viewer: 'dashboard.invitation.power.viewer',
} as const;

/** The server's code for a failed invitation: NOT_FOUND (forged), CONFLICT (expired or used). */
const codeOf = (error: unknown): unknown =>
  CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.['code'] : undefined;

export function InvitationPage() {
  const { token = '' } = useParams();
  const variables = { idOrSlug: token };
  // Whether the viewer may accept depends on who is signed in: asked again on each visit.
  const fetchPolicy = useRouteFetchPolicy(InvitationPageQuery, variables, 'network-only');
  const { data, error, refetch } = useQuery(InvitationPageQuery, { variables, fetchPolicy });
  const t = useT();

  let body: ReactNode;
  if (data?.invitation)
    body = <InvitationCard token={token} invitation={data.invitation} refetch={refetch} />;
  else if (error && (codeOf(error) === 'NOT_FOUND' || codeOf(error) === 'CONFLICT'))
    body = <LinkNotUsable reason={codeOf(error) === 'CONFLICT' ? serverErrorMessage(error) : undefined} />;
  else if (error)
    body = <QueryLoadError title={t('dashboard.invitation.loadError')} error={error} refetch={refetch} />;
  else body = <InvitationSkeleton />;

  return (
    <section data-remote={REMOTE_NAME} className="mx-auto flex w-full max-w-lg flex-col px-4 py-10 sm:py-16">
      {body}
    </section>
  );
}

function InvitationCard({
  token,
  invitation,
  refetch,
}: {
  token: string;
  invitation: Invitation;
  refetch: () => Promise<unknown>;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [accept, { loading: accepting }] = useMutation(InvitationPageAcceptMutation);
  const [switching, setSwitching] = useState(false);
  const t = useT();
  const inviter = invitation.inviterUsername ?? t('dashboard.invitation.someone');
  const here = `/invitations/${encodeURIComponent(token)}`;

  const onAccept = async () => {
    try {
      const { data } = await accept({ variables: { token } });
      const slug = data?.acceptInvitation.projectSlug;
      toast({
        title: t('dashboard.invitation.accepted'),
        description: t('dashboard.invitation.acceptedText', { project: invitation.projectName }),
      });
      void navigate(slug ? `/projects/${encodeURIComponent(slug)}` : '/dashboard', { replace: true });
    } catch (error) {
      toastFailure(t('dashboard.invitation.acceptFailed'), error);
      await refetchQuietly(refetch);
    }
  };

  // Sign in or create the account, then come back to this link (the auth page goes to authRedirect).
  const toAuth = (tab: 'signin' | 'signup') => {
    rememberAuthRedirect(window.sessionStorage, here);
    const query = new URLSearchParams({ tab, email: invitation.email });
    void navigate(`/auth?${query.toString()}`);
  };

  const onSwitch = async () => {
    setSwitching(true);
    const signedOut = await signOut(auth);
    setSwitching(false);
    if (signedOut) await refetchQuietly(refetch);
  };

  return (
    <Card className="overflow-hidden p-0" data-testid="invitation-card">
      <div className="flex flex-col items-center gap-3 border-b border-border bg-primary/5 px-6 py-8 text-center">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-primary/10 text-primary">
          <UsersIcon className="h-7 w-7" />
        </span>
        <p className="text-sm font-medium text-muted-foreground">{t('dashboard.invitation.invited')}</p>
        <h1 className="break-words text-2xl font-semibold tracking-tight">{invitation.projectName}</h1>
        <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
          <span>
            <T
              id="dashboard.invitation.invitedAs"
              values={{
                inviter,
                b: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
              }}
            />
          </span>
          <RoleBadge role={invitation.role} />
        </p>
      </div>

      <div className="grid gap-5 px-6 py-6">
        <p className="text-sm leading-relaxed text-slate-700">{t(ROLE_POWERS[invitation.role])}</p>
        <dl className="grid gap-2 text-sm">
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-muted-foreground">{t('dashboard.invitation.sentTo')}</dt>
            <dd className="break-words font-medium" data-testid="invited-email">
              {invitation.email}
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="inline-flex items-center gap-1.5 text-muted-foreground">
              <ClockIcon className="h-3.5 w-3.5" />
              {t('dashboard.invitation.validUntil')}
            </dt>
            <dd className="font-medium">
              <DateText value={invitation.expiresAt} show="dateTime" />
            </dd>
          </div>
        </dl>

        {invitation.viewerIsInvitee === true ? (
          <Button onClick={() => void onAccept()} disabled={accepting} className="w-full">
            <CheckIcon />
            {accepting ? t('dashboard.invitation.accepting') : t('dashboard.invitation.accept')}
          </Button>
        ) : invitation.viewerIsInvitee === false ? (
          <div className="grid gap-3" data-testid="other-account">
            <div
              role="note"
              className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
            >
              <AlertIcon className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" />
              <p className="text-amber-950">
                <T
                  id="dashboard.invitation.otherAccount"
                  values={{
                    current: auth.user?.email ?? '',
                    invitee: invitation.email,
                    b: (chunks) => <span className="break-words font-medium">{chunks}</span>,
                  }}
                />
              </p>
            </div>
            <Button variant="outline" onClick={() => void onSwitch()} disabled={switching} className="w-full">
              <LogInIcon />
              {switching ? t('dashboard.invitation.signingOut') : t('dashboard.invitation.switch')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-3" data-testid="signed-out">
            <p className="text-sm text-muted-foreground">
              <T
                id="dashboard.invitation.signedOut"
                values={{
                  email: invitation.email,
                  b: (chunks) => <span className="break-words font-medium">{chunks}</span>,
                }}
              />
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button onClick={() => toAuth('signup')}>{t('dashboard.invitation.createAccount')}</Button>
              <Button variant="outline" onClick={() => toAuth('signin')}>
                <LogInIcon />
                {t('dashboard.invitation.signIn')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}

function LinkNotUsable({ reason }: { reason?: string | undefined }) {
  const { user } = useAuth();
  const t = useT();
  return (
    <Card
      className="flex flex-col items-center gap-3 px-6 py-10 text-center"
      data-testid="invitation-unusable"
    >
      <span className="grid h-14 w-14 place-items-center rounded-full bg-muted text-muted-foreground">
        <AlertIcon className="h-7 w-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">
        {reason ? t('dashboard.invitation.cannotUse') : t('dashboard.invitation.notValid')}
      </h1>
      <p className="max-w-sm text-muted-foreground">{reason ?? t('dashboard.invitation.notValidText')}</p>
      <Link to={user ? '/dashboard' : '/'} className={`${buttonClass('outline')} mt-2`}>
        {user ? t('dashboard.invitation.toDashboard') : t('dashboard.invitation.toHome')}
      </Link>
    </Card>
  );
}

function InvitationSkeleton() {
  const t = useT();
  return (
    <Card
      className="flex flex-col items-center gap-3 px-6 py-10"
      aria-busy="true"
      aria-label={t('dashboard.invitation.loading')}
    >
      <Skeleton className="h-14 w-14 rounded-full" />
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="mt-6 h-10 w-full" />
    </Card>
  );
}

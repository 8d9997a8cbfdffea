// My sessions (issue 21 part 4): where the person is signed in — browser and OS, approximate IP,
// signed in, last seen, this device marked — with Sign out on each other one and everywhere else.
import { useMutation, useQuery } from '@apollo/client/react';
import { DateText, serverErrorMessage, refetchQuietly } from '@thesis-studio/client';
import { Badge, Card, ConfirmDialog, toast } from '@thesis-studio/ui';
import { useState } from 'react';
import { SectionContent } from '../common/SectionContent';
import { useT, type Translate } from '../i18n';
import { graphql } from '../gql';
import { sessionDevice } from './account';
import { BusyButton } from './ButtonSpinner';

const SessionsSectionQuery = graphql(`
  query SessionsSection {
    mySessions {
      id
      browser
      os
      platform
      approximateIp
      signedInAt
      lastSeenAt
      current
    }
  }
`);

const SessionsSectionEndSessionMutation = graphql(`
  mutation SessionsSectionEndSession($id: ID!) {
    endMySession(id: $id)
  }
`);

const SessionsSectionEndOtherSessionsMutation = graphql(`
  mutation SessionsSectionEndOtherSessions {
    endMyOtherSessions
  }
`);

const failed = (t: Translate, title: string, error: unknown) =>
  toast({
    title,
    description: serverErrorMessage(error) ?? t('dashboard.sessions.tryAgain'),
    variant: 'destructive',
  });

export function SessionsSection() {
  const { data, error, refetch } = useQuery(SessionsSectionQuery, { fetchPolicy: 'network-only' });
  const [endSession] = useMutation(SessionsSectionEndSessionMutation);
  const [endOthers, { loading: endingOthers }] = useMutation(SessionsSectionEndOtherSessionsMutation);
  const [ending, setEnding] = useState<string | null>(null);
  const [confirmOthers, setConfirmOthers] = useState(false);
  const sessions = data?.mySessions;
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  const t = useT();

  const signOutOne = async (id: string, device: string) => {
    setEnding(id);
    try {
      await endSession({ variables: { id } });
      toast({
        title: t('dashboard.sessions.endedOne'),
        description: t('dashboard.sessions.endedOneText', { device }),
      });
    } catch (err) {
      failed(t, t('dashboard.sessions.endOneFailed'), err);
    } finally {
      setEnding(null);
    }
    await refetchQuietly(refetch);
  };

  const signOutOthers = async () => {
    try {
      const { data: ended } = await endOthers();
      const n = ended?.endMyOtherSessions ?? 0;
      toast({
        title: t('dashboard.sessions.endedOthers'),
        description: t('dashboard.sessions.endedOthersText', { count: n }),
      });
    } catch (err) {
      failed(t, t('dashboard.sessions.endOthersFailed'), err);
    }
    await refetchQuietly(refetch);
  };

  return (
    <Card className="p-4 sm:p-6" aria-labelledby="sessions-title" role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="sessions-title" className="text-xl font-semibold">
            {t('dashboard.sessions.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('dashboard.sessions.intro')}</p>
        </div>
        {others > 0 ? (
          <BusyButton variant="outline" busy={endingOthers} onClick={() => setConfirmOthers(true)}>
            {t('dashboard.sessions.endOthers')}
          </BusyButton>
        ) : null}
      </div>
      <SectionContent
        value={sessions}
        error={error}
        onRetry={() => void refetchQuietly(refetch)}
        loadingLabel={t('dashboard.sessions.loading')}
        rows={['h-20', 'h-20']}
        errorTitle={t('dashboard.sessions.loadError')}
      >
        {(sessions) => (
          <ul
            className="mt-4 divide-y divide-border rounded-md border border-border"
            aria-label={t('dashboard.sessions.list')}
          >
            {sessions.map((session) => {
              const device = sessionDevice(session, t);
              return (
                <li
                  key={session.id}
                  data-testid="session-row"
                  data-current={session.current ? 'true' : undefined}
                  className="flex flex-wrap items-start justify-between gap-3 p-3 sm:p-4"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="break-words">{device}</span>
                      {session.current ? <Badge>{t('dashboard.sessions.thisDevice')}</Badge> : null}
                      {session.platform ? (
                        <Badge variant="outline" className="font-normal capitalize">
                          {session.platform}
                        </Badge>
                      ) : null}
                    </p>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-muted-foreground">
                      <dt>{t('dashboard.sessions.ip')}</dt>
                      <dd className="break-all text-foreground">
                        {session.approximateIp ?? t('dashboard.sessions.unknown')}
                      </dd>
                      <dt>{t('dashboard.sessions.signedIn')}</dt>
                      <dd className="text-foreground">
                        <DateText value={session.signedInAt} show="dateTime" />
                      </dd>
                      <dt>{t('dashboard.sessions.lastSeen')}</dt>
                      <dd className="text-foreground">
                        {session.current ? (
                          t('dashboard.sessions.now')
                        ) : (
                          <DateText value={session.lastSeenAt} scale="hours" />
                        )}
                      </dd>
                    </dl>
                  </div>
                  {session.current ? null : (
                    <BusyButton
                      variant="outline"
                      size="sm"
                      aria-label={t('dashboard.sessions.endLabel', { device })}
                      busy={ending === session.id}
                      onClick={() => void signOutOne(session.id, device)}
                    >
                      {t('dashboard.sessions.end')}
                    </BusyButton>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </SectionContent>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title={t('dashboard.sessions.confirmTitle')}
        description={t('dashboard.sessions.confirmText', { count: others })}
        confirmLabel={t('dashboard.sessions.endOthers')}
        onConfirm={() => {
          setConfirmOthers(false);
          void signOutOthers();
        }}
      />
    </Card>
  );
}

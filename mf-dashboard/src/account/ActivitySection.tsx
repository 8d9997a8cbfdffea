// Account activity (issue 21 part 5): the audit entries about the person or made by them, newest
// first, a page at a time.
import { useQuery } from '@apollo/client/react';
import { DateText } from '@thesis-studio/client';
import { Button, Card, Skeleton } from '@thesis-studio/ui';
import { useState } from 'react';
import { QueryLoadError } from '../common/QueryLoadError';
import { graphql } from '../gql';
import { useT } from '../i18n';
import { describeActivity } from './activity';

const ActivitySectionQuery = graphql(`
  query ActivitySection($page: AuditPageInput) {
    myAuditEntries(page: $page) {
      entries {
        id
        action
        actor {
          id
          name
          email
          deleted
        }
        subject {
          id
          name
          email
          deleted
        }
        fromRole
        toRole
        browser
        os
        tokenId
        tokenName
        ip
        createdAt
      }
      total
      nextCursor
    }
  }
`);

const ACTIVITY_PAGE_SIZE = 10;

export function ActivitySection({ userId }: { userId: string }) {
  // One query per page shown: "Show older" adds the next cursor.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const t = useT();
  return (
    <Card className="p-4 sm:p-6" aria-labelledby="activity-title" role="region">
      <h2 id="activity-title" className="text-xl font-semibold">
        {t('dashboard.activity.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('dashboard.activity.text')}</p>
      <ol className="mt-4 grid gap-2" aria-label={t('dashboard.activity.title')}>
        {cursors.map((cursor, index) => (
          <ActivityPage
            key={cursor ?? 'first'}
            cursor={cursor}
            userId={userId}
            last={index === cursors.length - 1}
            onOlder={(next) => setCursors((shown) => [...shown, next])}
          />
        ))}
      </ol>
    </Card>
  );
}

function ActivityPage({
  cursor,
  userId,
  last,
  onOlder,
}: {
  cursor: string | null;
  userId: string;
  last: boolean;
  onOlder: (cursor: string) => void;
}) {
  const { data, error, refetch } = useQuery(ActivitySectionQuery, {
    variables: { page: { limit: ACTIVITY_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
    fetchPolicy: 'network-only',
  });
  const page = data?.myAuditEntries;
  const t = useT();
  if (!page && !error) {
    return (
      <li aria-label={t('dashboard.activity.loading')}>
        <Skeleton className="h-12 w-full" />
      </li>
    );
  }
  if (!page) {
    return (
      <li>
        <QueryLoadError
          variant="inline"
          title={t('dashboard.activity.loadError')}
          error={error}
          refetch={refetch}
        />
      </li>
    );
  }
  if (page.entries.length === 0 && !cursor) {
    return <li className="text-sm text-muted-foreground">{t('dashboard.activity.none')}</li>;
  }
  return (
    <>
      {page.entries.map((entry) => (
        <li
          key={entry.id}
          data-testid="activity-entry"
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-md border border-border px-4 py-3 text-sm"
        >
          <span className="min-w-0 break-words">{describeActivity(entry, userId, t)}</span>
          <span className="shrink-0 text-xs text-muted-foreground">
            <DateText value={entry.createdAt} show="dateTime" />
            {entry.ip ? ` · IP ${entry.ip}` : ''}
          </span>
        </li>
      ))}
      {last && page.nextCursor ? (
        <li className="pt-2">
          <Button variant="outline" size="sm" onClick={() => onOlder(page.nextCursor!)}>
            {t('dashboard.activity.older')}
          </Button>
        </li>
      ) : null}
    </>
  );
}

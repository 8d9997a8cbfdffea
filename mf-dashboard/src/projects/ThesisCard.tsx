// A thesis on its project's page (spec §2 /projects/{slug}, §4 status badges): status, title, summary in
// three lines, relative date, View Thesis or Continue Research, and delete after confirming.
import { useMutation } from '@apollo/client/react';
import { ArrowRightIcon, buttonClass, Card, cn } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { CardDate, ConfirmedDeleteButton } from '../common/card-parts';
import { toastOutcome } from '../common/failure';
import { graphql } from '../gql';
import type { ThesisCard_ThesisFragment } from '../gql/graphql';
import { useT } from '../i18n';
import { STATUS_TONE_CLASS, thesisActionLabel, thesisCardSummary, thesisStatusBadge } from './thesis-status';

// The fields this component reads; its parents spread the fragment by name.
graphql(`
  fragment ThesisCard_thesis on Thesis {
    id
    slug
    title
    idea
    summary
    status
    updatedAt
  }
`);

const ThesisCardDeleteThesisMutation = graphql(`
  mutation ThesisCardDeleteThesis($id: ID!) {
    deleteThesis(id: $id)
  }
`);

export type ThesisCardThesis = ThesisCard_ThesisFragment;

function ThesisStatusBadge({ status }: { status: string }) {
  const badge = thesisStatusBadge(status);
  const t = useT();
  return (
    <span
      data-testid="thesis-status"
      data-tone={badge.tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        STATUS_TONE_CLASS[badge.tone],
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {t('dashboard.thesis.status', { status })}
    </span>
  );
}

export function ThesisCard({ thesis }: { thesis: ThesisCardThesis }) {
  const [deleteThesis, { loading: deleting }] = useMutation(ThesisCardDeleteThesisMutation, {
    // The thesis leaves the cache at once; the project (count, updated date) is refetched.
    update(cache, { data }) {
      if (!data?.deleteThesis) return;
      cache.evict({ id: cache.identify({ __typename: 'Thesis', id: data.deleteThesis }) });
      cache.gc();
    },
    refetchQueries: ['ProjectPage'],
  });
  const summary = thesisCardSummary(thesis);
  const t = useT();
  const href = `/theses/${encodeURIComponent(thesis.slug)}`;

  const onDelete = () =>
    toastOutcome(
      () => deleteThesis({ variables: { id: thesis.id } }),
      { title: t('dashboard.thesis.deleted') },
      t('dashboard.thesis.deleteFailed'),
    );

  return (
    <Card
      data-testid="thesis-card"
      data-thesis-slug={thesis.slug}
      className="flex h-full flex-col gap-3 p-5 transition-shadow hover:shadow-md"
    >
      <div className="flex items-center justify-between gap-3">
        <ThesisStatusBadge status={thesis.status} />
        <ConfirmedDeleteButton
          label={t('dashboard.thesis.deleteLabel', { title: thesis.title })}
          tooltip={t('dashboard.thesis.deleteTooltip')}
          busy={deleting}
          className="-mr-2 -mt-1 h-8 w-8"
          confirm={{
            title: t('dashboard.thesis.confirm.title'),
            description: t('dashboard.thesis.confirm.text', { title: thesis.title }),
            action: t('dashboard.card.confirm.action'),
          }}
          onConfirm={() => void onDelete()}
        />
      </div>
      <h3 className="break-words text-lg font-semibold leading-snug tracking-tight">{thesis.title}</h3>
      {summary ? (
        <p data-testid="thesis-summary" className="line-clamp-3 text-sm leading-relaxed text-slate-600">
          {summary}
        </p>
      ) : (
        <p className="text-sm italic text-muted-foreground">{t('dashboard.thesis.noSummary')}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <CardDate value={thesis.updatedAt} scale="weeks" label={t('dashboard.card.updated')} />
        <Link to={href} className={buttonClass(thesis.status === 'complete' ? 'default' : 'outline', 'sm')}>
          {thesisActionLabel(thesis.status, t)}
          <ArrowRightIcon className="h-3.5 w-3.5" />
        </Link>
      </div>
    </Card>
  );
}

// A saved link (spec §2 Saved Links page, /dashboard): title, 'From {project} project', saved date, open in
// a new tab, remove after confirming; a thesis deleted or no longer shared says it is not available.
import { useT } from '../i18n';
import { useMutation } from '@apollo/client/react';
import { AlertIcon, BookmarkIcon, buttonClass, Card, cn, ExternalLinkIcon } from '@thesis-studio/ui';
import { CardDate, ConfirmedDeleteButton } from '../common/card-parts';
import { toastOutcome } from '../common/failure';
import { graphql } from '../gql';
import type { SavedLinkCard_SavedLinkFragment } from '../gql/graphql';
import { fromProjectLabel, sharedThesisPath } from './saved-links';

// The fields this component reads; its parents spread the fragment by name.
graphql(`
  fragment SavedLinkCard_savedLink on SavedLink {
    id
    thesisId
    title
    shareUrl
    projectName
    createdAt
    available
  }
`);

const SavedLinkCardRemoveSavedLinkMutation = graphql(`
  mutation SavedLinkCardRemoveSavedLink($id: ID!) {
    removeSavedLink(id: $id)
  }
`);

export type SavedLinkCardSavedLink = SavedLinkCard_SavedLinkFragment;

export function SavedLinkCard({ savedLink }: { savedLink: SavedLinkCardSavedLink }) {
  const [removeSavedLink, { loading: removing }] = useMutation(SavedLinkCardRemoveSavedLinkMutation, {
    // The link leaves every list at once; the thesis's saved state (thesis and shared pages) is re-read.
    update(cache, { data }) {
      if (!data?.removeSavedLink) return;
      cache.evict({ id: cache.identify({ __typename: 'SavedLink', id: data.removeSavedLink }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'thesisSaved', args: { thesisId: savedLink.thesisId } });
      cache.gc();
    },
  });
  const { title, available } = savedLink;
  const t = useT();

  const onRemove = () =>
    toastOutcome(
      () => removeSavedLink({ variables: { id: savedLink.id } }),
      { title: t('dashboard.savedLink.removed') },
      t('dashboard.savedLink.removeFailed'),
    );

  return (
    <Card
      data-testid="saved-link-card"
      data-available={available}
      className={cn(
        'flex h-full flex-col gap-3 p-5 transition-shadow',
        available ? 'hover:shadow-md' : 'bg-muted/40',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid h-9 w-9 shrink-0 place-items-center rounded-full',
            available ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
          )}
        >
          <BookmarkIcon className="h-4 w-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h3
            title={title}
            className="line-clamp-3 break-words text-base font-semibold leading-snug tracking-tight"
          >
            {title}
          </h3>
          <p className="mt-0.5 break-words text-sm text-muted-foreground">
            {fromProjectLabel(savedLink.projectName, t)}
          </p>
        </div>
      </div>

      {available ? null : (
        <p
          data-testid="saved-link-unavailable"
          className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {t('dashboard.savedLink.unavailable')}
        </p>
      )}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <CardDate value={savedLink.createdAt} scale="weeks" prefix={t('dashboard.savedLink.saved')} />
        <div className="flex items-center gap-1">
          {available ? (
            <a
              href={sharedThesisPath(savedLink.shareUrl)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline', 'sm')}
            >
              {t('dashboard.savedLink.open')}
              <span className="sr-only">{t('dashboard.savedLink.opensInNewTab', { title })}</span>
              <ExternalLinkIcon className="h-3.5 w-3.5" />
            </a>
          ) : null}
          <ConfirmedDeleteButton
            label={t('dashboard.savedLink.removeLabel', { title })}
            tooltip={t('dashboard.savedLink.removeTooltip')}
            busy={removing}
            className="h-9 w-9"
            confirm={{
              title: t('dashboard.savedLink.confirm.title'),
              description: t('dashboard.savedLink.confirm.text', { title }),
              action: t('dashboard.savedLink.confirm.action'),
            }}
            onConfirm={() => void onRemove()}
          />
        </div>
      </div>
    </Card>
  );
}

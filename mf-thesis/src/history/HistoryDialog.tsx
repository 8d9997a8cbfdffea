// The thesis's version history (issue 11 item 4): the recent revisions — when, who, what changed in a
// line — each with Restore behind a confirmation. Restoring is an edit: the page gets the thesis back.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { DateText, serverErrorMessage, refetchQuietly } from '@thesis-studio/client';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  HistoryIcon,
  SkeletonStack,
  toast,
  LoadError,
} from '@thesis-studio/ui';
import { useState } from 'react';
import { graphql } from '../gql';
import type { RestoreThesisRevisionMutation, ThesisHistoryQuery } from '../gql/graphql';
import { useT } from '../i18n/thesis';

const ThesisHistoryDocument = graphql(`
  query ThesisHistory($thesisId: ID!) {
    thesisHistory(thesisId: $thesisId) {
      id
      version
      createdAt
      authorName
      change
    }
  }
`);

const RestoreThesisRevisionDocument = graphql(`
  mutation RestoreThesisRevision($thesisId: ID!, $revisionId: ID!, $expectedVersion: Int) {
    restoreThesisRevision(thesisId: $thesisId, revisionId: $revisionId, expectedVersion: $expectedVersion) {
      id
      slug
      title
      intellectualChallenge
      content
      status
      createdAt
      updatedAt
      version
    }
  }
`);

export type Revision = ThesisHistoryQuery['thesisHistory'][number];
export type RestoredThesis = RestoreThesisRevisionMutation['restoreThesisRevision'];

export interface HistoryDialogProps {
  thesisId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: (thesis: RestoredThesis) => void;
  /** The version the page shows: a restore then applies only to it (else CONFLICT, told in the toast). */
  expectedVersion?: number;
}

/** The thesis changed since the page read it (the restore was made on a stale version). */
const isConflict = (error: unknown): boolean =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'CONFLICT');

export function HistoryDialog({
  thesisId,
  open,
  onOpenChange,
  onRestored,
  expectedVersion,
}: HistoryDialogProps) {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(ThesisHistoryDocument, {
    variables: { thesisId },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [restore, { loading: restoring }] = useMutation(RestoreThesisRevisionDocument);
  const [confirming, setConfirming] = useState<Revision | null>(null);

  const onConfirm = async (revision: Revision) => {
    setConfirming(null);
    try {
      const result = await restore({
        variables: { thesisId, revisionId: revision.id, expectedVersion: expectedVersion ?? null },
      });
      const thesis = result.data?.restoreThesisRevision;
      if (!thesis) throw new Error('No thesis came back.');
      toast({
        title: t('thesis.history.restored'),
        description: t('thesis.history.restoredText', { version: revision.version }),
      });
      onRestored(thesis);
      onOpenChange(false);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: t('thesis.history.restoreFailed'),
        description: isConflict(failure)
          ? t('thesis.update.changedElsewhere')
          : (serverErrorMessage(failure) ?? t('thesis.update.tryAgain')),
      });
    }
  };

  const revisions = data?.thesisHistory ?? [];
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl">
          <DialogHeader className="pr-8">
            <DialogTitle className="flex items-center gap-2">
              <HistoryIcon className="size-5 shrink-0" aria-hidden="true" />
              {t('thesis.history.title')}
            </DialogTitle>
            <DialogDescription>{t('thesis.history.description')}</DialogDescription>
          </DialogHeader>
          {loading && !data ? (
            <SkeletonStack
              className="grid gap-3"
              aria-busy="true"
              aria-label={t('thesis.history.loading')}
              rows={['h-14', 'h-14', 'h-14']}
            />
          ) : error ? (
            <LoadError
              variant="inline"
              title={t('thesis.history.loadFailed')}
              detail={serverErrorMessage(error)}
              onRetry={() => void refetchQuietly(refetch)}
            />
          ) : revisions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('thesis.history.empty')}</p>
          ) : (
            <ol className="grid gap-2" aria-label={t('thesis.history.list')}>
              {revisions.map((revision) => (
                <li
                  key={revision.id}
                  className="flex items-start justify-between gap-3 rounded-md border border-border p-3 sm:items-center"
                >
                  <div className="min-w-0">
                    <p className="break-words text-sm font-medium">{revision.change}</p>
                    <p className="text-xs text-muted-foreground">
                      <DateText value={revision.createdAt} scale="hours" />
                      {/* Revisions from before authors were recorded name no one. */}
                      {revision.authorName ? (
                        <>
                          {' · '}
                          <span className="font-medium text-foreground">{revision.authorName}</span>
                        </>
                      ) : null}
                      {' · '}
                      {t('thesis.history.version', { version: revision.version })}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    disabled={restoring}
                    aria-label={t('thesis.history.restoreVersion', { version: revision.version })}
                    onClick={() => setConfirming(revision)}
                  >
                    {t('thesis.history.restore')}
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        title={
          confirming
            ? t('thesis.history.confirmTitle', { version: confirming.version })
            : t('thesis.history.confirmTitleAny')
        }
        description={t('thesis.history.confirmText')}
        confirmLabel={t('thesis.history.restore')}

        onConfirm={() => {
          if (confirming) void onConfirm(confirming);
        }}
      />
    </>
  );
}

// The thesis page's Sources panel over the API: the library from Thesis.sources (polled while a source
// is processing), files uploaded over REST multipart, pasted text as JSON, removal through removeSource.
import { useMutation, useQuery } from '@apollo/client/react';
import { refetchQuietly, toastFailure } from '@thesis-studio/client';
import { toast } from '@thesis-studio/ui';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../gql';
import { SourceLibrary, type SourceProblem } from './SourceLibrary';
import type { PastedSource } from './SourcePicker';
import {
  addPastedSource,
  anyProcessing,
  SOURCES_POLL_MS,
  uploadErrorMessage,
  uploadSourceFile,
  type SourceItem,
} from './sources';
import { usePainted } from '../thesis/after-paint';
import { useT } from '../i18n/flow';

const ThesisSourcesQuery = graphql(`
  query ThesisSources($idOrSlug: String!) {
    thesis(idOrSlug: $idOrSlug) {
      id
      sources {
        id
        thesisId
        title
        kind
        fileName
        mimeType
        size
        pages
        sections
        words
        passages
        status
        failureReason
        url
        site
        fetchedAt
        addedBy {
          id
          name
        }
        createdAt
        updatedAt
      }
    }
  }
`);

const ThesisSourcesRemove = graphql(`
  mutation ThesisSourcesRemove($thesisId: ID!, $sourceId: ID!) {
    removeSource(thesisId: $thesisId, sourceId: $sourceId) {
      id
    }
  }
`);

/** The thesis's sources, kept fresh while any is still being read. */
export function useThesisSources(thesisId: string) {
  const query = useQuery(ThesisSourcesQuery, {
    variables: { idOrSlug: thesisId },
    fetchPolicy: 'cache-and-network',
    skip: !usePainted(),
  });
  const sources = (query.data?.thesis?.sources ?? []) as SourceItem[];
  const busy = anyProcessing(sources);
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!busy) return;
    startPolling(SOURCES_POLL_MS);
    return () => stopPolling();
  }, [busy, startPolling, stopPolling]);
  return { sources, loading: query.loading && !query.data, refetch: query.refetch };
}

let uploadCount = 0;

export function SourcesPanel({
  thesisId,
  refreshKey,
  defaultOpen,
  className,
}: {
  thesisId: string;
  /** A change (e.g. research finishing, which may add web pages) reads the library again. */
  refreshKey?: string;
  defaultOpen?: boolean;
  className?: string;
}) {
  const t = useT();
  const { sources, loading, refetch } = useThesisSources(thesisId);
  const [uploading, setUploading] = useState<Array<{ key: string; name: string }>>([]);
  const [problems, setProblems] = useState<SourceProblem[]>([]);
  const [removeSource] = useMutation(ThesisSourcesRemove);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey !== firstKey.current) void refetchQuietly(refetch);
  }, [refreshKey, refetch]);

  const onFiles = async (files: File[]) => {
    const queued = files.map((file) => ({ key: `upload-${(uploadCount += 1)}`, name: file.name, file }));
    setUploading((current) => [...current, ...queued.map(({ key, name }) => ({ key, name }))]);
    for (const { key, name, file } of queued) {
      try {
        await uploadSourceFile(thesisId, file);
        await refetchQuietly(refetch);
      } catch (error) {
        if (alive.current)
          setProblems((current) => [...current, { key, name, message: uploadErrorMessage(error, t) }]);
      } finally {
        if (alive.current) setUploading((current) => current.filter((upload) => upload.key !== key));
      }
    }
  };

  const onPaste = async (pasted: PastedSource) => {
    try {
      await addPastedSource(thesisId, pasted);
      toast({
        title: t('flow.sources.added'),
        description: t('flow.sources.addedDetail', { title: pasted.title }),
      });
      await refetchQuietly(refetch);
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('flow.sources.addFailed'),
        description: uploadErrorMessage(error, t),
      });
      return false;
    }
  };

  const onRemove = async (source: SourceItem) => {
    try {
      await removeSource({
        variables: { thesisId, sourceId: source.id },
        update(cache) {
          cache.updateQuery({ query: ThesisSourcesQuery, variables: { idOrSlug: thesisId } }, (current) =>
            current?.thesis
              ? {
                  thesis: {
                    ...current.thesis,
                    sources: current.thesis.sources.filter((s) => s.id !== source.id),
                  },
                }
              : current,
          );
        },
      });
      toast({
        title: t('flow.sources.removed'),
        description: t('flow.sources.removedDetail', { title: source.title }),
      });
    } catch (error) {
      toastFailure(t('flow.sources.removeFailed'), error);
    }
  };

  return (
    <SourceLibrary
      sources={sources}
      loading={loading}
      uploading={uploading}
      problems={problems}
      onFiles={(files) => void onFiles(files)}
      onPaste={onPaste}
      onRemove={onRemove}
      onDismissProblem={(key) => setProblems((current) => current.filter((p) => p.key !== key))}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(className ? { className } : {})}
    />
  );
}

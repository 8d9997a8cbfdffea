// The article's citations on the owner's page (issues 17 and 22): read with their checks, and shown
// above the article as the check summary ('42 citations: 38 supported, 3 partly, 1 not supported',
// counted from the records) with the last run's grounding figures.
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CitationSummary, countCitations, type Citation } from '@thesis-studio/thesis-view';
import { useEffect, useMemo, useRef } from 'react';
import { graphql } from '../gql';
import { useT, type ThesisTranslate } from '../i18n/thesis';
import { usePainted } from './after-paint';
import { refetchQuietly } from '@thesis-studio/client';

// A citation as the article and the chat show it (the chat's answers read these fields too).
graphql(`
  fragment ThesisCitation_fields on Citation {
    id
    n
    sourceId
    sourceTitle
    sourceKind
    url
    site
    location
    quote
    passage
    sentence
    check {
      quoteFound
      support
      reason
    }
  }
`);

// The check summary's counts, as the overview shows them and a section's check again answers with them.
graphql(`
  fragment ThesisCitationSummary_counts on CitationSummary {
    total
    supported
    partly
    notSupported
    unchecked
    removed
  }
`);

const ThesisPageCitations = graphql(`
  query ThesisPageCitations($idOrSlug: String!) {
    thesis(idOrSlug: $idOrSlug) {
      id
      citations {
        ...ThesisCitation_fields
        check {
          checkedAt
          model
        }
      }
      citationSummary {
        ...ThesisCitationSummary_counts
      }
    }
  }
`);

/** A thesis's query (its citations, its unsupported claims) run once the page has painted and while
 *  `wanted`, read again whenever the thesis moves to another version. */
export function useThesisVersionQuery<TData>(
  query: TypedDocumentNode<TData, { idOrSlug: string }>,
  thesisId: string,
  version: number,
  wanted: boolean,
) {
  const enabled = usePainted() && wanted;
  const { data, refetch } = useQuery(query, {
    variables: { idOrSlug: thesisId },
    skip: !enabled,
    fetchPolicy: 'cache-and-network',
  });
  const seen = useRef(version);
  useEffect(() => {
    if (!enabled || seen.current === version) return;
    seen.current = version;
    void refetchQuietly(refetch);
  }, [enabled, version, refetch]);
  return { data, enabled };
}

/** The article's citations, read again whenever the thesis moves to another version. */
export function useThesisCitations(thesisId: string, version: number, wanted: boolean) {
  const { data } = useThesisVersionQuery(ThesisPageCitations, thesisId, version, wanted);
  const citations = useMemo<Citation[]>(() => data?.thesis?.citations ?? [], [data]);
  return { citations, summary: data?.thesis?.citationSummary };
}

export interface Grounding {
  retrieved: number;
  cited: number;
  removed: number;
  webPages: number;
}

/** 'Last research run: 60 passages retrieved from the sources, 42 citations kept, 2 removed by the check, 3 web pages added.' */
const groundingLine = ({ retrieved, cited, removed, webPages }: Grounding, t: ThesisTranslate): string =>
  t('thesis.citations.grounding', { retrieved, cited, removed, webPages });

export function CitationsOverview({
  citations,
  grounding,
  className,
}: {
  citations: ReadonlyArray<Citation>;
  grounding?: Grounding | null | undefined;
  className?: string;
}) {
  const t = useT();
  const counts = useMemo(() => countCitations(citations), [citations]);
  if (counts.total === 0 && !grounding) return null;
  if (counts.total === 0) {
    return (
      <p data-testid="grounding" className={`text-sm text-muted-foreground ${className ?? ''}`}>
        {grounding && grounding.retrieved === 0
          ? t('thesis.citations.nothingToCite')
          : grounding
            ? groundingLine(grounding, t)
            : null}
      </p>
    );
  }
  return (
    <CitationSummary counts={counts} {...(className ? { className } : {})}>
      {counts.notSupported > 0 ? (
        <p className="text-xs text-red-800">{t('thesis.citations.notSupported')}</p>
      ) : null}
      {counts.unchecked === counts.total ? (
        <p className="text-xs text-muted-foreground">{t('thesis.citations.unchecked')}</p>
      ) : null}
      {grounding ? (
        <p data-testid="grounding" className="text-xs text-muted-foreground">
          {groundingLine(grounding, t)}
        </p>
      ) : null}
    </CitationSummary>
  );
}

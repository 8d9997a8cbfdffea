// The sentences whose citation marker the last research run's check removed (issue 32): by section,
// each with why, and "Check claims again" per section (checkSectionClaims: the section's citations
// checked against their passages and judged again). Only the owner's page shows it.
import { useMutation } from '@apollo/client/react';
import { serverErrorMessage } from '@thesis-studio/client';
import { Badge, Button, Spinner, toast } from '@thesis-studio/ui';
import { useMemo, useState } from 'react';
import { graphql } from '../gql';
import type { UnsupportedReason } from '../gql/graphql';
import { useThesisVersionQuery } from './ThesisCitations';

const UnsupportedClaimsQuery = graphql(`
  query ThesisUnsupportedClaims($idOrSlug: String!) {
    thesis(idOrSlug: $idOrSlug) {
      id
      unsupportedClaims {
        section
        sentence
        reason
        quote
        sourceTitle
        location
      }
    }
  }
`);

const CheckSectionClaims = graphql(`
  mutation CheckSectionClaims($thesisId: ID!, $section: String!) {
    checkSectionClaims(thesisId: $thesisId, section: $section) {
      section
      checked
      summary {
        total
        supported
        partly
        notSupported
        unchecked
        removed
      }
    }
  }
`);

/** Why a marker went, in words the owner can act on. */
const REASON_TEXT: Record<UnsupportedReason, string> = {
  passage_unknown: 'It pointed at a passage the research did not retrieve.',
  no_quote: 'No words were quoted from the passage it pointed at.',
  quote_not_in_passage: 'The quoted words are not in the passage it pointed at.',
};

const REASON_LABEL: Record<UnsupportedReason, string> = {
  passage_unknown: 'Unknown passage',
  no_quote: 'No quote',
  quote_not_in_passage: 'Quote not found',
};

export interface UnsupportedClaimItem {
  section: string;
  sentence: string;
  reason: UnsupportedReason;
  quote?: string | null;
  sourceTitle?: string | null;
  location?: string | null;
}

/** Claims grouped by section, in reading order. */
function bySection(claims: ReadonlyArray<UnsupportedClaimItem>): Array<[string, UnsupportedClaimItem[]]> {
  const groups = new Map<string, UnsupportedClaimItem[]>();
  for (const claim of claims) groups.set(claim.section, [...(groups.get(claim.section) ?? []), claim]);
  return [...groups];
}

/** "Checked 4 citations again: 3 supported, 1 partly." */
export function checkedLine(
  checked: number,
  summary: { supported: number; partly: number; notSupported: number },
) {
  if (checked === 0) return 'This section has no citations left to check.';
  const parts = [
    `${summary.supported} supported`,
    ...(summary.partly > 0 ? [`${summary.partly} partly`] : []),
    ...(summary.notSupported > 0 ? [`${summary.notSupported} not supported`] : []),
  ];
  return `Checked ${checked} ${checked === 1 ? 'citation' : 'citations'} again. Across the article: ${parts.join(', ')}.`;
}

/** One section's removed markers and its "Check claims again" button. */
function UnsupportedSection({
  section,
  claims,
  onCheck,
}: {
  section: string;
  claims: ReadonlyArray<UnsupportedClaimItem>;
  onCheck: (section: string) => Promise<void>;
}) {
  const [checking, setChecking] = useState(false);
  const headingId = `unsupported-${section.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-foreground">
          {section}
        </h3>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={checking}
          aria-busy={checking}
          onClick={() => {
            setChecking(true);
            void onCheck(section).finally(() => setChecking(false));
          }}
        >
          {checking ? <Spinner label="Checking" className="mr-2 h-3.5 w-3.5" /> : null}
          {checking ? 'Checking…' : 'Check claims again'}
        </Button>
      </div>
      <ul className="mt-3 space-y-3">
        {claims.map((claim, index) => (
          <li key={`${claim.sentence}-${index}`} className="text-sm">
            <p className="text-foreground">“{claim.sentence}”</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="outline">{REASON_LABEL[claim.reason]}</Badge>
              <span>
                {REASON_TEXT[claim.reason]}
                {claim.sourceTitle
                  ? ` (${claim.sourceTitle}${claim.location ? `, ${claim.location}` : ''})`
                  : ''}
              </span>
            </p>
            {claim.quote ? (
              <p className="mt-1 text-xs text-muted-foreground">
                Quoted: <q>{claim.quote}</q>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The panel: nothing when the last run removed no marker. */
export function UnsupportedClaimsPanel({
  claims,
  onCheck,
  className,
}: {
  claims: ReadonlyArray<UnsupportedClaimItem>;
  onCheck: (section: string) => Promise<void>;
  className?: string;
}) {
  const groups = useMemo(() => bySection(claims), [claims]);
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="unsupported-claims"
      data-testid="unsupported-claims"
      className={`space-y-3 ${className ?? ''}`}
    >
      <div>
        <h2 id="unsupported-claims" className="text-base font-semibold text-foreground">
          Unsupported claims
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The last research run took the citation off{' '}
          {claims.length === 1 ? 'this sentence' : 'these sentences'}: what it pointed at did not hold. Reword
          the sentence, cite another passage, or check the section again once its sources change.
        </p>
      </div>
      {groups.map(([section, items]) => (
        <UnsupportedSection key={section} section={section} claims={items} onCheck={onCheck} />
      ))}
    </section>
  );
}

/** The owner's unsupported claims, read again with the thesis's version, and the per-section check. */
export function ThesisUnsupportedClaims({
  thesisId,
  version,
  wanted,
  className,
}: {
  thesisId: string;
  version: number;
  wanted: boolean;
  className?: string;
}) {
  const { data, enabled } = useThesisVersionQuery(UnsupportedClaimsQuery, thesisId, version, wanted);
  const [check] = useMutation(CheckSectionClaims);
  const claims = data?.thesis?.unsupportedClaims ?? [];
  const onCheck = async (section: string) => {
    try {
      const result = await check({
        variables: { thesisId, section },
        // The citations above are judged anew.
        refetchQueries: ['ThesisPageCitations'],
      });
      const done = result.data?.checkSectionClaims;
      if (done)
        toast({
          title: `${done.section}: claims checked`,
          description: checkedLine(done.checked, done.summary),
        });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The claims could not be checked',
        description: serverErrorMessage(error) ?? 'Please try again.',
      });
    }
  };
  if (!enabled) return null;
  return <UnsupportedClaimsPanel claims={claims} onCheck={onCheck} {...(className ? { className } : {})} />;
}

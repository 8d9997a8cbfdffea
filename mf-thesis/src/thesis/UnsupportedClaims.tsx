// The sentences whose citation marker the last research run's check removed (issue 32): by section,
// each with why, and "Check claims again" per section (checkSectionClaims: the section's citations
// checked against their passages and judged again). Only the owner's page shows it.
import { useMutation } from '@apollo/client/react';
import { toastFailure } from '@thesis-studio/client';
import { Badge, Button, Spinner, toast } from '@thesis-studio/ui';
import { useMemo, useState } from 'react';
import { graphql } from '../gql';
import type { UnsupportedReason } from '../gql/graphql';
import { T, translatorFor, useT, type ThesisTranslate } from '../i18n/thesis';
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
        ...ThesisCitationSummary_counts
      }
    }
  }
`);

/** Why a marker went, in words the owner can act on. */
const REASON_TEXT = {
  passage_unknown: 'thesis.claims.reasonUnknownText',
  no_quote: 'thesis.claims.reasonNoQuoteText',
  quote_not_in_passage: 'thesis.claims.reasonNotInPassageText',
} as const satisfies Record<UnsupportedReason, string>;

const REASON_LABEL = {
  passage_unknown: 'thesis.claims.reasonUnknown',
  no_quote: 'thesis.claims.reasonNoQuote',
  quote_not_in_passage: 'thesis.claims.reasonNotInPassage',
} as const satisfies Record<UnsupportedReason, string>;

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
  t: ThesisTranslate = translatorFor('UK'),
) {
  if (checked === 0) return t('thesis.claims.nothingLeft');
  const { supported, partly, notSupported } = summary;
  return t('thesis.claims.checked', { checked, supported, partly, notSupported });
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
  const t = useT();
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
          {checking ? (
            <Spinner label={t('thesis.claims.checkingLabel')} className="mr-2 h-3.5 w-3.5" />
          ) : null}
          {checking ? t('thesis.claims.checking') : t('thesis.claims.checkAgain')}
        </Button>
      </div>
      <ul className="mt-3 space-y-3">
        {claims.map((claim, index) => (
          <li key={`${claim.sentence}-${index}`} className="text-sm">
            <p className="text-foreground">“{claim.sentence}”</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="outline">{t(REASON_LABEL[claim.reason])}</Badge>
              <span>
                {t(REASON_TEXT[claim.reason])}
                {claim.sourceTitle
                  ? ` (${claim.sourceTitle}${claim.location ? `, ${claim.location}` : ''})`
                  : ''}
              </span>
            </p>
            {claim.quote ? (
              <p className="mt-1 text-xs text-muted-foreground">
                <T
                  id="thesis.claims.quoted"
                  values={{ quote: claim.quote, q: (chunks) => <q>{chunks}</q> }}
                />
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
  const t = useT();
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
          {t('thesis.claims.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('thesis.claims.text', { count: claims.length })}
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
  const t = useT();
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
          title: t('thesis.claims.checkedTitle', { section: done.section }),
          description: checkedLine(done.checked, done.summary, t),
        });
    } catch (error) {
      toastFailure(t('thesis.claims.checkFailed'), error, t('thesis.update.tryAgain'));
    }
  };
  if (!enabled) return null;
  return <UnsupportedClaimsPanel claims={claims} onCheck={onCheck} {...(className ? { className } : {})} />;
}

// The Key Insights card's bullets (spec §2, §6): generateSummary on the thesis content, for signed-in
// users only, once research is not writing the content, written in the thesis's language (issue 31) and,
// for an English thesis, in the reader's spelling variant (the gateway converts them); skeletons while
// loading, empty when none came.
import { useMutation } from '@apollo/client/react';
import type { LanguageVariant } from '@thesis-studio/client';
import type { ThesisLanguage } from '@thesis-studio/domain';
import { useEffect, useState } from 'react';
import { graphql } from '../gql';
import { usePainted } from './after-paint';

const ThesisPageKeyInsights = graphql(`
  mutation ThesisPageKeyInsights($content: String!, $language: Language, $thesisLanguage: String) {
    generateSummary(content: $content, language: $language, thesisLanguage: $thesisLanguage) {
      insights
    }
  }
`);

export interface KeyInsightsState {
  status: 'loading' | 'ready' | 'empty';
  bullets: string[];
}

export function useKeyInsights(
  content: string,
  language: LanguageVariant,
  enabled: boolean,
  thesisLanguage: ThesisLanguage,
): KeyInsightsState {
  const [generate] = useMutation(ThesisPageKeyInsights);
  const painted = usePainted();
  const [state, setState] = useState<KeyInsightsState>({ status: 'loading', bullets: [] });
  useEffect(() => {
    if (!painted) return;
    if (!enabled || content.trim() === '') {
      setState({ status: enabled ? 'empty' : 'loading', bullets: [] });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading', bullets: [] }));
    generate({ variables: { content, language, thesisLanguage } })
      .then(({ data }) => {
        const bullets = data?.generateSummary.insights.filter((line) => line.trim() !== '') ?? [];
        if (current) setState({ status: bullets.length > 0 ? 'ready' : 'empty', bullets });
      })
      .catch(() => {
        if (current) setState({ status: 'empty', bullets: [] });
      });
    return () => {
      current = false;
    };
  }, [content, language, thesisLanguage, enabled, generate, painted]);
  return state;
}

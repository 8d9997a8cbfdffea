// The Key Insights card's bullets (spec §2, §6): generateSummary on the thesis content, for signed-in
// users only, once research is not writing the content; skeletons while loading, empty when none came.
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../gql';

const ThesisPageKeyInsights = graphql(`
  mutation ThesisPageKeyInsights($content: String!) {
    generateSummary(content: $content) {
      insights
    }
  }
`);

export interface KeyInsightsState {
  status: 'loading' | 'ready' | 'empty';
  bullets: string[];
}

export function useKeyInsights(content: string, enabled: boolean): KeyInsightsState {
  const [generate] = useMutation(ThesisPageKeyInsights);
  const [state, setState] = useState<KeyInsightsState>({ status: 'loading', bullets: [] });
  useEffect(() => {
    if (!enabled || content.trim() === '') {
      setState({ status: enabled ? 'empty' : 'loading', bullets: [] });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading', bullets: [] }));
    generate({ variables: { content } })
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
  }, [content, enabled, generate]);
  return state;
}

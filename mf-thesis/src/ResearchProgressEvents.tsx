import { useSubscription } from '@apollo/client/react';
import { Card, CardContent, CardHeader, CardTitle } from '@thesis-studio/ui';
import { useState } from 'react';
import { graphql } from './gql';
import type { ThesisPageResearchProgressSubscription } from './gql/graphql';

const ThesisPageResearchProgress = graphql(`
  subscription ThesisPageResearchProgress($thesisId: ID!) {
    researchProgress(thesisId: $thesisId) {
      thesisId
      phaseIndex
      totalPhases
      phaseTitle
      phaseStatus
      percent
      at
    }
  }
`);

type ResearchProgressEvent = ThesisPageResearchProgressSubscription['researchProgress'];

/** Live research progress for one thesis, newest last. */
export function ResearchProgressEvents({ thesisId }: { thesisId: string }) {
  const [events, setEvents] = useState<ResearchProgressEvent[]>([]);
  const { error } = useSubscription(ThesisPageResearchProgress, {
    variables: { thesisId },
    onData: ({ data }) => {
      const event = data.data?.researchProgress;
      if (event) setEvents((previous) => [...previous, event]);
    },
  });
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Research progress</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <p className="text-sm text-destructive">Live progress unavailable: {error.message}</p>
        ) : null}
        <ul data-testid="research-progress-events" className="space-y-2">
          {events.map((event) => (
            <li
              key={`${event.at}-${event.phaseIndex}-${event.phaseStatus}`}
              className="flex items-center justify-between rounded-md border border-border px-3 py-2 text-sm"
            >
              <span className="font-medium">{event.phaseTitle}</span>
              <span className="text-muted-foreground">{event.phaseStatus}</span>
              <span className="tabular-nums">{event.percent}%</span>
            </li>
          ))}
        </ul>
        {events.length === 0 && !error ? (
          <p className="text-sm text-muted-foreground">No research progress yet.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

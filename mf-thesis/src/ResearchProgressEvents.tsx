import { useSubscription } from '@apollo/client/react';
import { Card, CardContent, CardHeader } from '@thesis-studio/ui';
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

/**
 * Live research progress for one thesis, newest last. Subscribed all along; shown while the thesis is
 * being researched or once an event has arrived.
 */
export function ResearchProgressEvents({
  thesisId,
  researching,
}: {
  thesisId: string;
  researching: boolean;
}) {
  const [events, setEvents] = useState<ResearchProgressEvent[]>([]);
  const { error } = useSubscription(ThesisPageResearchProgress, {
    variables: { thesisId },
    onData: ({ data }) => {
      const event = data.data?.researchProgress;
      if (event) setEvents((previous) => [...previous, event]);
    },
  });
  if (!researching && events.length === 0) return null;
  return (
    <Card role="region" className="mt-8" aria-labelledby="research-progress-heading">
      <CardHeader>
        <h2 id="research-progress-heading" className="text-lg font-semibold leading-none tracking-tight">
          Research progress
        </h2>
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

// A thesis's research run as the page follows it (spec §4, §9): the run and its phases, kept live by
// the researchProgress subscription; polling (phases 3 s, thesis 5 s) only while that socket is down
// (errored, or silent since the page came — a running run replays its state at once); and the
// stuck-status retries (1, 3, 5 s, cache cleared at 8 s). A run waiting for a free slot carries its
// place in the queue and a start estimate, kept live by the same events.
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../gql';
import type { ResearchPhaseStatus, ThesisPageResearchRunQuery } from '../gql/graphql';
import { isStuck, pollingPlan, researchPercent, stuckSchedule, type ThesisStatus } from './rules';
import { usePainted } from './after-paint';
import { refetchQuietly } from '@thesis-studio/client';

// The run and its phases as the page shows them (also what starting research answers with).
graphql(`
  fragment ThesisPageResearch_run on ResearchRun {
    thesisId
    status
    failureReason
    phases {
      id
      title
      description
      status
    }
  }
`);

const ThesisPageResearchRun = graphql(`
  query ThesisPageResearchRun($thesisId: ID!) {
    researchRun(thesisId: $thesisId) {
      ...ThesisPageResearch_run
      startedByName
      queuePosition
      estimatedStartSeconds
      grounding {
        retrieved
        cited
        removed
        webPages
      }
    }
  }
`);

const ThesisPageResearchProgress = graphql(`
  subscription ThesisPageResearchProgress($thesisId: ID!) {
    researchProgress(thesisId: $thesisId) {
      thesisId
      phaseIndex
      totalPhases
      phaseStatus
      runStatus
      failureReason
      queuePosition
      estimatedStartSeconds
      at
    }
  }
`);

export type ResearchRun = ThesisPageResearchRunQuery['researchRun'];

export interface ResearchState {
  run: ResearchRun | undefined;
  percent: number;
  socketDown: boolean;
  refetchRun: () => Promise<unknown>;
}

export function useResearch(
  thesis: { id: string; status: ThesisStatus; content: string },
  refetchThesis: () => Promise<unknown>,
): ResearchState {
  const client = useApolloClient();
  const variables = { thesisId: thesis.id };
  const researching = thesis.status === 'researching';
  const [heard, setHeard] = useState(false);
  const painted = usePainted();
  const { data, refetch } = useQuery(ThesisPageResearchRun, {
    variables,
    fetchPolicy: 'cache-and-network',
    skip: !painted,
  });
  const run = data?.researchRun;
  const phases = run?.phases ?? [];

  // Refreshing the thesis after every event would stack requests; at most one runs, one more follows.
  const refresh = useRef({ running: false, again: false });
  const refreshThesis = useRef(refetchThesis);
  refreshThesis.current = refetchThesis;
  const refreshSoon = () => {
    const state = refresh.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    void refreshThesis
      .current()
      .catch(() => undefined)
      .finally(() => {
        state.running = false;
        if (state.again) {
          state.again = false;
          refreshSoon();
        }
      });
  };

  const { error: socketError } = useSubscription(ThesisPageResearchProgress, {
    variables,
    skip: !painted,
    onData: ({ data: event }) => {
      const progress = event.data?.researchProgress;
      if (!progress) return;
      setHeard(true);
      client.cache.updateQuery({ query: ThesisPageResearchRun, variables }, (previous) => {
        if (!previous) return previous;
        const current = previous.researchRun;
        return {
          researchRun: {
            ...current,
            status: progress.runStatus,
            failureReason: progress.failureReason ?? null,
            queuePosition: progress.queuePosition ?? null,
            estimatedStartSeconds: progress.estimatedStartSeconds ?? null,
            phases: current.phases.map((phase, index) =>
              index === progress.phaseIndex
                ? { ...phase, status: progress.phaseStatus as ResearchPhaseStatus }
                : phase,
            ),
          },
        };
      });
      if (progress.runStatus === 'complete' || progress.runStatus === 'failed') void refetchQuietly(refetch);
      refreshSoon();
    },
  });

  const socketDown = Boolean(socketError) || !heard;
  const plan = pollingPlan(researching, socketDown);

  useEffect(() => {
    if (!plan.phasesMs) return;
    const timer = setInterval(() => void refetchQuietly(refetch), plan.phasesMs);
    return () => clearInterval(timer);
  }, [plan.phasesMs, refetch]);

  useEffect(() => {
    if (!plan.thesisMs) return;
    const timer = setInterval(() => void refreshThesis.current().catch(() => undefined), plan.thesisMs);
    return () => clearInterval(timer);
  }, [plan.thesisMs]);

  // Starting research: the run's phases start afresh, so read them again.
  useEffect(() => {
    if (researching) void refetchQuietly(refetch);
  }, [researching, refetch]);

  const stuck = isStuck(phases, thesis.status);
  const phaseCount = phases.length;
  useEffect(() => {
    if (!stuck) return;
    const timers = stuckSchedule(phaseCount).map(({ atMs, action }) =>
      setTimeout(() => {
        if (action === 'clearCache') {
          client.cache.evict({ id: client.cache.identify({ __typename: 'Thesis', id: thesis.id }) });
          client.cache.evict({ fieldName: 'researchRun', args: variables });
          client.cache.gc();
          void refetchQuietly(refetch);
        }
        void refreshThesis.current().catch(() => undefined);
      }, atMs),
    );
    return () => timers.forEach(clearTimeout);
  }, [stuck, phaseCount, thesis.id]);

  return {
    run,
    percent: researchPercent(phases, thesis.content.trim() !== '', thesis.status),
    socketDown,
    refetchRun: refetch,
  };
}

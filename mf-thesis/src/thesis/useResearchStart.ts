// Starting research from the thesis page (spec §4) and noticing when it completes: researching →
// complete toasts 'Research Complete!' and lets the page reset its card index and open edits.
import { useMutation } from '@apollo/client/react';
import { toastFailure } from '@thesis-studio/client';
import { toast } from '@thesis-studio/ui';
import { useEffect, useRef } from 'react';
import { graphql } from '../gql';
import { useT } from '../i18n/thesis';
import { researchJustCompleted, type ThesisStatus } from './rules';

const ThesisPageStartResearch = graphql(`
  mutation ThesisPageStartResearch($thesisId: ID!) {
    startResearch(thesisId: $thesisId) {
      ...ThesisPageResearch_run
    }
  }
`);

/** `start()` resolves true once the run started (the plan dialog closes), false after a failure toast. */
export function useResearchStart(
  thesisId: string,
  status: ThesisStatus,
  reload: () => Promise<unknown>,
  onCompleted: () => void,
): { start: () => Promise<boolean>; starting: boolean } {
  const [startResearch, { loading: starting }] = useMutation(ThesisPageStartResearch);
  const t = useT();
  // The latest translator, read by the effect without making it run again.
  const translate = useRef(t);
  const previousStatus = useRef<ThesisStatus | undefined>(undefined);
  // The latest callback, read by the effect without making it run again.
  const completed = useRef(onCompleted);
  useEffect(() => {
    completed.current = onCompleted;
    translate.current = t;
  });
  useEffect(() => {
    if (researchJustCompleted(previousStatus.current, status)) {
      toast({
        title: translate.current('thesis.research.completeTitle'),
        description: translate.current('thesis.research.completeText'),
      });
      completed.current();
    }
    previousStatus.current = status;
  }, [status]);

  const start = async (): Promise<boolean> => {
    try {
      await startResearch({ variables: { thesisId } });
      // A fast run may be complete by the time the thesis is read again: it still counts as finishing here.
      previousStatus.current = 'researching';
      toast({
        title: t('thesis.research.startedTitle'),
        description: t('thesis.research.startedText'),
      });
      await reload().catch(() => undefined);
      return true;
    } catch (error) {
      // A run already going (CONFLICT) says so; anything else asks to try again.
      toastFailure(t('thesis.research.startFailed'), error, t('thesis.update.tryAgain'));
      return false;
    }
  };
  return { start, starting };
}

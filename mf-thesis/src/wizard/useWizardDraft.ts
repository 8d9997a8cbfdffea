// The wizard's AI drafts (spec §4): a drafted step's text streamed over the socket, or asked for in
// one request where there is no socket; one draft at a time, the newest winning.
import { useApolloClient } from '@apollo/client/react';
import { toastFailure } from '@thesis-studio/client';
import type { ThesisLanguage } from '@thesis-studio/domain';
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { isAbort, runLive, SocketUnavailable } from '../chat/live';
import { graphql } from '../gql';
import { useT } from '../i18n/flow';
import type { WizardAction } from './wizard-reducer';
import { DRAFT_FIELD, needsDraft, type DraftStep, type WizardState, type WizardStep } from './wizard-state';

const ThesisWizardDraft = graphql(`
  subscription ThesisWizardDraft($input: GenerateThesisContentInput!) {
    thesisContentDraft(input: $input) {
      content
      done
    }
  }
`);

const ThesisWizardGenerate = graphql(`
  mutation ThesisWizardGenerate($input: GenerateThesisContentInput!) {
    generateThesisContent(input: $input) {
      content
    }
  }
`);

/**
 * `draft(step)` drafts a step afresh from the other fields; `stop()` drops the running draft. A reload
 * on a drafted step whose text was still being written (`arrivalStep`) drafts it again.
 */
export function useWizardDraft(
  arrivalStep: WizardStep,
  fields: WizardState,
  /** What the draft is written in: the new thesis's language (issue 31). */
  language: ThesisLanguage,
  dispatch: Dispatch<WizardAction>,
): { draft: (target: DraftStep) => Promise<void>; stop: () => void } {
  const t = useT();
  const client = useApolloClient();
  const running = useRef<AbortController | null>(null);
  // What a draft builds on, read when it starts (an effect keeps it current).
  const fieldsRef = useRef({ ...fields, language });
  useEffect(() => {
    fieldsRef.current = { ...fields, language };
  }, [fields, language]);

  const draft = useCallback(
    async (target: DraftStep) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'draft-started', step: target });
      // The step's own text is drafted afresh; the others are what it builds on.
      const input = { step: target, data: { ...fieldsRef.current, [DRAFT_FIELD[target]]: '' } };
      let text = '';
      try {
        try {
          await runLive({
            client,
            query: ThesisWizardDraft,
            variables: { input },
            signal: controller.signal,
            firstEventMs: 15_000,
            onData: ({ thesisContentDraft: event }) => {
              text = event.content;
              dispatch({ type: 'draft-streamed', step: target, text });
              return event.done;
            },
          });
        } catch (error) {
          if (!(error instanceof SocketUnavailable)) throw error;
          const { data } = await client.mutate({
            mutation: ThesisWizardGenerate,
            variables: { input },
            context: { fetchOptions: { signal: controller.signal } },
          });
          if (!data) throw new Error(t('flow.wizard.noDraft'));
          text = data.generateThesisContent.content;
        }
        if (controller.signal.aborted) return;
        dispatch({ type: 'draft-finished', step: target, text });
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted) return;
        toastFailure(t('flow.wizard.generationFailed'), error);
      } finally {
        if (running.current === controller) {
          running.current = null;
          dispatch({ type: 'draft-ended' });
        }
      }
    },
    [client, dispatch, t],
  );

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    dispatch({ type: 'draft-ended' });
  }, [dispatch]);

  useEffect(() => {
    if (needsDraft(arrivalStep, fieldsRef.current) && !running.current) void draft(arrivalStep);
    // only on arrival (the step the page opened on), not on each step change
  }, []);
  useEffect(() => () => running.current?.abort(), []);

  return { draft, stop };
}

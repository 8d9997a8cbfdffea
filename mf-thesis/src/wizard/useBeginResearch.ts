// 'Begin AI Research' (spec §4, issues 17 and 33): creates the thesis, adds the sources chosen at the
// review step and opens it at its research plan (questions, searches, sources in or out) whose Start
// starts the run with the plan as reviewed; the stored wizard is cleared once the thesis exists.
import { useMutation } from '@apollo/client/react';
import { clearPendingIdea, toastFailure } from '@thesis-studio/client';
import type { ThesisLanguage } from '@thesis-studio/domain';
import { markdownAsText } from '@thesis-studio/markdown';
import { toast } from '@thesis-studio/ui';
import type { Dispatch } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../gql';
import { useT, type FlowTranslate } from '../i18n/flow';
import { REVIEW_PLAN } from '../thesis/plan';
import { addPastedSource, uploadErrorMessage, uploadSourceFile } from '../sources/sources';
import type { WizardAction, WizardView } from './wizard-reducer';
import { browserSession, clearStoredWizard, deriveThesisTitle, type PastedSourceDraft } from './wizard-state';

const ThesisWizardCreateThesis = graphql(`
  mutation ThesisWizardCreateThesis($projectId: ID!, $input: CreateThesisInput!) {
    createThesis(projectId: $projectId, input: $input) {
      id
      slug
    }
  }
`);

/** Adds the chosen sources to the new thesis; each refusal is told with the server's message. */
async function addSources(
  thesisId: string,
  files: File[],
  pastedSources: PastedSourceDraft[],
  progress: (text: string) => void,
  t: FlowTranslate,
): Promise<void> {
  const total = files.length + pastedSources.length;
  const refused: string[] = [];
  let done = 0;
  /** Adds one source, named as the refusal would name it; one at a time, in order. */
  const add = async (name: string, upload: () => Promise<unknown>) => {
    progress(t('flow.wizard.addingSources', { done: (done += 1), total }));
    try {
      await upload();
    } catch (error) {
      refused.push(`${name}: ${uploadErrorMessage(error, t)}`);
    }
  };
  for (const file of files) await add(file.name, () => uploadSourceFile(thesisId, file));
  for (const pasted of pastedSources) await add(pasted.title, () => addPastedSource(thesisId, pasted));
  if (refused.length > 0) {
    toast({
      variant: 'destructive',
      title: t('flow.wizard.sourcesRefused', { count: refused.length }),
      description: t('flow.wizard.sourcesRefusedDetail', { refused: refused.join(' · ') }),
    });
  }
}

export function useBeginResearch(
  projectId: string,
  fromIdea: boolean,
  dispatch: Dispatch<WizardAction>,
): (view: WizardView, language: ThesisLanguage) => Promise<void> {
  const t = useT();
  const navigate = useNavigate();
  const [createThesis] = useMutation(ThesisWizardCreateThesis);
  const progress = (text: string) => dispatch({ type: 'creating', progress: text });

  const create = async ({ fields }: WizardView, language: ThesisLanguage) => {
    const { data } = await createThesis({
      variables: {
        projectId,
        input: {
          title: deriveThesisTitle(fields.originalThoughts),
          idea: fields.originalThoughts.trim(),
          // The drafts are Markdown (the wizard shows them rendered); the thesis keeps them as the
          // plain text the page, the history and the exports show as written (issue 33 item 4).
          intellectualChallenge: markdownAsText(fields.intellectualChallenge),
          context: markdownAsText(fields.strategicContext),
          // The language chosen in the wizard (issue 31).
          language,
        },
      },
      // The project page lists its theses afresh next time.
      update(cache) {
        const id = cache.identify({ __typename: 'Project', id: projectId });
        cache.evict({ id, fieldName: 'theses' });
        cache.evict({ id, fieldName: 'thesesCount' });
      },
    });
    if (!data) throw new Error(t('flow.wizard.noThesis'));
    return data.createThesis;
  };

  return async (view, language) => {
    progress(t('flow.wizard.creating'));
    let created: { id: string; slug: string };
    try {
      created = await create(view, language);
    } catch (error) {
      toastFailure(t('flow.wizard.createFailed'), error);
      dispatch({ type: 'create-failed' });
      return;
    }
    toast({ title: t('flow.wizard.created') });
    if (view.files.length + view.pastedSources.length > 0) {
      await addSources(created.id, view.files, view.pastedSources, progress, t);
    }
    progress(t('flow.wizard.openingPlan'));
    const storage = browserSession();
    if (storage) {
      clearStoredWizard(storage);
      if (fromIdea) clearPendingIdea(storage);
    }
    // The thesis page opens its plan review (REVIEW_PLAN); the run starts from there.
    void navigate(`/theses/${encodeURIComponent(created.slug)}?${REVIEW_PLAN}`);
  };
}

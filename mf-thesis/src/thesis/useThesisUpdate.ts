// Every edit on the thesis page goes through here: updateThesis with the version the edit was made on,
// its toasts, and CONFLICT told apart (the thesis changed elsewhere; the caller keeps the user's text).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { serverErrorMessage, useLanguage } from '@thesis-studio/client';
import { toast } from '@thesis-studio/ui';
import { useCallback } from 'react';
import { graphql } from '../gql';
import type { UpdateThesisInput } from '../gql/graphql';
import { useT } from '../i18n/thesis';
import { isConflict } from './failure';
import { currentOf, type CurrentThesis } from './live/merge';

/** An edit refused because the thesis changed meanwhile, with the thesis as it is now (to merge with). */
export interface EditConflict {
  input: UpdateThesisInput;
  current: CurrentThesis;
}

/** The thesis as it is now, from a CONFLICT answer's extensions (null when the answer has none). */
const conflictCurrent = (error: unknown): CurrentThesis | null => {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const current = e.extensions?.['code'] === 'CONFLICT' ? currentOf(e.extensions['current']) : null;
    if (current) return current;
  }
  return null;
};

const ThesisPageUpdate = graphql(`
  mutation ThesisPageUpdate(
    $id: ID!
    $input: UpdateThesisInput!
    $expectedVersion: Int
    $language: Language!
  ) {
    updateThesis(id: $id, input: $input, expectedVersion: $expectedVersion) {
      ...ThesisPage_thesis
    }
  }
`);

export type SaveResult = 'saved' | 'conflict' | 'failed';

export interface UpdateMessages {
  success: { title: string; description?: string };
  failure: string;
}

/**
 * `update(input, expectedVersion, messages)` saves and toasts; it never throws. A CONFLICT that comes
 * with the current thesis goes to `onConflict` (the page offers to compare and merge) instead of a toast.
 */
export function useThesisUpdate(thesisId: string, onConflict?: (conflict: EditConflict) => void) {
  const [mutate] = useMutation(ThesisPageUpdate);
  // The saved thesis comes back with its reading in the reader's variant, as the page asked for it.
  const [language] = useLanguage();
  const t = useT();
  return useCallback(
    async (
      input: UpdateThesisInput,
      /** The version the edit was made on; null: the last write wins (a change of language). */
      expectedVersion: number | null,
      messages: UpdateMessages,
    ): Promise<SaveResult> => {
      try {
        await mutate({ variables: { id: thesisId, input, expectedVersion, language } });
        toast({ title: messages.success.title, description: messages.success.description });
        return 'saved';
      } catch (error) {
        const conflict = isConflict(error);
        const current = conflict && onConflict ? conflictCurrent(error) : null;
        if (current && onConflict) {
          onConflict({ input, current });
          return 'conflict';
        }
        toast({
          variant: 'destructive',
          title: messages.failure,
          description: conflict
            ? t('thesis.update.changedElsewhere')
            : (serverErrorMessage(error) ?? t('thesis.update.tryAgain')),
        });
        return conflict ? 'conflict' : 'failed';
      }
    },
    [mutate, thesisId, language, onConflict, t],
  );
}

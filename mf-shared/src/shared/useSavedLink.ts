// The shared page's save toggle (spec §4 Saved, §8): signed-in readers save and unsave the link in
// place; an anonymous reader is sent to /auth with the thesis kept for the save after signing in.
import { useT } from '../i18n';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type AuthUser, type SharedThesisData, toastFailure } from '@thesis-studio/client';
import { toast } from '@thesis-studio/ui';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '../gql';
import { rememberSharedThesis } from './save-flow';

const SavedQuery = graphql(`
  query SharedThesisSaved($thesisId: ID!) {
    thesisSaved(thesisId: $thesisId) {
      saved
      savedLinkId
    }
  }
`);

const SaveLinkMutation = graphql(`
  mutation SharedThesisPageSaveLink($input: SaveLinkInput!) {
    saveLink(input: $input) {
      id
    }
  }
`);

const RemoveSavedLinkMutation = graphql(`
  mutation SharedThesisPageRemoveSavedLink($id: ID!) {
    removeSavedLink(id: $id)
  }
`);

export interface SavedLinkToggle {
  saved: boolean;
  /** True while the saved state is being looked up or changed. */
  busy: boolean;
  toggle: () => void;
}

export function useSavedLink(thesis: SharedThesisData, user: AuthUser | null): SavedLinkToggle {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT();
  // Spec §6: the saved-state lookup runs only for signed-in readers.
  const { data, loading } = useQuery(SavedQuery, {
    variables: { thesisId: thesis.thesisId },
    skip: !user,
    fetchPolicy: 'network-only',
  });
  const [saveLink, saving] = useMutation(SaveLinkMutation);
  const [removeSavedLink, removing] = useMutation(RemoveSavedLinkMutation);
  const state = user ? data?.thesisSaved : undefined;

  const remember = (saved: boolean, savedLinkId: string | null) =>
    client.writeQuery({
      query: SavedQuery,
      variables: { thesisId: thesis.thesisId },
      data: { thesisSaved: { __typename: 'SavedState', saved, savedLinkId } },
    });

  const toggle = () => {
    if (!user) {
      rememberSharedThesis(window.sessionStorage, thesis, pathname);
      void navigate('/auth');
      return;
    }
    if (saving.loading || removing.loading || loading) return;
    if (state?.saved && state.savedLinkId) {
      removeSavedLink({ variables: { id: state.savedLinkId } }).then(
        () => {
          remember(false, null);
          toast({ title: t('shared.saved.removed.title'), description: t('shared.saved.removed.text') });
        },
        (error: unknown) => toastFailure(t('shared.saved.removeFailed'), error, t('shared.tryAgain')),
      );
      return;
    }
    saveLink({ variables: { input: thesis } }).then(
      (result) => {
        remember(true, result.data?.saveLink.id ?? null);
        toast({ title: t('shared.saved.saved.title'), description: t('shared.saved.saved.text') });
      },
      (error: unknown) => toastFailure(t('shared.saved.saveFailed'), error, t('shared.tryAgain')),
    );
  };

  return {
    saved: state?.saved ?? false,
    busy: Boolean(user) && (loading || saving.loading || removing.loading),
    toggle,
  };
}

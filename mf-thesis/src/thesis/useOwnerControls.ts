// The owner's sharing controls on the thesis page (issue 12): revoke or replace the share link, hide a
// section from readers, and the save toggle ('Link saved'; spec §8: no error toast on this page).
import { useMutation, useQuery } from '@apollo/client/react';
import { refetchQuietly, toastFailure } from '@thesis-studio/client';
import { toast } from '@thesis-studio/ui';
import { useState } from 'react';
import { graphql } from '../gql';
import { useT } from '../i18n/thesis';
import type { SaveToggle } from './ThesisHeader';
import type { SectionVisibility } from './ArticleEditor';
import { usePainted } from './after-paint';

// What revoking or replacing the share link changes of the thesis.
graphql(`
  fragment ThesisPageShareLink_thesis on Thesis {
    id
    shareUrl
    version
    updatedAt
  }
`);

const ThesisPageRevokeShareLink = graphql(`
  mutation ThesisPageRevokeShareLink($thesisId: ID!) {
    revokeShareLink(thesisId: $thesisId) {
      ...ThesisPageShareLink_thesis
    }
  }
`);

const ThesisPageRenewShareLink = graphql(`
  mutation ThesisPageRenewShareLink($thesisId: ID!) {
    renewShareLink(thesisId: $thesisId) {
      ...ThesisPageShareLink_thesis
    }
  }
`);

const ThesisPageSetSectionHidden = graphql(`
  mutation ThesisPageSetSectionHidden($thesisId: ID!, $section: String!, $hidden: Boolean!) {
    setSectionHidden(thesisId: $thesisId, section: $section, hidden: $hidden) {
      id
      hiddenSections
      version
    }
  }
`);

const ThesisPageSaved = graphql(`
  query ThesisPageSaved($thesisId: ID!) {
    thesisSaved(thesisId: $thesisId) {
      saved
      savedLinkId
    }
  }
`);

const ThesisPageSaveLink = graphql(`
  mutation ThesisPageSaveLink($input: SaveLinkInput!) {
    saveLink(input: $input) {
      id
    }
  }
`);

const ThesisPageRemoveSavedLink = graphql(`
  mutation ThesisPageRemoveSavedLink($id: ID!) {
    removeSavedLink(id: $id)
  }
`);

export function useShareLinkControls(thesisId: string) {
  const [revoke] = useMutation(ThesisPageRevokeShareLink, { variables: { thesisId } });
  const [renew] = useMutation(ThesisPageRenewShareLink, { variables: { thesisId } });
  const t = useT();
  const run = async (call: () => Promise<unknown>, done: { title: string; description: string }) => {
    try {
      await call();
      toast(done);
    } catch (error) {
      toastFailure(t('thesis.shareLink.failed'), error, t('thesis.update.tryAgain'));
    }
  };
  return {
    revoke: () =>
      run(revoke, {
        title: t('thesis.shareLink.revoked'),
        description: t('thesis.shareLink.revokedText'),
      }),
    renew: () =>
      run(renew, { title: t('thesis.shareLink.renewed'), description: t('thesis.shareLink.renewedText') }),
  };
}

export function useSectionVisibility(thesisId: string, hidden: readonly string[]): SectionVisibility {
  const [setHidden, { loading }] = useMutation(ThesisPageSetSectionHidden);
  const t = useT();
  return {
    hidden,
    busy: loading,
    toggle: (section, hide) =>
      void setHidden({ variables: { thesisId, section, hidden: hide } })
        .then(() =>
          toast({
            title: hide ? t('thesis.section.hidden') : t('thesis.section.shown'),
            description: hide
              ? t('thesis.section.hiddenText', { section })
              : t('thesis.section.shownText', { section }),
          }),
        )
        .catch((error: unknown) =>
          toastFailure(t('thesis.update.failed'), error, t('thesis.update.tryAgain')),
        ),
  };
}

/** The save toggle; null while its state is unknown or when the thesis has no share link to save. */
export function useSaveToggle(thesis: {
  id: string;
  title: string;
  shareUrl: string;
  project: { name: string };
}): SaveToggle | null {
  const { data, refetch } = useQuery(ThesisPageSaved, {
    variables: { thesisId: thesis.id },
    skip: !usePainted(),
  });
  const [save] = useMutation(ThesisPageSaveLink);
  const [remove] = useMutation(ThesisPageRemoveSavedLink);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const state = data?.thesisSaved;
  if (!state || (!state.saved && !thesis.shareUrl)) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (state.saved && state.savedLinkId) {
        await remove({ variables: { id: state.savedLinkId } });
      } else {
        await save({
          variables: {
            input: {
              thesisId: thesis.id,
              title: thesis.title,
              shareUrl: thesis.shareUrl,
              projectName: thesis.project.name,
            },
          },
        });
        toast({ title: t('thesis.saveLink.saved'), description: t('thesis.saveLink.savedText') });
      }
    } catch (error) {
      // Spec §8: saving or removing a link from the thesis page shows no error toast.
      console.error('Saving the thesis link failed', error);
    } finally {
      await refetchQuietly(refetch);
      setBusy(false);
    }
  };
  return { saved: state.saved, busy, toggle: () => void toggle() };
}

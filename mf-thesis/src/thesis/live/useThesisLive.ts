// The thesis page, live (issue 29, item 4): `thesisChanged` brings every saved change of the thesis (by
// anyone) into the Apollo cache with the thesis as it is now, and `thesisPresence` lists who else has
// it open — both over the page's GraphQL socket, no polling; the presence lasts as long as the page.
import { useSubscription } from '@apollo/client/react';
import { useLanguage } from '@thesis-studio/client';
import { graphql } from '../../gql';

const ThesisPageChanged = graphql(`
  subscription ThesisPageChanged($thesisId: ID!, $language: Language!) {
    thesisChanged(thesisId: $thesisId) {
      thesisId
      version
      kind
      byUserId
      byName
      byViewer
      at
      thesis {
        ...ThesisPage_thesis
      }
    }
  }
`);

const ThesisPagePresence = graphql(`
  subscription ThesisPagePresence($thesisId: ID!) {
    thesisPresence(thesisId: $thesisId) {
      thesisId
      users {
        userId
        username
        isViewer
      }
    }
  }
`);

/** A change saved by someone else, as the page hears it. */
export interface OtherChange {
  version: number;
  byName: string;
  kind: string;
}

/**
 * Follows the thesis live; `onOtherChange` hears each change someone else saved (not plan changes,
 * which leave the thesis as it is). Returns the others who have the thesis open (the viewer left out).
 */
export function useThesisLive(
  thesisId: string,
  onOtherChange: (change: OtherChange) => void,
): Array<{ userId: string; username: string }> {
  const [language] = useLanguage();
  // The thesis in the event updates the cache (normalised by id): the page follows on its own.
  useSubscription(ThesisPageChanged, {
    variables: { thesisId, language },
    onData: ({ data }) => {
      const change = data.data?.thesisChanged;
      if (!change || change.byViewer || change.kind === 'plan') return;
      onOtherChange({ version: change.version, byName: change.byName, kind: change.kind });
    },
  });
  const presence = useSubscription(ThesisPagePresence, { variables: { thesisId } });
  return (presence.data?.thesisPresence.users ?? []).filter((user) => !user.isViewer);
}

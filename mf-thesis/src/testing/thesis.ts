// Test support: the owner's thesis as the thesis page's query answers it (Acme's regional growth
// thesis, version 3), and the reading the gateway adds to it; each test adds the content it is about.
import { deriveReading } from '@thesis-studio/markdown';

export const OWNER_THESIS = {
  __typename: 'Thesis',
  id: '665f1c2a9b1e8a0012345678',
  slug: 'regional-growth',
  title: 'Organisation Design for Regional Growth',
  intellectualChallenge: 'How should a mid-sized organisation centralise its analytics?',
  status: 'complete',
  language: 'en-GB',
  shareUrl: 'abc123/def456',
  hiddenSections: [],
  viewerCanEdit: true,
  version: 3,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  project: { __typename: 'Project', id: 'p1', slug: 'acme', name: 'Acme Strategy' },
};

type ReadingSource = Parameters<typeof deriveReading>[0];

/** The thesis with its reading in `language`, its texts put through `spell` when given. */
export function withReading<T extends ReadingSource>(
  thesis: T,
  language: string,
  spell?: Parameters<typeof deriveReading>[1],
) {
  const reading = deriveReading(thesis, spell);
  return {
    ...thesis,
    reading: {
      __typename: 'ThesisReading',
      language,
      key: reading.key,
      title: reading.title,
      intellectualChallenge: reading.intellectualChallenge,
      article: JSON.stringify(reading.article),
      blocks: reading.blocks.map((block) => ({ __typename: 'ThesisBlock', depth: null, ...block })),
      cueCards: reading.cueCards.map(({ source, ...card }) => ({
        __typename: 'CueCard',
        ...card,
        source: source ? { __typename: 'TextRange', ...source } : null,
      })),
    },
  };
}

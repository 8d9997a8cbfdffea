// The thesis page's reading (Thesis.reading: the article's tree framed by block, the blocks, the cue
// cards, title and question in the reader's spelling), as the page renders it. The gateway derives it,
// so the page's first load has neither the Markdown parser nor the word lists. A reading whose key no
// longer matches the thesis's texts (a thesis changed in the cache by something that did not ask for
// its reading) is derived here instead, by the same rules, with the parser and lists loaded then.
import type { LanguageVariant } from '@thesis-studio/client';
import { isEnglishThesis, spellingOf, thesisLanguageOf } from '@thesis-studio/domain';
import {
  blocksWithMarkdown,
  cardsWithMarkdown,
  readingKey,
  type ArticleTree,
  type CueCard,
  type MarkdownBlock,
  type ThesisReading,
} from '@thesis-studio/markdown/no-parser';
import { useEffect, useMemo, useState } from 'react';
import type { Thesis } from './thesis';

export interface PageReading {
  language: LanguageVariant;
  title: string;
  intellectualChallenge: string;
  article: ArticleTree;
  /** The blocks with their Markdown (what an edit starts from). */
  blocks: MarkdownBlock[];
  /** The cards with their sources' Markdown (what a card edit replaces). */
  cueCards: CueCard[];
}

type SentReading = Thesis['reading'];

/** The reading as the gateway sent it, in the markdown package's shape. */
function fromSent(sent: SentReading): ThesisReading {
  return {
    key: sent.key,
    title: sent.title,
    intellectualChallenge: sent.intellectualChallenge,
    article: JSON.parse(sent.article) as ArticleTree,
    blocks: sent.blocks.map(({ depth, __typename: _t, ...block }) =>
      depth == null ? block : { ...block, depth },
    ),
    cueCards: sent.cueCards.map(({ source, __typename: _t, ...card }) =>
      source ? { ...card, source: { start: source.start, end: source.end } } : card,
    ),
  };
}

const forPage = (reading: ThesisReading, language: LanguageVariant, content: string): PageReading => ({
  language,
  title: reading.title,
  intellectualChallenge: reading.intellectualChallenge,
  article: reading.article,
  blocks: blocksWithMarkdown(reading.blocks, content),
  cueCards: cardsWithMarkdown(reading.cueCards, content),
});

/**
 * The thesis's reading in `language`: the one sent when it matches the thesis's texts (in another
 * variant while the page asks for this one), else derived here. Null only while a first derivation
 * loads.
 */
export function usePageReading(thesis: Thesis, language: LanguageVariant): PageReading | null {
  const { title, intellectualChallenge, content, reading: sent } = thesis;
  // UK/US spelling is for English theses only (issue 31).
  const asWritten = !isEnglishThesis(thesisLanguageOf(thesis.language));
  const key = useMemo(
    () => readingKey({ title, intellectualChallenge, content }),
    [title, intellectualChallenge, content],
  );
  const current = sent.key === key;
  const fromServer = useMemo(
    () => (current ? forPage(fromSent(sent), sent.language, content) : null),
    [current, sent, content],
  );
  const [derived, setDerived] = useState<{ key: string; language: LanguageVariant; reading: PageReading }>();
  useEffect(() => {
    if (current || (derived?.key === key && derived.language === language)) return;
    let live = true;
    void import('./derive-reading').then(({ deriveInBrowser }) =>
      deriveInBrowser(
        { title, intellectualChallenge, content },
        asWritten ? null : spellingOf(language),
      ).then(
        (reading) => live && setDerived({ key, language, reading: forPage(reading, language, content) }),
        (error: unknown) => console.error('[thesis] the article could not be read', error),
      ),
    );
    return () => {
      live = false;
    };
  }, [current, derived, key, language, asWritten, title, intellectualChallenge, content]);
  if (fromServer) return fromServer;
  return derived?.key === key ? derived.reading : null;
}

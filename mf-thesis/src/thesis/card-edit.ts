// Saving a cue card's edited text into the thesis article (spec §4 cue cards): the card's passage is
// replaced in the content, or the reader is told why nothing was saved.
import { CARD_TEXT_REQUIRED, replaceCardText, type CueCard } from '@thesis-studio/thesis-view/no-parser';
import { toast } from '@thesis-studio/ui';
import type { ThesisTranslate } from '../i18n/thesis';
import { cardEditOutcome } from './rules';
import type { Thesis } from './thesis';
import type { UpdateMessages, useThesisUpdate } from './useThesisUpdate';

/** The toasts of a saved (or refused) change to the article. */
export const thesisUpdated = (t: ThesisTranslate): UpdateMessages => ({
  success: { title: t('thesis.update.saved'), description: t('thesis.update.savedText') },
  failure: t('thesis.update.failed'),
});

/** Resolves once saved (or when there is nothing to save); rejects so the carousel keeps its editor open. */
export async function editCardText(
  card: CueCard,
  newText: string,
  thesis: Pick<Thesis, 'content' | 'version'>,
  update: ReturnType<typeof useThesisUpdate>,
  t: ThesisTranslate,
): Promise<void> {
  const outcome = cardEditOutcome(card, newText, thesis.content, replaceCardText);
  switch (outcome.kind) {
    case 'blank':
      // The carousel refuses blank text before it gets here; nothing is saved either way.
      throw new Error(CARD_TEXT_REQUIRED);
    case 'notPersisted':
      toast({
        title:
          outcome.title === 'Key insights updated'
            ? t('thesis.card.keyInsightsUpdated')
            : t('thesis.card.summaryUpdated'),
      });
      return;
    case 'missing':
      toast({
        variant: 'destructive',
        title: t('thesis.card.unableToSave'),
        description: t('thesis.card.sectionMissing'),
      });
      throw new Error('missing');
    case 'save': {
      const result = await update({ content: outcome.content }, thesis.version, thesisUpdated(t));

      if (result !== 'saved') throw new Error(result);
    }
  }
}

// Saving a cue card's edited text into the thesis article (spec §4 cue cards): the card's passage is
// replaced in the content, or the reader is told why nothing was saved.
import { CARD_TEXT_REQUIRED, replaceCardText, type CueCard } from '@thesis-studio/thesis-view/no-parser';
import { toast } from '@thesis-studio/ui';
import { cardEditOutcome } from './rules';
import type { Thesis } from './thesis';
import type { useThesisUpdate } from './useThesisUpdate';

export const THESIS_UPDATED = {
  success: { title: 'Thesis updated', description: 'Your changes have been saved successfully.' },
  failure: 'Failed to update thesis',
};

/** Resolves once saved (or when there is nothing to save); rejects so the carousel keeps its editor open. */
export async function editCardText(
  card: CueCard,
  newText: string,
  thesis: Pick<Thesis, 'content' | 'version'>,
  update: ReturnType<typeof useThesisUpdate>,
): Promise<void> {
  const outcome = cardEditOutcome(card, newText, thesis.content, replaceCardText);
  switch (outcome.kind) {
    case 'blank':
      // The carousel refuses blank text before it gets here; nothing is saved either way.
      throw new Error(CARD_TEXT_REQUIRED);
    case 'notPersisted':
      toast({ title: outcome.title });
      return;
    case 'missing':
      toast({
        variant: 'destructive',
        title: 'Unable to save',
        description: 'Could not locate the original content section to update.',
      });
      throw new Error('missing');
    case 'save': {
      const result = await update({ content: outcome.content }, thesis.version, THESIS_UPDATED);
      if (result !== 'saved') throw new Error(result);
    }
  }
}

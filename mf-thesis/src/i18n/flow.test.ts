// The flow catalogue (the wizard, the chat page, the Sources panel, the comment rail) is complete and
// well-formed: German holds every id and takes the same arguments and tags as English.
import { catalogueProblems } from '@thesis-studio/i18n/check';
import { describe, expect, it } from 'vitest';
import de from './flow.de.json';
import en from './flow.en.json';
import { translatorFor } from './flow';

describe('the flow catalogue', () => {
  it('is complete, ICU, and German takes the same arguments and tags as English', () => {
    expect(catalogueProblems(en, de)).toEqual([]);
  });

  it('writes counts and sizes by the reader’s language', () => {
    const english = translatorFor('UK');
    const german = translatorFor('DE');
    expect(english('flow.sources.words', { count: 5230 })).toBe('5,230 words');
    expect(german('flow.sources.words', { count: 5230 })).toBe('5.230 Wörter');
    expect(german('flow.sources.words', { count: 1 })).toBe('1 Wort');
    expect(english('flow.sources.megabytesFraction', { size: 2.4 })).toBe('2.4 MB');
    expect(german('flow.sources.megabytesFraction', { size: 2.4 })).toBe('2,4 MB');
    expect(english('flow.comments.badge', { count: 0, section: 'Method' })).toBe('Comment on Method');
    expect(german('flow.comments.badge', { count: 3, section: 'Methode' })).toBe('3 Kommentare zu Methode');
  });
});

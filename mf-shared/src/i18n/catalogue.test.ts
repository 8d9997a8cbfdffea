// The shared page's catalogue is complete and well-formed, and the page speaks German to a German reader:
// the server-rendered page (its chrome, toolbar and footer) and the question rules' toasts.
import { catalogueProblems } from '@thesis-studio/i18n/check';
import { describe, expect, it } from 'vitest';
import { renderSharedIslandsPage } from '../server';
import { questionSentToast, visitorQuestionProblem } from '../shared/question-rules';
import { SHARED_THESIS } from '../testing/shared-thesis';
import de from './de.json';
import en from './en.json';
import { translatorFor } from './index';

const THESIS = {
  ...SHARED_THESIS,
  content: '## Context\n\nThe organisation must prioritise its analysis.',
  citations: [],
  citationSummary: { total: 0, supported: 0, partly: 0, notSupported: 0, unchecked: 0, removed: 0 },
};

describe("the shared page's catalogue", () => {
  it('is complete, ICU, and German takes the same arguments and tags as English', () => {
    expect(catalogueProblems(en, de)).toEqual([]);
  });

  it('renders the page in German for a German reader, and in English by default', () => {
    const german = renderSharedIslandsPage(THESIS, { language: 'DE' }).page;
    expect(german).toContain('Acme Strategy · Geteilte These');
    expect(german).toContain('Eigene These beginnen');
    expect(german).toContain('Recherche befragen');
    expect(german).not.toContain('Start your own');
    // The thesis view's chrome too (its own catalogue), the thesis's words as written.
    expect(german).toContain('Karteikarten der These');
    expect(german).toContain('The organisation must prioritise its analysis.');
    const english = renderSharedIslandsPage(THESIS).page;
    expect(english).toContain('Start your own');
    expect(english).not.toContain('Eigene These beginnen');
  });

  it('words the question toasts in German', () => {
    const t = translatorFor('DE');
    expect(visitorQuestionProblem({ question: '', name: '', email: '' }, false, t)).toEqual({
      title: 'Frage fehlt',
      description: 'Bitte geben Sie Ihre Frage ein.',
    });
    expect(visitorQuestionProblem({ question: 'Warum?', name: 'Ada', email: 'ada@' }, false, t)?.title).toBe(
      'Ungültige E-Mail-Adresse',
    );
    expect(questionSentToast(true, t).title).toBe('Frage gesendet!');
  });
});

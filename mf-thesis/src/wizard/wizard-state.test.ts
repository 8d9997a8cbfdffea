import { describe, expect, it } from 'vitest';
import { QUOTES, quoteAt } from './quotes';
import {
  clearStoredWizard,
  continueDisabled,
  deriveThesisTitle,
  EMPTY_WIZARD_STATE,
  engineLabel,
  initialWizard,
  isSupportedSourceFile,
  needsDraft,
  nextStep,
  PENDING_CONTEXT_KEY,
  previousStep,
  readStoredWizard,
  saveStoredWizard,
  thoughtsMissing,
  type Activity,
} from './wizard-state';

const idle: Activity = { drafting: false, creating: false, editing: false };
const withThoughts = { ...EMPTY_WIZARD_STATE, originalThoughts: 'Subscriptions will replace licences.' };

describe('deriveThesisTitle (spec §5)', () => {
  it('takes the first sentence when it is 100 characters or fewer', () => {
    expect(deriveThesisTitle('Subscriptions will replace licences. Customers want lower costs.')).toBe(
      'Subscriptions will replace licences.',
    );
    expect(deriveThesisTitle('  Will AI change consulting?  It might. ')).toBe('Will AI change consulting?');
  });

  it('takes the whole text when it has no sentence end and is short', () => {
    expect(deriveThesisTitle('Regional growth through central analytics')).toBe(
      'Regional growth through central analytics',
    );
  });

  it('keeps a first sentence of exactly 100 characters', () => {
    const sentence = `${'a'.repeat(99)}.`;
    expect(deriveThesisTitle(`${sentence} Next.`)).toBe(sentence);
  });

  it('cuts to the whole words of the first 50 characters plus … when the first sentence is longer than 100', () => {
    const long = `${'word '.repeat(30).trim()}. Second sentence.`;
    const title = deriveThesisTitle(long);
    expect(title).toBe(`${'word '.repeat(10).trim()}…`);
    expect(title.length).toBeLessThanOrEqual(51);
    // Never inside a word (issue 33: 'for half-...').
    const planning = `Should carriers plan their delivery routes for half-empty trucks in winter, when demand drops and costs rise sharply? More.`;
    expect(deriveThesisTitle(planning)).toBe('Should carriers plan their delivery routes for…');
  });

  it('does not end a sentence inside a number', () => {
    expect(deriveThesisTitle('Margins grew 3.5 percent last year. More to come.')).toBe(
      'Margins grew 3.5 percent last year.',
    );
  });

  it("is 'Untitled Thesis' for empty or blank thoughts", () => {
    expect(deriveThesisTitle('')).toBe('Untitled Thesis');
    expect(deriveThesisTitle(' \n\t ')).toBe('Untitled Thesis');
  });

  it('joins a first sentence that runs over lines into one line', () => {
    expect(deriveThesisTitle('Subscriptions will\nreplace licences. Then')).toBe(
      'Subscriptions will replace licences.',
    );
  });
});

describe('continueDisabled (spec §4)', () => {
  it('is disabled on the first step with nothing typed, enabled once thoughts exist', () => {
    expect(continueDisabled('input', EMPTY_WIZARD_STATE, idle)).toBe(true);
    expect(continueDisabled('input', withThoughts, idle)).toBe(false);
  });

  it('lets blank thoughts through to the check that explains them (spec §5 toast)', () => {
    const blank = { ...EMPTY_WIZARD_STATE, originalThoughts: '   ' };
    expect(continueDisabled('input', blank, idle)).toBe(false);
    expect(thoughtsMissing(blank)).toBe(true);
    expect(thoughtsMissing(withThoughts)).toBe(false);
  });

  it('is disabled while drafting, creating or editing a section, on every step', () => {
    for (const step of ['input', 'intellectual-challenge', 'strategic-context', 'review'] as const) {
      expect(continueDisabled(step, withThoughts, { ...idle, drafting: true })).toBe(true);
      expect(continueDisabled(step, withThoughts, { ...idle, creating: true })).toBe(true);
      expect(continueDisabled(step, withThoughts, { ...idle, editing: true })).toBe(true);
      expect(continueDisabled(step, withThoughts, idle)).toBe(false);
    }
  });

  it('does not require thoughts after the first step', () => {
    expect(continueDisabled('review', EMPTY_WIZARD_STATE, idle)).toBe(false);
  });
});

describe('steps', () => {
  it('run input → intellectual-challenge → strategic-context → review', () => {
    expect(nextStep('input')).toBe('intellectual-challenge');
    expect(nextStep('intellectual-challenge')).toBe('strategic-context');
    expect(nextStep('strategic-context')).toBe('review');
    expect(nextStep('review')).toBeNull();
    expect(previousStep('review')).toBe('strategic-context');
    expect(previousStep('input')).toBeNull();
  });

  it('draft a step entered with no text yet, and keep text already there', () => {
    expect(needsDraft('intellectual-challenge', withThoughts)).toBe(true);
    expect(needsDraft('intellectual-challenge', { ...withThoughts, intellectualChallenge: 'Q?' })).toBe(
      false,
    );
    expect(needsDraft('strategic-context', { ...withThoughts, intellectualChallenge: 'Q?' })).toBe(true);
    expect(needsDraft('review', withThoughts)).toBe(false);
    expect(needsDraft('input', withThoughts)).toBe(false);
  });
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('pendingContext (spec §3 session storage)', () => {
  it('keeps the step and the state for the project it was made in', () => {
    const session = memoryStorage();
    const state = { ...withThoughts, researchFocus: 'UK manufacturers', intellectualChallenge: 'Why now?' };
    saveStoredWizard(session, { projectSlug: 'acme', step: 'strategic-context', state });
    expect(readStoredWizard(session, 'acme')).toEqual({
      projectSlug: 'acme',
      step: 'strategic-context',
      state,
    });
    expect(readStoredWizard(session, 'other-project')).toBeNull();
    clearStoredWizard(session);
    expect(session.getItem(PENDING_CONTEXT_KEY)).toBeNull();
  });

  it('ignores malformed entries and fills missing fields with empty text', () => {
    const session = memoryStorage();
    session.setItem(PENDING_CONTEXT_KEY, '{not json');
    expect(readStoredWizard(session, 'acme')).toBeNull();
    session.setItem(PENDING_CONTEXT_KEY, JSON.stringify({ projectSlug: 'acme', step: 'launch', state: {} }));
    expect(readStoredWizard(session, 'acme')).toBeNull();
    session.setItem(
      PENDING_CONTEXT_KEY,
      JSON.stringify({
        projectSlug: 'acme',
        step: 'review',
        state: { originalThoughts: 'x', researchFocus: 4 },
      }),
    );
    expect(readStoredWizard(session, 'acme')?.state).toEqual({
      ...EMPTY_WIZARD_STATE,
      originalThoughts: 'x',
    });
  });

  it('starts from the stored wizard, else from the landing page idea, else empty', () => {
    const stored = { projectSlug: 'acme', step: 'review' as const, state: withThoughts };
    expect(initialWizard(stored, 'An idea')).toEqual({
      ...withThoughts,
      step: 'review',
      fromIdea: false,
      pastedSources: [],
    });
    expect(initialWizard(null, '  An idea ')).toEqual({
      ...EMPTY_WIZARD_STATE,
      originalThoughts: 'An idea',
      step: 'input',
      fromIdea: true,
      pastedSources: [],
    });
    expect(initialWizard(null, null)).toEqual({
      ...EMPTY_WIZARD_STATE,
      step: 'input',
      fromIdea: false,
      pastedSources: [],
    });
  });

  it('keeps pasted sources across a reload, dropping malformed ones', () => {
    const session = memoryStorage();
    const notes = { title: 'Interview notes', text: 'The northern region lost 12 analysts.' };
    saveStoredWizard(session, {
      projectSlug: 'acme',
      step: 'review',
      state: withThoughts,
      pastedSources: [notes],
    });
    const stored = readStoredWizard(session, 'acme');
    expect(stored?.pastedSources).toEqual([notes]);
    expect(initialWizard(stored, null).pastedSources).toEqual([notes]);
    session.setItem(
      PENDING_CONTEXT_KEY,
      JSON.stringify({
        projectSlug: 'acme',
        step: 'review',
        state: withThoughts,
        pastedSources: [notes, { title: 3 }, 'text', null],
      }),
    );
    expect(readStoredWizard(session, 'acme')?.pastedSources).toEqual([notes]);
  });
});

describe('isSupportedSourceFile', () => {
  it('accepts PDF, DOCX, Markdown, plain text and HTML by extension or type, nothing else', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.md', 'd.markdown', 'e.txt', 'f.html', 'g.htm'])
      expect(isSupportedSourceFile({ name, type: '' }), name).toBe(true);
    expect(isSupportedSourceFile({ name: 'notes', type: 'text/plain' })).toBe(true);
    for (const name of ['a.exe', 'b.zip', 'c.doc', 'd.png'])
      expect(isSupportedSourceFile({ name, type: 'application/octet-stream' }), name).toBe(false);
  });
});

describe('engineLabel', () => {
  it('names the offline engine or the model', () => {
    expect(engineLabel({ engine: 'offline', model: 'wink-eng-lite-web-model' })).toBe('Drafted offline');
    expect(engineLabel({ engine: 'openai', model: 'gpt-4o-mini' })).toBe('Drafted by gpt-4o-mini');
    expect(engineLabel(undefined)).toBeNull();
  });
});

describe('quotes (spec §2)', () => {
  it('rotate across five attributed quotes and wrap around', () => {
    expect(QUOTES).toHaveLength(5);
    for (const quote of QUOTES) expect(quote.author).not.toBe('');
    expect(new Set(QUOTES.map((q) => q.text)).size).toBe(5);
    expect(quoteAt(0)).toBe(QUOTES[0]);
    expect(quoteAt(5)).toBe(QUOTES[0]);
    expect(quoteAt(7)).toBe(QUOTES[2]);
  });
});

// @vitest-environment happy-dom
// The thesis view's catalogue is complete and well-formed, and its chrome follows the reader's interface
// language: the cue cards and their player, and a citation's card, in German for a German reader.
import { buildCueCards } from '@thesis-studio/markdown';
import { languageStore } from '@thesis-studio/client/language';
import { catalogueProblems } from '@thesis-studio/i18n/check';
import { render } from '@thesis-studio/ui/test-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CitationCard, CitationSummary } from '../CitationMarker.js';
import { CueCardCarousel } from '../CueCardCarousel.js';
import type { SpeakFn } from '../speech.js';
import de from './de.json';
import en from './en.json';

const before = languageStore.get();
afterEach(() => languageStore.choose(before));

const CARDS = buildCueCards('## Kontext\n\nDer Markt ändert sich in diesem Jahrzehnt schnell.');
const speak: SpeakFn = () => Promise.resolve(new Blob());

describe("the thesis view's catalogue", () => {
  it('is complete, ICU, and German takes the same arguments and tags as English', () => {
    expect(catalogueProblems(en, de)).toEqual([]);
  });

  it('shows the cue cards and their player in German, the thesis’s own words as written', () => {
    languageStore.choose('DE');
    const { container } = render(
      <CueCardCarousel cards={CARDS} keyInsights={{ status: 'ready', bullets: [] }} speak={speak} />,
    );
    expect(container.querySelector('h2')!.textContent).toBe('Karteikarten der These');
    expect(container.textContent).toContain('1 von 1');
    expect(container.querySelector('[aria-label="Nächste Karte"]')).not.toBeNull();
    expect(container.querySelector('[data-status]')!.getAttribute('aria-label')).toBe('Vorlesen');
    expect(container.textContent).toContain('Bereit zur Wiedergabe');
    expect(container.textContent).toContain('Alle abspielen');
    expect(container.querySelector('h3')!.textContent).toBe('Kontext');
    expect(container.textContent).toContain('Echo (tief)');
    expect(container.textContent).not.toContain('Play all');
  });

  it('writes a citation’s card and the citation count in German, with German plurals', () => {
    languageStore.choose('DE');
    const { container } = render(
      <>
        <CitationCard
          citation={{
            n: 1,
            sourceTitle: 'Marktbericht 2025',
            sourceKind: 'pdf',
            location: 'S. 4',
            quote: null,
            passage: null,
          }}
          showCheck
        />
        <CitationSummary counts={{ total: 1, supported: 1, partly: 0, notSupported: 0, unchecked: 0 }} />
      </>,
    );
    expect(container.textContent).toContain('Die zitierte Textstelle wird hier nicht angezeigt.');
    expect(container.textContent).toContain('Prüfung:');
    expect(container.textContent).toContain('Nicht geprüft');
    expect(container.querySelector('[data-testid="citation-summary"]')!.textContent).toBe(
      '1 Zitat: 1 gestützt',
    );
  });
});

// @vitest-environment happy-dom
// The carousel as a user meets it: 'n of total', previous/next, the last card highlighted, card edits
// (blank refused), and the Key Insights card's loading, empty and ready states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCueCards } from '@thesis-studio/markdown';
import { CueCardCarousel, type KeyInsightsState } from './CueCardCarousel.js';
import type { SpeakFn } from './speech.js';
import { button, click, flush, keyDown, queryButton, render, type } from '@thesis-studio/ui/test-dom';

afterEach(() => vi.restoreAllMocks());

const CONTENT = ['Context', 'Evidence', 'Options']
  .map((title) => `## ${title}\n\n${title} matters because the market changes quickly this decade.`)
  .join('\n\n');
const CARDS = buildCueCards(CONTENT);
const speak: SpeakFn = () => Promise.resolve(new Blob());
const READY: KeyInsightsState = { status: 'ready', bullets: ['• Margins fell', '• Demand shifts'] };

const slide = (container: HTMLElement) => container.querySelector('[aria-roledescription="slide"]')!;

describe('CueCardCarousel', () => {
  it('shows the heading, one card at a time with n of total, and moves with previous and next', () => {
    const { container } = render(<CueCardCarousel cards={CARDS} keyInsights={READY} speak={speak} />);
    expect(container.querySelector('h2')!.textContent).toBe('Thesis Cue Cards');
    expect(container.textContent).toContain('1 of 4');
    expect(slide(container).querySelector('h3')!.textContent).toBe('Context');
    expect(button(container, 'Previous card').disabled).toBe(true);

    click(button(container, 'Next card'));
    expect(container.textContent).toContain('2 of 4');
    expect(slide(container).querySelector('h3')!.textContent).toBe('Evidence');
    click(button(container, 'Previous card'));
    expect(container.textContent).toContain('1 of 4');

    keyDown(slide(container), 'ArrowRight');
    keyDown(slide(container), 'ArrowRight');
    keyDown(slide(container), 'ArrowRight');
    expect(container.textContent).toContain('4 of 4');
    expect(button(container, 'Next card').disabled).toBe(true);
    // The last card (Key Insights) is highlighted and lists the bullets without their bullet marks.
    expect(slide(container).getAttribute('data-last')).toBe('true');
    expect([...slide(container).querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Margins fell',
      'Demand shifts',
    ]);
  });

  it('only the last card is highlighted', () => {
    const { container } = render(<CueCardCarousel cards={CARDS} keyInsights={READY} speak={speak} />);
    expect(slide(container).hasAttribute('data-last')).toBe(false);
  });

  it('Key Insights: skeletons while loading, a message when there are none', () => {
    const lastCard = (status: KeyInsightsState['status']) => (
      <CueCardCarousel
        cards={CARDS}
        keyInsights={{ status, bullets: [] }}
        speak={speak}
        index={CARDS.length - 1}
      />
    );
    const { container, rerender } = render(lastCard('loading'));
    expect(slide(container).querySelectorAll('.animate-pulse').length).toBeGreaterThan(0);
    expect(slide(container).querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(lastCard('empty'));
    expect(slide(container).textContent).toContain('Unable to generate key insights at this time.');
    rerender(lastCard('ready'));
    expect(slide(container).textContent).toContain('Unable to generate key insights at this time.');
  });

  it('has no edit button without onEditCard', () => {
    const { container } = render(<CueCardCarousel cards={CARDS} keyInsights={READY} speak={speak} />);
    expect(queryButton(container, 'Edit card: Context')).toBeNull();
  });

  it('edits a card: starts from its Markdown, refuses blank text, saves through onEditCard and closes', async () => {
    const onEditCard = vi.fn(() => Promise.resolve());
    const { container } = render(
      <CueCardCarousel cards={CARDS} keyInsights={READY} speak={speak} onEditCard={onEditCard} />,
    );
    click(button(container, 'Edit card: Context'));
    const editor = container.querySelector('textarea')!;
    expect(editor.value).toBe('Context matters because the market changes quickly this decade.');

    type(editor, '   ');
    click(button(container, 'Save Changes'));
    expect(onEditCard).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('Card text cannot be empty.');

    type(editor, 'A new take on the context. ');
    click(button(container, 'Save Changes'));
    await flush();
    expect(onEditCard).toHaveBeenCalledWith(CARDS[0], 'A new take on the context.');
    expect(container.querySelector('textarea')).toBeNull();
  });

  it('keeps the editor and its text when saving fails; Cancel closes it', async () => {
    const onEditCard = vi.fn(() => Promise.reject(new Error('Unable to save')));
    const { container } = render(
      <CueCardCarousel cards={CARDS} keyInsights={READY} speak={speak} onEditCard={onEditCard} index={3} />,
    );
    click(button(container, 'Edit card: Key Insights'));
    const editor = container.querySelector('textarea')!;
    expect(editor.value).toBe('• Margins fell\n• Demand shifts');
    type(editor, '• Only one');
    click(button(container, 'Save Changes'));
    await flush();
    expect(onEditCard).toHaveBeenCalledWith(CARDS[3], '• Only one');
    expect(container.querySelector('textarea')!.value).toBe('• Only one');
    click(button(container, 'Cancel'));
    expect(container.querySelector('textarea')).toBeNull();
  });

  it('puts the audio player under the card, reading the Key Insights bullets on that card', () => {
    const { container } = render(
      <CueCardCarousel cards={CARDS} keyInsights={READY} speak={speak} index={3} />,
    );
    expect(container.querySelector('[aria-label="Read aloud"]')).not.toBeNull();
    expect(button(container, 'Play this card').disabled).toBe(false);
    const { container: loading } = render(
      <CueCardCarousel
        cards={CARDS}
        keyInsights={{ status: 'loading', bullets: [] }}
        speak={speak}
        index={3}
      />,
    );
    expect(button(loading, 'Play this card').disabled).toBe(true);
  });
});

// @vitest-environment happy-dom
// The wizard's stepper, a drafted step and the rotating quote for a German reader (issue 31 item 5).
import { languageStore } from '@thesis-studio/client/language';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftSection, RotatingQuote, WizardStepper } from './WizardParts';
import { render, unmountAll } from '@thesis-studio/ui/test-dom';

afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
  languageStore.choose('UK');
});

describe('the wizard in German', () => {
  it('names its steps, counts them and marks the finished ones in German', () => {
    languageStore.choose('DE');
    const { container } = render(<WizardStepper step="strategic-context" />);
    expect(container.querySelector('nav')!.getAttribute('aria-label')).toBe(
      'Fortschritt des Thesen-Assistenten',
    );
    expect(container.querySelector('p')!.textContent).toBe('Schritt 3 von 4: Strategischer Kontext');
    const steps = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(steps[0]).toContain('Ihre Gedanken (erledigt)');
    expect(steps[1]).toContain('Intellektuelle Herausforderung (erledigt)');
    expect(steps[3]).toContain('Überprüfen');
  });

  it('offers Bearbeiten and Neu erstellen on a drafted step, and shows the quote in German', () => {
    languageStore.choose('DE');
    const { container } = render(
      <>
        <DraftSection
          editLabel="Strategischen Kontext bearbeiten"
          draftingText="Der strategische Kontext wird entworfen …"
          text="Fünf Regionen."
          streaming={null}
          editing={false}
          onEditingChange={vi.fn()}
          onSave={vi.fn()}
          onRegenerate={vi.fn()}
          busy={false}
        />
        <RotatingQuote />
      </>,
    );
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Bearbeiten', 'Neu erstellen']);
    expect(container.querySelector('blockquote')!.textContent).toBe(
      'Das Wesen der Strategie besteht darin, zu entscheiden, was man nicht tut.',
    );
    expect(container.querySelector('figcaption')!.textContent).toContain('Michael E. Porter');
  });
});

// @vitest-environment happy-dom
// Citations as a reader meets them: a cited `[n]` is a small superscript marker named after its source;
// focus (keyboard), hover or a press opens its popover with the source, location and the quoted words
// highlighted, Escape closes it; markers without a citation, code and links stay as written; the owner
// sees each check and unsupported markers marked; the Sources section keeps its list; chat replies too.
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CITATIONS } from './article-corpus.js';
import { ChatPanel } from './ChatPanel.js';
import { CitationSummary } from './CitationMarker.js';
import { countCitations, type Citation } from './citations.js';
import { loadMarkdownParser } from './lazy-markdown.js';
import { ThesisArticle } from './ThesisArticle.js';
import { click, keyDown, render, stubResizeObserver } from '@thesis-studio/ui/test-dom';

beforeAll(() => {
  stubResizeObserver();
});
afterEach(() => vi.useRealTimers());

const REPORT: Citation = {
  n: 1,
  sourceTitle: 'Quarterly report 2026',
  sourceKind: 'pdf',
  location: 'p. 12',
  quote: 'churn fell to 3.1 percent',
  passage:
    'After the pilot the central team took over reporting, and churn fell to 3.1 percent by December while revenue held.',
  url: null,
  site: null,
  check: { support: 'supported', reason: 'The passage states the figure.' },
};
// The corpus's web source: a survey whose check found the passage does not support the claim.
const WEB: Citation = CITATIONS[1]!;

const CONTENT = [
  '## Evidence',
  '',
  'Churn dropped after the pilot: “churn fell to 3.1 percent” [1]. Regional teams compare prices [2].',
  'An uncited bracket [7] stays as written, as does `code [1]` and [a link [1]](https://example.com).',
  '',
  '## Sources',
  '',
  '- **Quarterly report 2026** (PDF), p. 12 — [1]',
  '- **Regional retail survey** — survey.example, https://survey.example/findings (accessed 26 November 2026) — [2]',
].join('\n');

const popover = () => document.querySelector<HTMLElement>('[data-citation-popover]');
const marker = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

describe('citations in the article', () => {
  it('turns each cited [n] into a superscript marker named after its source, and nothing else', () => {
    const { container } = render(<ThesisArticle content={CONTENT} citations={[REPORT, WEB]} />);
    const evidence = container.querySelectorAll('p')[0]!;
    const markers = [...evidence.querySelectorAll('sup > button')];
    expect(markers.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Source 1: Quarterly report 2026',
      'Source 2: Regional retail survey',
    ]);
    expect(markers.map((b) => b.textContent)).toEqual(['1', '2']);
    // Uncited numbers, code and link text are left as they are.
    const rest = container.querySelectorAll('p')[0]!.textContent!;
    expect(rest).toContain('An uncited bracket [7] stays as written');
    expect(container.querySelector('code')!.textContent).toBe('code [1]');
    expect(container.querySelector('a[href="https://example.com"]')!.textContent).toContain('a link [1]');
    // Without checks (a reader's view) nothing is marked as unsupported.
    expect(container.textContent).not.toContain('Not supported');
  });

  it('keeps the Sources section a list, its markers inline, the web address a link', () => {
    const { container } = render(<ThesisArticle content={CONTENT} citations={[REPORT, WEB]} />);
    const items = [...container.querySelectorAll('ul > li')];
    expect(items).toHaveLength(2);
    expect(items[0]!.querySelector('strong')!.textContent).toBe('Quarterly report 2026');
    expect(items[0]!.querySelector('sup')).toBeNull();
    expect(items[0]!.querySelector('button')!.textContent).toBe('[1]');
    expect(items[1]!.querySelector('a')!.getAttribute('href')).toBe('https://survey.example/findings');
    expect(items[1]!.querySelector('button')!.getAttribute('aria-label')).toBe(
      'Source 2: Regional retail survey',
    );
  });

  it('opens on keyboard focus with the title, location and the quoted words highlighted; Escape closes it', () => {
    const { container } = render(<ThesisArticle content={CONTENT} citations={[REPORT, WEB]} />);
    const first = marker(container, 'Source 1: Quarterly report 2026')!;
    act(() => first.focus());
    const open = popover()!;
    expect(open).not.toBeNull();
    expect(open.getAttribute('role')).toBe('dialog');
    expect(open.getAttribute('aria-label')).toBe('Source 1: Quarterly report 2026');
    expect(open.textContent).toContain('Quarterly report 2026');
    expect(open.textContent).toContain('PDF · p. 12');
    expect(open.querySelector('mark')!.textContent).toBe('churn fell to 3.1 percent');
    expect(open.querySelector('blockquote')!.textContent).toContain('After the pilot the central team');
    // A reader's view: no check shown.
    expect(open.textContent).not.toContain('Supported');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    keyDown(document.activeElement ?? first, 'Escape');
    expect(popover()).toBeNull();
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens after a short hover and closes when the pointer leaves; a press keeps it open', () => {
    vi.useFakeTimers();
    const { container } = render(<ThesisArticle content={CONTENT} citations={[REPORT, WEB]} />);
    const second = marker(container, 'Source 2: Regional retail survey')!;
    act(() => {
      second.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      second.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    });
    act(() => vi.advanceTimersByTime(200));
    expect(popover()?.textContent).toContain('survey.example');
    const link = popover()!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://survey.example/findings');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    act(() => {
      second.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse' }));
      second.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    });
    act(() => vi.advanceTimersByTime(400));
    expect(popover()).toBeNull();

    click(second);
    expect(popover()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(popover()).not.toBeNull();
    click(second);
    expect(popover()).toBeNull();
  });

  it('shows the owner each check, and marks unsupported markers in the text', () => {
    const { container } = render(
      <ThesisArticle content={CONTENT} citations={[REPORT, WEB]} showCitationChecks />,
    );
    const unsupported = marker(container, 'Source 2: Regional retail survey (not supported)')!;
    expect(unsupported.textContent).toBe('2Not supported');
    expect(unsupported.className).toContain('decoration-dotted');
    expect(marker(container, 'Source 1: Quarterly report 2026')!.className).not.toContain(
      'decoration-dotted',
    );
    act(() => unsupported.focus());
    expect(popover()!.querySelector('[data-support="not_supported"]')!.textContent).toBe('Not supported');
    expect(popover()!.textContent).toContain('The passage is about shoppers, not regional teams.');
    keyDown(unsupported, 'Escape');
    act(() => marker(container, 'Source 1: Quarterly report 2026')!.focus());
    expect(popover()!.querySelector('[data-support="supported"]')!.textContent).toBe('Supported');
  });

  it('says so when a shared view leaves the quoted passage out, keeping the source and location', () => {
    const { container } = render(
      <ThesisArticle content={CONTENT} citations={[{ ...REPORT, quote: null, passage: null }, WEB]} />,
    );
    act(() => marker(container, 'Source 1: Quarterly report 2026')!.focus());
    expect(popover()!.textContent).toContain('PDF · p. 12');
    expect(popover()!.textContent).toContain('The cited passage is not shown here.');
    expect(popover()!.querySelector('blockquote, mark')).toBeNull();
  });

  it('leaves the article as written without citations', () => {
    const { container } = render(<ThesisArticle content={CONTENT} />);
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('p')!.textContent).toContain('“churn fell to 3.1 percent” [1].');
  });
});

describe('citations elsewhere', () => {
  it('shows a chat reply’s own citations the same way', async () => {
    const { container } = render(
      <ChatPanel
        messages={[
          { id: 'q', role: 'user', content: 'What happened to churn [1]?' },
          {
            id: 'a',
            role: 'assistant',
            content: 'It fell: “churn fell to 3.1 percent” [1].',
            citations: [REPORT],
          },
        ]}
        pending={false}
        onSend={vi.fn()}
      />,
    );
    await act(() => loadMarkdownParser());
    const items = container.querySelectorAll('[role="log"] > ul > li');
    // The question is the user's own text, not a citation.
    expect(items[0]!.querySelector('button')).toBeNull();
    const reply = items[1]!.querySelector<HTMLButtonElement>('sup > button')!;
    expect(reply.getAttribute('aria-label')).toBe('Source 1: Quarterly report 2026');
    act(() => reply.focus());
    expect(popover()!.querySelector('mark')!.textContent).toBe('churn fell to 3.1 percent');
  });

  it('sums up the checks in one line', () => {
    const { container } = render(
      <CitationSummary
        counts={countCitations([REPORT, WEB, { ...REPORT, n: 3, check: { support: 'partly' } }])}
      />,
    );
    expect(container.textContent).toBe('3 citations: 1 supported, 1 partly, 1 not supported');
    expect(render(<CitationSummary counts={countCitations([])} />).container.textContent).toBe('');
  });
});

// @vitest-environment happy-dom
// The article as a reader meets it: Markdown structure, the timeline table, no raw HTML, and the
// reader's text transform on prose but not on code or URLs.
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { CORPUS, TIMELINE } from './article-corpus.js';
import { ThesisArticle, type ThesisArticleProps } from './index.js';
import type { TextContext } from '@thesis-studio/markdown/no-parser';
import { mount } from '@thesis-studio/ui/test-dom';

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  ({ root, container } = mount());
});

function render(props: ThesisArticleProps): HTMLElement {
  act(() => root.render(<ThesisArticle {...props} />));
  return container;
}

const texts = (nodes: NodeListOf<Element>) => [...nodes].map((node) => node.textContent?.trim());

describe('ThesisArticle', () => {
  it('renders section headings, paragraphs separated by blank lines, and lists', () => {
    const html = render({ content: CORPUS['headings, paragraphs and lists']! });
    const article = html.querySelector('article');
    expect(article).not.toBeNull();
    // The page's own title is the h1: Markdown `#` and `##` are both section headings.
    expect(html.querySelector('h1')).toBeNull();
    expect(texts(html.querySelectorAll('h2'))).toEqual(['Overview', 'Market Context']);
    expect(texts(html.querySelectorAll('h3'))).toEqual(['Detail']);
    expect(texts(html.querySelectorAll('p'))).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(texts(html.querySelectorAll('ul > li'))).toEqual(['one', 'two']);
    expect(texts(html.querySelectorAll('ol > li'))).toEqual(['first', 'second']);
  });

  it('renders the timeline as a real table, Timeline | Activities | Milestone, scrollable in its own frame', () => {
    const html = render({ content: TIMELINE });
    const table = html.querySelector('table');
    expect(table).not.toBeNull();
    expect(texts(table!.querySelectorAll('thead th'))).toEqual(['Timeline', 'Activities', 'Milestone']);
    for (const th of table!.querySelectorAll('th')) expect(th.getAttribute('scope')).toBe('col');
    const rows = [...table!.querySelectorAll('tbody tr')].map((row) => texts(row.querySelectorAll('td')));
    expect(rows).toEqual([
      ['Q1 2025', 'Interview the organisation', 'Findings'],
      ['Q2 2025', 'Pilot in two regions', 'Go / no-go'],
    ]);
    // Wider than a phone: the frame scrolls, and keyboard users can reach it to scroll it.
    const frame = table!.parentElement!;
    expect(frame.getAttribute('role')).toBe('region');
    expect(frame.getAttribute('aria-label')).toBe('Table: Timeline, Activities, Milestone');
    expect(frame.tabIndex).toBe(0);
    expect(frame.className).toContain('overflow-x-auto');
  });

  it('never renders raw HTML: script, img onerror and inline tags render as nothing', () => {
    const html = render({ content: CORPUS['raw HTML']! });
    expect(html.querySelector('script, img, b, div[style], iframe')).toBeNull();
    expect(html.querySelector('[onerror], [onclick]')).toBeNull();
    expect(html.querySelector('a')).toBeNull();
    expect(html.innerHTML).not.toContain('javascript:');
    expect(html.textContent).not.toContain('__pwned');
    expect(html.textContent).toContain('Before');
    expect(html.textContent).toContain('bold');
    // An image is not fetched: its alt text stands in for it.
    expect(html.textContent).toContain('click me and tracker');
  });

  it('opens web links in a new tab with noopener noreferrer and leaves other targets as text', () => {
    const html = render({
      content:
        'See [the report](https://example.com/report), [mail](mailto:a@example.com) and [home](/dashboard).',
    });
    const links = [...html.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/report',
      'mailto:a@example.com',
    ]);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.textContent).toBe('the report (opens in a new tab)');
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]!.hasAttribute('target')).toBe(false);
    expect(html.textContent).toContain('and home.');
  });

  it('applies transformText to prose, headings and table text, but not to code, quotations or URLs', () => {
    const seen: Array<[string, TextContext]> = [];
    const transformText = (text: string, context: TextContext) => {
      seen.push([text, context]);
      return text.replace(/organisation/gi, (word) => (word[0] === 'O' ? 'Organization' : 'organization'));
    };
    const html = render({
      transformText,
      content: CORPUS['text transform']!,
    });
    expect(html.querySelector('h2')!.textContent).toBe('Organization Design');
    const paragraph = html.querySelectorAll('p')[0]!;
    expect(paragraph.querySelector('strong')!.textContent).toBe('organization');
    expect(paragraph.querySelector('code')!.textContent).toBe('organisation_id');
    const link = paragraph.querySelector('a')!;
    expect(link.textContent).toBe('organization chart (opens in a new tab)');
    expect(link.getAttribute('href')).toBe('https://organisation.example/organisation');
    const autolinks = [...html.querySelectorAll('p')[1]!.querySelectorAll('a')];
    expect(autolinks.map((a) => a.firstChild?.textContent)).toEqual([
      'https://organisation.example/about',
      'team@organisation.example',
    ]);
    expect(html.querySelector('pre code')!.textContent).toBe('const organisation = 1;\n');
    // A quotation is someone else's words: shown as written.
    expect(html.querySelector('blockquote')!.textContent?.trim()).toBe('The organisation is the strategy.');
    expect(html.querySelector('td:nth-child(2)')!.textContent).toBe('Interview the organization');
    // Headings and table headers are titles; prose is not.
    expect(seen).toContainEqual(['Organisation Design', { title: true }]);
    expect(seen).toContainEqual(['Activities', { title: true }]);
    expect(seen).toContainEqual(['Every ', { title: false }]);
    expect(seen.some(([text]) => text.includes('const organisation'))).toBe(false);
  });

  it('shows the text as written without a transform', () => {
    const html = render({ content: 'The organisation.' });
    expect(html.querySelector('p')!.textContent).toBe('The organisation.');
  });
});

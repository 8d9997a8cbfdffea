import { describe, expect, it } from 'vitest';
import { describeChange, describeContentEdit, sections } from './history.changes.js';

const ARTICLE = [
  'Opening words.',
  '## Market Context',
  'Carriers route by hand.',
  '## Risks',
  'Data quality.',
  '## Timeline',
  '| Timeline | Activities | Milestone |\n| --- | --- | --- |\n| Q1 | Audit | Done |',
].join('\n\n');

const edit = (from: string, to: string) => ARTICLE.replace(from, to);

describe('sections', () => {
  it('cuts the content at each heading, the text before the first one as the introduction', () => {
    expect(sections(ARTICLE).map((s) => s.heading)).toEqual(['', 'Market Context', 'Risks', 'Timeline']);
    expect(sections('## Only\n\nText').map((s) => s.heading)).toEqual(['Only']);
  });

  it('ignores a heading-looking line inside a code block', () => {
    expect(sections('## Real\n\n```\n## not a heading\n```').map((s) => s.heading)).toEqual(['Real']);
  });
});

describe('describeContentEdit', () => {
  it('names the one section edited', () => {
    expect(describeContentEdit(ARTICLE, edit('by hand', 'by spreadsheet'))).toBe(
      'Edited the section “Market Context”',
    );
    expect(describeContentEdit(ARTICLE, edit('| Audit |', '| Audit the stack |'))).toBe(
      'Edited the section “Timeline”',
    );
    expect(describeContentEdit(ARTICLE, edit('Opening words.', 'New opening.'))).toBe(
      'Edited the introduction',
    );
  });

  it('names two edited sections, counts more', () => {
    const two = edit('by hand', 'by spreadsheet').replace('Data quality.', 'Data drift.');
    expect(describeContentEdit(ARTICLE, two)).toBe('Edited the sections “Market Context” and “Risks”');
    const three = two.replace('Opening words.', 'Hello.');
    expect(describeContentEdit(ARTICLE, three)).toBe('Edited 3 sections');
  });

  it('says when a section was added or removed', () => {
    expect(describeContentEdit(ARTICLE, `${ARTICLE}\n\n## Next Steps\n\nHire.`)).toBe(
      'Added the section “Next Steps”',
    );
    expect(describeContentEdit(ARTICLE, edit('## Risks\n\nData quality.\n\n', ''))).toBe(
      'Removed the section “Risks”',
    );
  });

  it('writing into an empty thesis and clearing one', () => {
    expect(describeContentEdit('', ARTICLE)).toBe('Wrote the content');
    expect(describeContentEdit(ARTICLE, '  ')).toBe('Cleared the content');
  });
});

describe('describeChange', () => {
  const base = { title: 'Build or buy', content: ARTICLE, intellectualChallenge: 'Why?' };

  it('title, central question and content, in one line', () => {
    expect(describeChange(base, { ...base, title: 'Build' }, false)).toBe('Title changed');
    expect(describeChange(base, { ...base, intellectualChallenge: 'How?' }, false)).toBe(
      'Central question changed',
    );
    expect(
      describeChange(base, { ...base, title: 'Build', content: edit('by hand', 'by mail') }, false),
    ).toBe('Title changed; edited the section “Market Context”');
  });

  it('a research run replaces or writes the content', () => {
    expect(describeChange(base, { ...base, content: 'New' }, true)).toBe('Research replaced the content');
    expect(describeChange({ ...base, content: '' }, { ...base, content: 'New' }, true)).toBe(
      'Research wrote the content',
    );
  });

  it('null when nothing a revision keeps changed', () => {
    expect(describeChange(base, { ...base }, false)).toBeNull();
  });
});

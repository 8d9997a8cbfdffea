import { describe as group, expect, it } from 'vitest';
import { DEFAULT_SHARED_HIDDEN_TOPICS } from '../../env.js';
import { clip, describe, topicMatcher, visibleThesis } from './visibility.js';

const ARTICLE = `## Market

Carriers lose margin to AI-native rivals.

## Pay review

Drivers earn less than they did in 2020, quietly noted.

- a point under the pay review

### Detail of the pay review

More about pay.

## Timeline

| Timeline | Activities | Milestone |
| --- | --- | --- |
| Q1 | Pilot | Go/no-go |

The pilot costs are CONFIDENTIAL for now.

- first item
- the salary band of drivers

## Layoffs in the north

Depots close.

### Sub-part

Even more about it.

## Options

Build or buy.
`;

group('visibleThesis', () => {
  it('drops a hidden section, heading to the next ## heading, subsections included', () => {
    const { content } = visibleThesis(ARTICLE, '', ['Pay review'], []);
    expect(content).not.toMatch(/Pay review|quietly|a point under|More about pay/);
    expect(content).toContain('## Market\n\nCarriers lose margin to AI-native rivals.\n\n## Timeline');
    expect(content).toContain('## Options\n\nBuild or buy.\n');
  });

  it('matches section keys trimmed, whitespace-collapsed and in any case', () => {
    expect(visibleThesis(ARTICLE, '', ['  pay   REVIEW '], []).content).not.toContain('quietly');
    expect(visibleThesis(ARTICLE, '', ['Pay'], []).content).toContain('quietly');
  });

  it('drops each block that mentions a topic as a whole word, in any case, and keeps the rest as written', () => {
    const { content } = visibleThesis(ARTICLE, '', [], ['confidential', 'salary']);
    expect(content).not.toMatch(/CONFIDENTIAL|first item|salary band/);
    expect(content).toContain('| Q1 | Pilot | Go/no-go |');
    expect(content).toContain('Drivers earn less');
    // "confidentiality" is another word; the table keeps its exact Markdown.
    expect(visibleThesis('Our confidentiality rules.\n', '', [], ['confidential']).content).toBe(
      'Our confidentiality rules.\n',
    );
  });

  it('drops a heading that mentions a topic together with what sits under it', () => {
    const { content } = visibleThesis(ARTICLE, '', [], ['layoffs']);
    expect(content).not.toMatch(/Layoffs|Depots close|Sub-part|Even more/);
    expect(content).toContain('## Options');
  });

  it('matches phrases across any whitespace and ignores markup inside words', () => {
    const text = 'This is internal\n  only material.\n\nThis is **sal**ary talk.\n\nKept.\n';
    expect(visibleThesis(text, '', [], ['internal only', 'salary']).content).toBe('Kept.\n');
  });

  it('leaves out summary lines that mention a topic or a word found only in hidden text', () => {
    const summary =
      '• Carriers lose margin\n• Drivers earn less, quietly\n• Pay is CONFIDENTIAL\n• Build or buy';
    const { summary: visible } = visibleThesis(ARTICLE, summary, ['Pay review'], ['confidential']);
    expect(visible).toBe('• Carriers lose margin\n• Build or buy');
  });

  it('keeps everything when nothing is hidden, and empties when everything is', () => {
    expect(visibleThesis(ARTICLE, '• a', [], []).content).toBe(ARTICLE);
    expect(visibleThesis('## Only\n\nsecret words\n', '• secret words', ['Only'], [])).toEqual({
      content: '',
      summary: '',
      paragraphs: [],
    });
  });

  it('treats topics with regular-expression characters literally', () => {
    expect(topicMatcher(['c++ (legacy)'])?.test('our C++ (legacy) stack')).toBe(true);
    expect(topicMatcher(['a.b'])?.test('axb')).toBe(false);
    expect(topicMatcher([' ', ''])).toBeNull();
  });

  it('hides what an executive would keep in the room by default', () => {
    const text = 'Severance terms for the team.\n\nThe password is hunter2.\n\nMarket share grows.\n';
    expect(visibleThesis(text, '', [], DEFAULT_SHARED_HIDDEN_TOPICS).content).toBe('Market share grows.\n');
  });
});

group('describe', () => {
  it('is the visible paragraphs, else the summary, else a line naming the thesis, at most 160 characters', () => {
    const long = visibleThesis(`## A\n\n${'Word '.repeat(60)}\n`, '', [], []);
    const text = describe('T', long, 'Thesis Studio');
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    expect(describe('T', visibleThesis('', '• First insight\n• Second', [], []), 'Thesis Studio')).toBe(
      'First insight Second',
    );
    expect(describe('T', visibleThesis('', '', [], []), 'Thesis Studio')).toBe(
      '“T”, a thesis shared on Thesis Studio.',
    );
  });

  it('clips at a word', () => {
    expect(clip('alpha beta gamma', 12)).toBe('alpha beta…');
    expect(clip('short', 12)).toBe('short');
  });
});

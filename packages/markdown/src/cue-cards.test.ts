// Cue-card rules of spec §9 (text helper) and card edits of spec §5.
import { describe, expect, it } from 'vitest';
import { replaceCardText } from './cards.js';
import { buildCueCards, shortTitle, stripNumbering, summarize } from './cue-cards.js';
import { TIMELINE } from './test-fixtures.js';

const para = (topic: string) =>
  `${topic} shapes how the organisation competes over the next three years. Leaders must decide early.`;

const ARTICLE = [
  '## 1. Executive summary',
  '',
  para('**Automation**'),
  '',
  '## Section 2: The central question',
  '',
  para('The question'),
  '',
  '## Evidence and drivers of change in regional retail markets today',
  '',
  '- Margins fell by a third since 2019 in every region we studied.',
  '- Customers now expect same-day delivery.',
  '',
  TIMELINE,
].join('\n');

describe('buildCueCards', () => {
  it('makes a card per ## section, titles without numbering or Markdown, then a Key Insights card', () => {
    const cards = buildCueCards(ARTICLE);
    expect(cards.map((c) => [c.kind, c.title])).toEqual([
      ['section', 'Executive summary'],
      ['section', 'The central question'],
      ['section', 'Evidence and drivers of change in…'],
      ['section', 'Timeline'],
      ['keyInsights', 'Key Insights'],
    ]);
    expect(new Set(cards.map((c) => c.key)).size).toBe(cards.length);
    const [summary] = cards;
    expect(summary!.summary).toBe(
      'Automation shapes how the organisation competes over the next three years.',
    );
    expect(summary!.text).not.toContain('**');
    expect(summary!.source!.markdown).toBe(para('**Automation**'));
    expect(ARTICLE.slice(summary!.source!.start, summary!.source!.end)).toBe(summary!.source!.markdown);
  });

  it('reads the timeline table as text and keeps its Markdown as the card source', () => {
    const timeline = buildCueCards(ARTICLE)[3]!;
    expect(timeline.text).toBe(
      'Q1 2025: Interview the organisation; Findings.\nQ2 2025: Pilot in two regions; Go / no-go.',
    );
    // The first row has 46 characters: the summary takes the next one to reach 50.
    expect(timeline.summary).toBe(
      'Q1 2025: Interview the organisation; Findings. Q2 2025: Pilot in two regions; Go / no-go.',
    );
    expect(timeline.source!.markdown.startsWith('| Timeline | Activities | Milestone |')).toBe(true);
  });

  it('grows a summary sentence by sentence to at least 50 characters, and caps a long one', () => {
    expect(summarize('Short one. Another short one. A third one that ends it. Never.')).toBe(
      'Short one. Another short one. A third one that ends it.',
    );
    const long = summarize(`${'word '.repeat(100)}end.`);
    expect(long.length).toBeLessThanOrEqual(220);
    expect(long.endsWith('…')).toBe(true);
    for (const card of buildCueCards(ARTICLE).filter((c) => c.kind === 'section')) {
      expect(card.summary.length).toBeGreaterThanOrEqual(50);
    }
  });

  it('keeps at most 11 sections, every title at most 6 words', () => {
    const content = Array.from(
      { length: 14 },
      (_, i) => `## ${i + 1}. A rather long heading for section number ${i + 1}\n\n${para(`Topic ${i + 1}`)}`,
    ).join('\n\n');
    const cards = buildCueCards(content);
    expect(cards.filter((c) => c.kind === 'section')).toHaveLength(11);
    expect(cards.at(-1)!.kind).toBe('keyInsights');
    for (const card of cards) expect(card.title.split(/\s+/).length).toBeLessThanOrEqual(6);
    expect(cards[0]!.title).toBe('A rather long heading for section…');
  });

  it('skips sections with under 50 characters of text and adds no Key Insights card for a single section', () => {
    const cards = buildCueCards(`## Empty\n\n## Short\n\nToo short.\n\n## Real\n\n${para('Pricing')}`);
    expect(cards.map((c) => c.title)).toEqual(['Real']);
  });

  it('content without headings: a card per paragraph, short ones grouped, titled by their first words', () => {
    const draft = [para('Pricing power'), 'Why now?', para('Supply'), 'Thanks.'].join('\n\n');
    const cards = buildCueCards(draft);
    expect(cards.map((c) => [c.kind, c.title])).toEqual([
      ['section', 'Pricing power shapes how the organisation…'],
      ['section', 'Why now?'],
      ['keyInsights', 'Key Insights'],
    ]);
    // 'Why now?' joins the paragraph after it; the short tail joins the last card.
    expect(cards[1]!.source!.markdown).toBe(`Why now?\n\n${para('Supply')}\n\nThanks.`);
  });

  it('text too short for any card still gives one summary card; nothing for empty content', () => {
    expect(buildCueCards('AI will change retail.')).toEqual([
      {
        key: 'summary',
        title: 'Thesis Summary',
        summary: 'AI will change retail.',
        text: 'AI will change retail.',
        kind: 'summary',
      },
    ]);
    expect(buildCueCards('')).toEqual([]);
    expect(buildCueCards('```\ncode only\n```')).toEqual([]);
  });

  it('strips numbering in its usual forms', () => {
    expect(stripNumbering('1. Context')).toBe('Context');
    expect(stripNumbering('2.3) Risks')).toBe('Risks');
    expect(stripNumbering('IV. Options')).toBe('Options');
    expect(stripNumbering('Part II - Evidence')).toBe('Evidence');
    expect(stripNumbering('3 – Timeline:')).toBe('Timeline');
    expect(stripNumbering('2025 Outlook')).toBe('2025 Outlook');
    expect(shortTitle('One two three four five six seven')).toBe('One two three four five six…');
  });
});

describe('replaceCardText', () => {
  it('replaces the card body in place, keeping its heading and the rest of the content', () => {
    const card = buildCueCards(ARTICLE)[1]!;
    const next = replaceCardText(ARTICLE, card, '  A sharper question.  ');
    expect(next).toBe(ARTICLE.replace(para('The question'), 'A sharper question.'));
  });

  it('finds the block when other edits moved it', () => {
    const card = buildCueCards(ARTICLE)[3]!;
    const moved = ARTICLE.replace(para('**Automation**'), 'Much shorter.');
    const next = replaceCardText(
      moved,
      card,
      '| Timeline | Activities | Milestone |\n| --- | --- | --- |\n| Q4 | Launch | Live |',
    );
    expect(next).toContain('| Q4 | Launch | Live |');
    expect(next).not.toContain('Q1 2025');
    expect(next!.startsWith('## 1. Executive summary\n\nMuch shorter.')).toBe(true);
  });

  it('is null when the original block is gone, and for summary and key-insights cards', () => {
    const cards = buildCueCards(ARTICLE);
    const changed = ARTICLE.replace('The question shapes', 'A different question shapes');
    expect(replaceCardText(changed, cards[1]!, 'New text.')).toBeNull();
    expect(replaceCardText(ARTICLE, cards.at(-1)!, 'New text.')).toBeNull();
    const [summary] = buildCueCards('Short.');
    expect(replaceCardText('Short.', summary!, 'New text.')).toBeNull();
  });
});

// The citation check: what survives (a real quote of a retrieved passage), what is removed and
// counted (a fabricated quote, a paraphrase, a passage never retrieved), one numbering for an
// article, foreign URLs dropped, and the Sources section.
import { describe, expect, it } from 'vitest';
import { sourcesListIn } from '../ai/offline/templates.js';
import type { EvidencePassage } from './types.js';
import { evidencePassage } from './testing.js';
import {
  dropForeignUrls,
  groundText,
  normaliseForQuote,
  quoteFound,
  renumber,
  sentenceAt,
  sourcesSection,
} from './verify.js';

const passage = evidencePassage;

const REPORT = passage(
  1,
  'In 2025 the Kestrel depot cut its fuel use by 14.2 per cent after route planning moved in-house. Drivers said the new routes were “far less stressful” — a first for the fleet.',
);
const SURVEY = passage(2, 'Two thirds of the depot managers asked for quarterly bonus reviews.');

describe('groundText', () => {
  it('keeps a marker whose quote is in its passage, with the sentence it stands on', () => {
    const grounded = groundText(
      'Fuel use fell sharply once planning came in-house [1]. Managers want reviews [2].',
      [
        { n: 1, quote: 'cut its fuel use by 14.2 per cent' },
        { n: 2, quote: 'asked for quarterly bonus reviews' },
      ],
      [REPORT, SURVEY],
    );
    expect(grounded.removed).toBe(0);
    expect(grounded.markdown).toBe(
      'Fuel use fell sharply once planning came in-house [1]. Managers want reviews [2].',
    );
    expect(grounded.citations).toEqual([
      {
        n: 1,
        quote: 'cut its fuel use by 14.2 per cent',
        passage: REPORT,
        sentence: 'Fuel use fell sharply once planning came in-house.',
      },
      {
        n: 2,
        quote: 'asked for quarterly bonus reviews',
        passage: SURVEY,
        sentence: 'Managers want reviews.',
      },
    ]);
  });

  it('removes and counts a marker with a fabricated quote', () => {
    const grounded = groundText(
      'Fuel use fell by a third [1]. Routes were calmer [1].',
      [{ n: 1, quote: 'cut its fuel use by a third' }],
      [REPORT],
    );
    expect(grounded.markdown).toBe('Fuel use fell by a third. Routes were calmer.');
    expect(grounded.removed).toBe(2);
    expect(grounded.citations).toEqual([]);
    // Each removed marker is kept with its sentence and why, for the owner to see.
    expect(grounded.unsupported).toEqual([
      {
        n: 1,
        sentence: 'Fuel use fell by a third.',
        reason: 'quote_not_in_passage',
        quote: 'cut its fuel use by a third',
        sourceTitle: 'Source 1',
        location: 'p. 2',
      },
      {
        n: 1,
        sentence: 'Routes were calmer.',
        reason: 'quote_not_in_passage',
        quote: 'cut its fuel use by a third',
        sourceTitle: 'Source 1',
        location: 'p. 2',
      },
    ]);
  });

  it('removes a marker to a passage that was not retrieved, even with a quote claimed for it', () => {
    const grounded = groundText(
      'Managers want reviews [2]. Costs doubled [7].',
      [
        { n: 2, quote: 'asked for quarterly bonus reviews' },
        { n: 7, quote: 'costs doubled in the second half' },
      ],
      [REPORT, SURVEY],
    );
    expect(grounded.markdown).toBe('Managers want reviews [2]. Costs doubled.');
    expect(grounded.removed).toBe(1);
    expect(grounded.citations.map((c) => c.n)).toEqual([2]);
    expect(grounded.unsupported).toEqual([
      {
        n: 7,
        sentence: 'Costs doubled.',
        reason: 'passage_unknown',
        quote: 'costs doubled in the second half',
        sourceTitle: null,
        location: null,
      },
    ]);
  });

  it('removes a marker with no quote claimed for it, and does not accept a paraphrase', () => {
    const grounded = groundText(
      'Fuel use fell [1]. Managers want reviews [2].',
      [{ n: 1, quote: 'the depot reduced fuel consumption by 14.2 per cent' }],
      [REPORT, SURVEY],
    );
    expect(grounded.markdown).toBe('Fuel use fell. Managers want reviews.');
    expect(grounded.removed).toBe(2);
    expect(grounded.unsupported?.map((claim) => [claim.sentence, claim.reason])).toEqual([
      ['Fuel use fell.', 'quote_not_in_passage'],
      ['Managers want reviews.', 'no_quote'],
    ]);
  });

  it('compares quotes across whitespace, case, curly and straight quotes, and dashes', () => {
    const grounded = groundText(
      'Drivers liked it [1].',
      [{ n: 1, quote: 'THE NEW ROUTES were "far less   stressful" - a first' }],
      [REPORT],
    );
    expect(grounded.removed).toBe(0);
    expect(grounded.citations[0]?.quote).toBe('THE NEW ROUTES were "far less   stressful" - a first');
    expect(quoteFound('“cut its fuel use by 14.2 per cent.”', REPORT.text)).toBe(true);
    expect(quoteFound('fuel use by 14.3 per cent', REPORT.text)).toBe(false);
  });

  it('refuses a quote too short to show anything ("the")', () => {
    expect(quoteFound('the', REPORT.text)).toBe(false);
    expect(quoteFound('the depot', REPORT.text)).toBe(false);
    expect(quoteFound('Kestrel depot cut', REPORT.text)).toBe(true);
    const grounded = groundText('Something [1].', [{ n: 1, quote: 'the' }], [REPORT]);
    expect(grounded.removed).toBe(1);
  });

  it('splits a group marker and checks each number', () => {
    const grounded = groundText(
      'Both hold [1, 2]. One holds [2; 9].',
      [
        { n: 1, quote: 'route planning moved in-house' },
        { n: 2, quote: 'Two thirds of the depot managers' },
      ],
      [REPORT, SURVEY],
    );
    expect(grounded.markdown).toBe('Both hold [1][2]. One holds [2].');
    expect(grounded.removed).toBe(1);
    expect(grounded.citations.map((c) => [c.n, c.sentence])).toEqual([
      [1, 'Both hold.'],
      [2, 'Both hold.'],
      [2, 'One holds.'],
    ]);
  });

  it('works in a table cell and a list item, and after a closing quotation', () => {
    const markdown = [
      '| Timeline | Activities | Milestone |',
      '| --- | --- | --- |',
      '| Q1 2026 | Move planning in-house [1] | Fuel use down [1] |',
      '',
      '- Ask managers about bonus timing [2]',
      '- “Two thirds of the depot managers asked for quarterly bonus reviews.” [2]',
    ].join('\n');
    const grounded = groundText(
      markdown,
      [
        { n: 1, quote: 'route planning moved in-house' },
        { n: 1, quote: 'cut its fuel use by 14.2 per cent' },
        { n: 2, quote: 'Two thirds of the depot managers asked for quarterly bonus reviews.' },
      ],
      [REPORT, SURVEY],
    );
    expect(grounded.removed).toBe(0);
    expect(grounded.markdown).toBe(markdown);
    expect(grounded.citations.map((c) => [c.n, c.sentence, c.quote])).toEqual([
      [1, 'Move planning in-house', 'route planning moved in-house'],
      [1, 'Fuel use down', 'cut its fuel use by 14.2 per cent'],
      [
        2,
        'Ask managers about bonus timing',
        'Two thirds of the depot managers asked for quarterly bonus reviews.',
      ],
      [
        2,
        '“Two thirds of the depot managers asked for quarterly bonus reviews.”',
        'Two thirds of the depot managers asked for quarterly bonus reviews.',
      ],
    ]);
  });

  it('ignores [n] in code and links, and leaves text without markers alone', () => {
    const markdown = 'Use `items[1]` here.\n\n```\nlist[2]\n```\n\nSee [1](https://x.example).';
    expect(groundText(markdown, [], [REPORT, SURVEY])).toEqual({
      markdown,
      citations: [],
      removed: 0,
      unsupported: [],
    });
  });

  it('a sentence is the one the marker closes, or the one it sits in', () => {
    const text = 'First point here. Fuel fell, e.g. at Kestrel [1], then rose. [2] Last one.';
    expect(sentenceAt(text, text.indexOf('[1]'))).toBe('Fuel fell, e.g. at Kestrel, then rose.');
    expect(sentenceAt(text, text.indexOf('[2]'))).toBe('Fuel fell, e.g. at Kestrel, then rose.');
    const paragraph = 'Line one of a paragraph\ncontinues here [1].\n\nNext paragraph.';
    expect(sentenceAt(paragraph, paragraph.indexOf('[1]'))).toBe('Line one of a paragraph continues here.');
  });

  it('normalises as documented', () => {
    expect(normaliseForQuote('  “Far”  ‘less’ — ﬁne\u00ADly ')).toBe('"far" \'less\'-finely');
  });
});

describe('renumber', () => {
  it('numbers every kept marker of an article once, in reading order', () => {
    const one = groundText(
      'Managers want reviews [2]. Fuel fell [1].',
      [
        { n: 1, quote: 'cut its fuel use by 14.2 per cent' },
        { n: 2, quote: 'asked for quarterly bonus reviews' },
      ],
      [REPORT, SURVEY],
    );
    const other = passage(1, 'Competitors raised prices twice in the same quarter.', { sourceId: 's9' });
    const two = groundText(
      'Rivals raised prices [1]. Again [1].',
      [{ n: 1, quote: 'raised prices twice in the same quarter' }],
      [other],
    );
    const { markdowns, citations } = renumber([one, two]);
    expect(markdowns).toEqual([
      'Managers want reviews [1]. Fuel fell [2].',
      'Rivals raised prices [3]. Again [4].',
    ]);
    expect(citations.map((c) => [c.n, c.passage.passageId, c.sentence])).toEqual([
      [1, 'p2', 'Managers want reviews.'],
      [2, 'p1', 'Fuel fell.'],
      [3, 'p1', 'Rivals raised prices.'],
      [4, 'p1', 'Again.'],
    ]);
    expect(citations[2]!.passage.sourceId).toBe('s9');
  });
});

describe('dropForeignUrls', () => {
  const allowed = new Set(['https://kestrel.example/report', 'http://news.example/a?b=1']);

  it('drops links, autolinks and bare URLs that are not a source’s own address', () => {
    const markdown =
      'See [the report](https://kestrel.example/report) and [a blog](https://blog.example/x), ' +
      'also <https://evil.example/y> or https://evil.example/z. Also www.spam.example today.';
    expect(dropForeignUrls(markdown, allowed)).toBe(
      'See [the report](https://kestrel.example/report) and a blog, also or. Also today.',
    );
  });

  it('keeps a source’s own URL in any form (trailing slash, host case, trailing punctuation)', () => {
    expect(dropForeignUrls('Read https://Kestrel.example/report/.', allowed)).toBe(
      'Read https://Kestrel.example/report/.',
    );
    expect(dropForeignUrls('At <http://news.example/a?b=1>', allowed)).toBe('At <http://news.example/a?b=1>');
    expect(dropForeignUrls('At http://news.example/a?b=2 now', allowed)).toBe('At now');
  });

  it('leaves code and markers alone', () => {
    const markdown = 'Run `curl https://x.example` [1].';
    expect(dropForeignUrls(markdown, new Set())).toBe(markdown);
  });
});

describe('sourcesSection', () => {
  const ENGLISH = sourcesListIn(undefined);

  it('lists each cited source once with its kind, locations and markers; web pages with site, URL and date', () => {
    const report = (n: number, location: string) =>
      ({ ...REPORT, n, sourceTitle: 'Quarterly report 2026', location }) satisfies EvidencePassage;
    const web = passage(2, 'Web text.', {
      sourceId: 'w1',
      sourceKind: 'web',
      sourceTitle: 'Depot news',
      url: 'https://site.example/page',
      site: 'site.example',
      location: 'Intro',
    });
    const section = sourcesSection(
      [
        { n: 3, passage: report(3, 'p. 12') },
        { n: 1, passage: report(1, 'p. 4') },
        { n: 2, passage: web },
        { n: 4, passage: report(4, 'p. 4') },
      ],
      new Map([['w1', new Date('2026-11-26T10:00:00Z')]]),
      ENGLISH,
    );
    expect(section).toBe(
      [
        '## Sources',
        '',
        '- **Quarterly report 2026** (PDF), p. 4, p. 12 — [1], [3], [4]',
        '- **Depot news** — site.example, https://site.example/page (accessed 26 November 2026) — [2]',
      ].join('\n'),
    );
  });

  it('is empty without citations, and escapes Markdown in titles', () => {
    expect(sourcesSection([], undefined, ENGLISH)).toBe('');
    const odd = passage(1, 'x', { sourceTitle: 'A *bold* [link]', sourceKind: 'docx', location: '' });
    expect(sourcesSection([{ n: 1, passage: odd }], undefined, ENGLISH)).toBe(
      '## Sources\n\n- **A \\*bold\\* \\[link\\]** (Word document) — [1]',
    );
  });

  it('is written in the thesis language: heading, kinds, untitled sources and the access date (issue 31)', () => {
    const web = passage(2, 'Web text.', {
      sourceId: 'w1',
      sourceKind: 'web',
      sourceTitle: 'Depot-Nachrichten',
      url: 'https://site.example/seite',
      site: 'site.example',
    });
    const untitled = passage(1, 'x', { sourceTitle: '', sourceKind: 'docx', location: 'S. 3' });
    expect(
      sourcesSection(
        [
          { n: 1, passage: untitled },
          { n: 2, passage: web },
        ],
        new Map([['w1', new Date('2026-11-26T10:00:00Z')]]),
        sourcesListIn('de'),
      ),
    ).toBe(
      [
        '## Quellen',
        '',
        '- **Quelle ohne Titel** (Word-Dokument), S. 3 — [1]',
        '- **Depot-Nachrichten** — site.example, https://site.example/seite (abgerufen am 26. November 2026) — [2]',
      ].join('\n'),
    );
  });
});

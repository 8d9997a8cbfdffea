import JSZip from 'jszip';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { exportDocument, parseMarkdown, toBlocks } from './export.document.js';
import { toDocx } from './export.docx.js';
import { escapeMarkdown, toMarkdown } from './export.markdown.js';
import { toPdf } from './export.pdf.js';

const ARTICLE = `## Framing the Question

Carriers face a **choice**: buy a routing platform or *build* one.

- Buying is faster
- Building keeps the data
  - The data trains the next model

1. Audit
2. Pilot

## Strategic Options and Timeline

| Timeline | Activities | Milestone |
| --- | --- | --- |
| Months 1–3 | Audit the routing stack and interview dispatchers across every depot. | Audit complete |
| Months 4–6 | Pilot an in-house optimiser on one region. | Pilot live |

> A quoted note about risk.

Ελληνικά and кириллица print too.`;

const THESIS = {
  title: 'Build, don’t buy: routing for carriers',
  updatedAt: '2026-05-08T10:00:00.000Z',
  intellectualChallenge: 'Should carriers build their own routing?',
  content: ARTICLE,
};

/** A table with many tall rows: it must run over pages. */
const LONG_TABLE = [
  '## Long Plan',
  '| Timeline | Activities | Milestone |\n| --- | --- | --- |\n' +
    Array.from(
      { length: 60 },
      (_, i) =>
        `| Month ${i + 1} | Activity ${i + 1}: a long description that wraps over several lines in its cell so that rows grow. | Step ${i + 1} |`,
    ).join('\n'),
].join('\n\n');

const documentXml = async (docx: Buffer) =>
  (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');

/** The text of each PDF page, read back with PDF.js. */
const pdfPages = async (pdf: Buffer) => (await extractText(new Uint8Array(pdf))).text;

describe('the export document', () => {
  it('parses headings, paragraphs, nested lists and the GFM table', () => {
    const blocks = toBlocks(parseMarkdown(ARTICLE));
    expect(blocks.map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'heading',
      'table',
      'quote',
      'paragraph',
    ]);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      runs: [
        { text: 'Carriers face a ' },
        { text: 'choice', bold: true },
        { text: ': buy a routing platform or ' },
        { text: 'build', italic: true },
        { text: ' one.' },
      ],
    });
    const table = blocks[5];
    expect(table?.kind === 'table' && table.rows.map((row) => row.map((cell) => cell[0]?.text))).toEqual([
      ['Timeline', 'Activities', 'Milestone'],
      [
        'Months 1–3',
        'Audit the routing stack and interview dispatchers across every depot.',
        'Audit complete',
      ],
      ['Months 4–6', 'Pilot an in-house optimiser on one region.', 'Pilot live'],
    ]);
    const bullets = blocks[2];
    expect(bullets?.kind === 'list' && bullets.items[1]?.[1]?.kind).toBe('list');
  });

  it('dates the export by its last change', () => {
    expect(exportDocument(THESIS).date).toBe('8 May 2026');
  });
});

describe('Markdown', () => {
  it('puts the title and date on top of the thesis’s own Markdown', () => {
    const md = toMarkdown(exportDocument(THESIS), ARTICLE);
    expect(md.startsWith('# Build, don’t buy: routing for carriers\n\n*8 May 2026*\n\n')).toBe(true);
    expect(md).toContain('**Central question:** Should carriers build their own routing?');
    expect(md).toContain(ARTICLE);
  });

  it('escapes a title that would read as formatting', () => {
    expect(escapeMarkdown('C# *rocks* [1]')).toBe('C\\# \\*rocks\\* \\[1\\]');
  });
});

describe('DOCX', () => {
  it('holds the title, date, headings, list items and the table’s cells', async () => {
    const xml = await documentXml(await toDocx(exportDocument(THESIS)));
    for (const text of [
      'Build, don’t buy: routing for carriers',
      '8 May 2026',
      'Framing the Question',
      'Strategic Options and Timeline',
      'Building keeps the data',
      'The data trains the next model',
      'Audit complete',
      'Pilot an in-house optimiser on one region.',
    ])
      expect(xml).toContain(text);
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
    // One table, three rows of three cells, the header row repeated on each page.
    expect(xml.match(/<w:tbl>/g)).toHaveLength(1);
    expect(xml.match(/<w:tr>/g)).toHaveLength(3);
    expect(xml.match(/<w:tc>/g)).toHaveLength(9);
    expect(xml).toContain('<w:tblHeader/>');
    // Bullets and numbers, the nested item one level in.
    expect(xml).toContain('<w:ilvl w:val="1"/>');
  });
});

describe('a central question drafted in the wizard (stored as plain text)', () => {
  const question =
    'Your starting point\n\n“Carriers lose margin to AI-native rivals.”\nShould carriers build their own routing?';
  const drafted = { ...THESIS, intellectualChallenge: question };

  it('DOCX: each of its lines on a line of its own, as text', async () => {
    const xml = await documentXml(await toDocx(exportDocument(drafted)));
    expect(xml).toContain('<w:t xml:space="preserve">Your starting point</w:t>');
    expect(xml).toMatch(
      /<w:br\/><w:t xml:space="preserve">“Carriers lose margin to AI-native rivals.”<\/w:t>/,
    );
    expect(xml).not.toContain('**');
  });

  it('PDF: its lines as written, no markup', async () => {
    const text = (await pdfPages(await toPdf(exportDocument(drafted)))).join('\n');
    expect(text).toContain('Your starting point');
    expect(text).toContain('“Carriers lose margin to AI-native rivals.”');
    expect(text).not.toMatch(/\*\*|^> |_Drafted/m);
  });
});

describe('PDF', () => {
  it('has extractable text: title, date, a heading, list items and table cells', async () => {
    const pdf = await toPdf(exportDocument(THESIS));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(pdf)).join('\n');
    for (const expected of [
      'Build, don’t buy: routing for carriers',
      '8 May 2026',
      'Framing the Question',
      'Building keeps the data',
      'Timeline',
      'Milestone',
      'Audit complete',
      'Pilot live',
      'Ελληνικά and кириллица print too.',
    ])
      expect(text).toContain(expected);
  });

  it('runs a long table over pages, repeating its header row, and numbers the pages', async () => {
    const pdf = await toPdf(exportDocument({ ...THESIS, content: LONG_TABLE }));
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Activities');
      expect(page).toContain(`${index + 1} / ${pages.length}`);
    });
    const all = pages.join('\n');
    for (let month = 1; month <= 60; month++) expect(all).toContain(`Step ${month}`);
  });
});

describe('the thesis’s language (issue 31)', () => {
  it('is the language of the DOCX and the PDF; a thesis from before languages is British English', async () => {
    const german = exportDocument({ ...THESIS, language: 'de' });
    expect(german.language).toBe('de');
    const styles = await (
      await JSZip.loadAsync(await toDocx(german))
    )
      .file('word/styles.xml')!
      .async('string');
    expect(styles).toContain('<w:lang w:val="de"/>');
    const pdf = (await toPdf(german)).toString('latin1');
    expect(pdf).toContain('/Lang (de)');
    const before = exportDocument(THESIS);
    expect(before.language).toBe('en-GB');
    expect((await toPdf(before)).toString('latin1')).toContain('/Lang (en-GB)');
  });
});

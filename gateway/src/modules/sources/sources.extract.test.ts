// Extraction per kind, on this thread (the worker runs the same `extract`): what each format becomes
// (parts with page or heading), what is left out (scripts, styles, page chrome, pictures), charsets,
// and each failure's reason; plus kind detection and the ZIP checks a DOCX goes through first.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  DOCX_BOMB,
  DOCX_DAMAGED,
  DOCX_PROTECTED,
  extract,
  HTML_TOO_DEEP,
  NO_TEXT,
  PDF_DAMAGED,
  PDF_NO_TEXT,
  PDF_PASSWORD,
  pdfTooManyPages,
  docxTooLarge,
  MAX_DOCX_UNPACKED_MB,
  MAX_ZIP_ENTRIES,
  openZip,
  storedZip,
  type ExtractJob,
  type ExtractResult,
} from './extract/index.js';
import { markdownTitle } from './extract/extract.js';
import { joinPdfLines } from './extract/pdf.js';
import { scanDepth } from './extract/html.js';
import { detectFormat, webPageFormat } from './sources.kinds.js';
import {
  DOCX_FACTS,
  ENCRYPTED_PDF_FACT,
  HTML_FACT,
  HTML_SCRIPT_SECRET,
  corruptDocx,
  corruptPdf,
  deeplyNestedHtml,
  docxWithHeadingsAndTable,
  encryptedPdf,
  hugePagePdf,
  htmlWithScripts,
  manyPagePdf,
  pageFact,
  pdfWithoutText,
  craftedZip,
  oversizeDocx,
  unzipped,
  zipBombDocx,
} from './testing/fixtures.js';

const run = (format: ExtractJob['format'], bytes: Buffer, contentType = '', maxPages = 2_000) =>
  extract({ format, bytes, contentType, maxPages });

function parts(result: ExtractResult) {
  if (!result.ok) throw new Error(`extraction failed: ${result.reason}`);
  return result.parts;
}

describe('PDF', () => {
  it('gives one part per page, each with its own facts', async () => {
    const result = await run('pdf', await manyPagePdf(30));
    expect(result).toMatchObject({ ok: true, pages: 30, sections: null });
    const pages = parts(result);
    expect(pages.map((part) => part.page)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const part of pages) {
      expect(part.text).toContain(pageFact(part.page!));
      expect(part.text).not.toContain(pageFact(part.page! + 1));
    }
  });

  it('reads lines as prose: hyphen breaks joined, a title line its own paragraph', () => {
    expect(
      joinPdfLines(
        [
          'Zephyr Logistics field study 2026',
          'In the Quorvath pilot, consolidating the three regional analytics teams into one hub cut month-',
          'end reconciliation from 41 hours to 9 hours per region, as the finance director of the Baltic',
          'Region reported. Forecast disputes between the regions fell by roughly two thirds.',
          'Results',
          '41 hours before',
        ].join('\n'),
      ),
    ).toBe(
      [
        'Zephyr Logistics field study 2026',
        '',
        'In the Quorvath pilot, consolidating the three regional analytics teams into one hub cut month-end reconciliation from 41 hours to 9 hours per region, as the finance director of the Baltic',
        'Region reported. Forecast disputes between the regions fell by roughly two thirds.',
        'Results',
        '',
        '41 hours before',
      ].join('\n'),
    );
  });

  it('fails for each unreadable PDF with its reason', async () => {
    expect(await run('pdf', await pdfWithoutText())).toEqual({ ok: false, reason: PDF_NO_TEXT });
    expect(PDF_NO_TEXT).toBe('This PDF has no text layer (a scan?): add a text version.');
    const locked = await run('pdf', await encryptedPdf());
    expect(locked).toEqual({ ok: false, reason: PDF_PASSWORD });
    expect(JSON.stringify(locked)).not.toContain(ENCRYPTED_PDF_FACT);
    expect(await run('pdf', corruptPdf())).toEqual({ ok: false, reason: PDF_DAMAGED });
    expect(await run('pdf', Buffer.from('not a pdf at all'))).toEqual({ ok: false, reason: PDF_DAMAGED });
  });

  it('checks the page count before reading any page', async () => {
    const started = performance.now();
    expect(await run('pdf', hugePagePdf(10_000))).toEqual({
      ok: false,
      reason: pdfTooManyPages(10_000, 2_000),
    });
    // Reading the pages takes tens of seconds; refusing on the count takes well under one.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await run('pdf', hugePagePdf(3), '', 3)).toMatchObject({ ok: true, pages: 3 });
    expect(await run('pdf', hugePagePdf(4), '', 3)).toEqual({ ok: false, reason: pdfTooManyPages(4, 3) });
  });
});

describe('DOCX', () => {
  it('keeps headings as the parts’ headings and table rows as lines', async () => {
    const result = await run('docx', await docxWithHeadingsAndTable());
    expect(result).toMatchObject({ ok: true, sections: 3, pages: null });
    expect(parts(result)).toEqual([
      { text: DOCX_FACTS.intro, page: null, heading: 'History' },
      { text: DOCX_FACTS.pricing, page: null, heading: 'Pricing' },
      {
        text: 'Region | Growers\nNorth Fell | 31\nSouth Vale | 46',
        page: null,
        heading: 'Growers by region',
      },
    ]);
  });

  it('refuses zip bombs before inflating them, honest or hiding their size', async () => {
    const started = performance.now();
    expect(await run('docx', await zipBombDocx({ unpackedMb: 300 }))).toEqual({
      ok: false,
      reason: DOCX_BOMB,
    });
    expect(await run('docx', await zipBombDocx({ unpackedMb: 300, lie: true }))).toEqual({
      ok: false,
      reason: DOCX_BOMB,
    });
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('fails for damaged, password-protected and non-Word archives', async () => {
    expect(await run('docx', corruptDocx())).toEqual({ ok: false, reason: DOCX_DAMAGED });
    expect(await run('docx', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toEqual({
      ok: false,
      reason: DOCX_PROTECTED,
    });
    const notWord = await storedZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(await run('docx', notWord)).toEqual({ ok: false, reason: DOCX_DAMAGED });
  });
});

describe('HTML', () => {
  it('reads the article: scripts, styles, noscript and page chrome left out; tables kept', async () => {
    const result = await run('html', htmlWithScripts(), 'text/html');
    expect(result).toMatchObject({ ok: true, title: 'Harbour tolls of the old coast' });
    const text = JSON.stringify(parts(result));
    expect(text).toContain(HTML_FACT);
    expect(text).toContain('Sailing barge | 3s 4d');
    expect(text).not.toContain(HTML_SCRIPT_SECRET);
    expect(text).not.toContain('font-family');
    expect(text).not.toContain('Copyright the harbour society');
    expect(parts(result).find((part) => part.text.includes(HTML_FACT))?.heading).toBe('Tolls');
  });

  it('reads a short page without an article, lists as "- " lines', async () => {
    const html =
      '<html><body><nav>Menu</nav><h2>Steps</h2><ul><li>Moor the barge</li><li>Pay the toll</li></ul></body></html>';
    expect(parts(await run('html', Buffer.from(html)))).toEqual([
      { text: '- Moor the barge\n- Pay the toll', page: null, heading: 'Steps' },
    ]);
  });

  it('refuses a page nested past 512 levels, from its tags alone, quickly', async () => {
    const started = performance.now();
    expect(await run('html', deeplyNestedHtml(1_000_000))).toEqual({ ok: false, reason: HTML_TOO_DEEP });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(parts(await run('html', deeplyNestedHtml(400)))[0]?.text).toBe('Deep text.');
  });

  it('counts only elements that must be closed when scanning depth', () => {
    expect(scanDepth('<p>a<p>b<p>c'.repeat(2_000))).toBe(0);
    expect(scanDepth('<ul>' + '<li>x'.repeat(5_000) + '</ul>')).toBe(1);
    expect(scanDepth('<div><div><span>x</span></div></div>')).toBe(3);
    expect(scanDepth('<script>' + '<div>'.repeat(5_000) + '</script><div></div>')).toBe(1);
  });

  it('decodes the declared charset, a <meta charset>, a byte-order mark, or Windows-1252', async () => {
    const latin = Buffer.from([0x3c, 0x70, 0x3e, 0x63, 0x61, 0x66, 0xe9, 0x3c, 0x2f, 0x70, 0x3e]); // <p>café</p>
    expect(parts(await run('html', latin, 'text/html; charset=iso-8859-1'))[0]?.text).toBe('café');
    const meta = Buffer.concat([
      Buffer.from('<head><meta charset="windows-1252"></head><body><p>caf'),
      Buffer.from([0xe9]),
      Buffer.from('</p></body>'),
    ]);
    expect(parts(await run('html', meta))[0]?.text).toBe('café');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Tide table', 'utf16le')]);
    expect(parts(await run('text', utf16))[0]?.text).toBe('Tide table');
    expect(parts(await run('text', Buffer.from([0x63, 0x61, 0x66, 0xe9])))[0]?.text).toBe('café');
  });
});

describe('Markdown and text', () => {
  it('splits Markdown at ATX and setext headings, never inside fenced code', async () => {
    const markdown = [
      'Before any heading.',
      '# Ferries',
      'The ferry leaves at 10:40.',
      '```',
      '# not a heading',
      '```',
      'Fares',
      '=====',
      'Adults pay **4 shillings**.',
      '## [Timetable](https://x.example) ##',
      '- a list item',
      '---',
      'After a rule.',
    ].join('\n');
    expect(parts(await run('markdown', Buffer.from(markdown)))).toEqual([
      { text: 'Before any heading.', page: null, heading: null },
      { text: 'The ferry leaves at 10:40.\n```\n# not a heading\n```', page: null, heading: 'Ferries' },
      { text: 'Adults pay **4 shillings**.', page: null, heading: 'Fares' },
      { text: '- a list item\n---\nAfter a rule.', page: null, heading: 'Timetable' },
    ]);
  });

  it("takes a Markdown document's title from the # heading that opens it", async () => {
    expect(await run('markdown', Buffer.from('\n# Kestrel Bay **field** notes\n\nText.'))).toMatchObject({
      ok: true,
      title: 'Kestrel Bay field notes',
    });
    expect(markdownTitle('# [Tide tables](https://x.example) #\nText.')).toBe('Tide tables');
    expect(markdownTitle('Some text first.\n# Later heading')).toBeNull();
    expect(markdownTitle('## Only a section\nText.')).toBeNull();
  });

  it('keeps plain text as one part without control characters; empty text fails', async () => {
    expect(parts(await run('text', Buffer.from('Line one\r\nLine\u0000 two\u0007\n')))).toEqual([
      { text: 'Line one\nLine two', page: null, heading: null },
    ]);
    expect(await run('text', Buffer.from(' \n\t\n'))).toEqual({ ok: false, reason: NO_TEXT });
  });
});

describe('what a file is', () => {
  const pdf = Buffer.from('%PDF-1.7\n…');
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]);
  it.each([
    ['a PDF by its bytes, whatever its name', 'scan.bin', 'application/octet-stream', pdf, 'pdf'],
    ['a DOCX by its bytes and name', 'a.docx', '', zip, 'docx'],
    ['a ZIP with no name to go by read as DOCX', 'upload', '', zip, 'docx'],
    ['a .pdf that is not one (fails as damaged later)', 'x.pdf', '', Buffer.from('hello'), 'pdf'],
    ['Markdown by extension', 'notes.md', 'application/octet-stream', Buffer.from('# Hi'), 'markdown'],
    ['Markdown by type', 'notes', 'text/markdown', Buffer.from('# Hi'), 'markdown'],
    ['HTML by extension', 'page.htm', '', Buffer.from('<p>x</p>'), 'html'],
    ['HTML by its start', 'page.txt', 'text/plain', Buffer.from('  <!DOCTYPE html><html>'), 'html'],
    ['text by extension', 'notes.txt', '', Buffer.from('x'), 'text'],
    ['text with no extension', 'README', '', Buffer.from('Read me.'), 'text'],
  ] as const)('%s', (_name, fileName, mimeType, bytes, format) => {
    expect(detectFormat(fileName, mimeType, bytes)).toEqual({ ok: true, format });
  });

  it.each([
    ['a ZIP named .xlsx', 'book.xlsx', '', zip, /Spreadsheets are not supported/],
    ['a ZIP named .zip', 'bundle.zip', '', zip, /A ZIP archive is not a format/],
    ['an old .doc', 'old.doc', '', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), /Old Word/],
    ['a JPEG', 'photo.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), /A JPEG image/],
    ['binary named .txt', 'data.txt', '', Buffer.from([1, 2, 0, 4]), /is not a format sources can read/],
    ['an unknown extension', 'model.stl', '', Buffer.from('solid x'), /A \.stl file/],
  ] as const)('refuses %s', (_name, fileName, mimeType, bytes, message) => {
    const detected = detectFormat(fileName, mimeType, bytes);
    expect(detected.ok).toBe(false);
    expect(!detected.ok && detected.message).toMatch(message);
    expect(!detected.ok && detected.message).toMatch(/PDF|docx|Word|PDF/);
  });

  it('a password-protected DOCX (an OLE file named .docx) is read as DOCX and then fails clearly', () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(detectFormat('locked.docx', '', ole)).toEqual({ ok: true, format: 'docx' });
  });

  it('web pages by Content-Type', () => {
    expect(webPageFormat('text/html; charset=utf-8', Buffer.from('<p>'))).toBe('html');
    expect(webPageFormat('application/pdf', pdf)).toBe('pdf');
    expect(webPageFormat('application/pdf', Buffer.from('<html>'))).toBeNull();
    expect(webPageFormat('text/plain', Buffer.from('x'))).toBe('text');
    expect(webPageFormat('image/png', Buffer.from('x'))).toBeNull();
  });
});

describe('ZIP checks', () => {
  it('reads entries and inflates each no further than it declares', async () => {
    const data = Buffer.from('x'.repeat(10_000));
    expect(await unzipped(await storedZip([{ name: 'a.txt', data }]))).toEqual([{ name: 'a.txt', data }]);
    const lying = craftedZip([
      { name: 'a.txt', data: deflateRawSync(data), deflated: true, declaredSize: 100 },
    ]);
    const zip = await openZip(lying);
    await expect(zip.read(zip.entries[0]!)).rejects.toThrow(/inflates past its declared 100 bytes/);
    zip.close();
    await expect(openZip(Buffer.from('PK\u0003\u0004 not really'))).rejects.toMatchObject({
      kind: 'damaged',
    });
  });

  it('refuses unsafe names and too many entries', async () => {
    const escaping = craftedZip([
      { name: '../evil.txt', data: Buffer.from('x'), deflated: false, declaredSize: 1 },
    ]);
    await expect(openZip(escaping)).rejects.toMatchObject({ kind: 'damaged' });
    const many = craftedZip(
      Array.from({ length: 11 }, (_, i) => ({
        name: `f${i}`,
        data: Buffer.alloc(0),
        deflated: false,
        declaredSize: 0,
      })),
    );
    await expect(openZip(many, 10)).rejects.toMatchObject({ kind: 'bomb' });
    expect((await openZip(many, 11)).entries).toHaveLength(11);
    expect(MAX_ZIP_ENTRIES).toBe(20_000);
  });

  it('a DOCX unpacking to more than a source may is refused before it is inflated', async () => {
    expect(await run('docx', await oversizeDocx(MAX_DOCX_UNPACKED_MB + 1))).toEqual({
      ok: false,
      reason: docxTooLarge(MAX_DOCX_UNPACKED_MB),
    });
  });
});

// Writes an export document as PDF (pdfkit) in DejaVu Sans, embedded so the text is extractable and any
// script prints: title, date, headings, paragraphs, nested lists, tables drawn as a grid whose cells
// wrap (a table split across pages repeats its header row), quotes, code, page numbers.
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { Align, Block, ExportDocument, Run } from './export.document.js';
import { columnShares, plain } from './export.document.js';

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
};
type FontName = keyof typeof FONT_FILES;

/** Each font parsed once per process (parsing a TTF costs more than laying out a whole export). */
const parsed = new Map<FontName, fontkit.Font>();
const fontOf = (name: FontName): fontkit.Font => {
  let font = parsed.get(name);
  if (!font) {
    font = fontkit.openSync(path.join(fontDir, FONT_FILES[name])) as fontkit.Font;
    parsed.set(name, font);
  }
  return font;
};

const MARGIN = 56;
const BODY = 10.5;
const HEADING_SIZES = [18, 15, 13, 11.5, 11, 10.5];
const TEXT = '#1f2328';
const MUTED = '#57606a';
const GRID = '#8c959f';
const HEADER_FILL = '#eaeef2';
const CELL_PAD = 4;

type Doc = PDFKit.PDFDocument;

const styleOf = (run: Pick<Run, 'bold' | 'italic' | 'code'>): FontName =>
  run.code
    ? 'mono'
    : run.bold && run.italic
      ? 'boldItalic'
      : run.bold
        ? 'bold'
        : run.italic
          ? 'italic'
          : 'regular';

class PdfWriter {
  constructor(private readonly doc: Doc) {}

  private get left(): number {
    return this.doc.page.margins.left;
  }
  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  private room(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** Styled runs as one flowing paragraph at `x`, `width` wide (pdfkit breaks pages itself). */
  runs(list: readonly Run[], x: number, width: number, size = BODY, extra: { bold?: boolean } = {}): void {
    const doc = this.doc;
    const parts = list.filter((run) => run.text !== '');
    if (parts.length === 0) return;
    doc.fontSize(size).fillColor(TEXT);
    parts.forEach((run, index) => {
      doc.font(styleOf({ ...run, bold: run.bold || extra.bold }));
      const options: PDFKit.Mixins.TextOptions = {
        continued: index < parts.length - 1,
        strike: run.strike === true,
      };
      if (index === 0) doc.text(run.text, x, doc.y, { ...options, width });
      else doc.text(run.text, options);
    });
  }

  blocks(blocks: readonly Block[], x = this.left, width = this.width): void {
    for (const block of blocks) this.block(block, x, width);
  }

  private block(block: Block, x: number, width: number): void {
    const doc = this.doc;
    switch (block.kind) {
      case 'heading': {
        const size = HEADING_SIZES[block.level - 1] ?? BODY;
        doc.font('bold').fontSize(size);
        // A heading keeps at least two lines of what follows on its page.
        this.room(doc.heightOfString(plain(block.runs) || ' ', { width }) + size * 0.6 + BODY * 3);
        doc.moveDown(0.5);
        this.runs(block.runs, x, width, size, { bold: true });
        doc.moveDown(0.3);
        return;
      }
      case 'paragraph':
        this.room(BODY * 1.4);
        this.runs(block.runs, x, width);
        doc.moveDown(0.5);
        return;
      case 'list':
        this.list(block, x, width);
        doc.moveDown(0.3);
        return;
      case 'table':
        this.table(block.rows, block.align, x, width);
        doc.moveDown(0.8);
        return;
      case 'quote': {
        const top = doc.y;
        const page = doc.bufferedPageRange().count;
        this.blocks(block.blocks, x + 14, width - 14);
        // The bar is drawn where the quote began, on the page it ends on only when it did not break.
        if (doc.bufferedPageRange().count === page)
          doc
            .moveTo(x + 3, top)
            .lineTo(x + 3, doc.y - BODY * 0.5)
            .lineWidth(2)
            .strokeColor(GRID)
            .stroke();
        return;
      }
      case 'code':
        this.code(block.text, x, width);
        return;
      case 'rule':
        this.room(BODY);
        doc
          .moveTo(x, doc.y + 4)
          .lineTo(x + width, doc.y + 4)
          .lineWidth(0.5)
          .strokeColor(GRID)
          .stroke();
        doc.moveDown(1);
        return;
    }
  }

  private list(block: Extract<Block, { kind: 'list' }>, x: number, width: number): void {
    const doc = this.doc;
    const indent = 18;
    block.items.forEach((item, index) => {
      const marker = block.ordered ? `${block.start + index}.` : '•';
      this.room(BODY * 1.4);
      const top = doc.y;
      doc
        .font('regular')
        .fontSize(BODY)
        .fillColor(TEXT)
        .text(marker, x, top, { width: indent, lineBreak: false });
      doc.y = top;
      const [first, ...rest] = item;
      if (first?.kind === 'paragraph') {
        this.runs(first.runs, x + indent, width - indent);
        doc.moveDown(0.15);
        this.blocks(rest, x + indent, width - indent);
      } else {
        this.blocks(item, x + indent, width - indent);
      }
    });
  }

  private table(rows: Run[][][], align: Align[], x: number, width: number): void {
    const doc = this.doc;
    if (rows.length === 0) return;
    const columns = Math.max(1, ...rows.map((row) => row.length));
    const widths = columnShares(rows, columns).map((share) => share * width);
    const size = BODY - 1;
    const maxRow = this.bottom - doc.page.margins.top;

    const heightOf = (row: Run[][], header: boolean) =>
      Math.min(
        maxRow,
        Math.max(
          ...widths.map((w, column) => {
            doc.font(header ? 'bold' : 'regular').fontSize(size);
            return doc.heightOfString(plain(row[column] ?? []) || ' ', { width: w - 2 * CELL_PAD });
          }),
        ) +
          2 * CELL_PAD,
      );

    const draw = (row: Run[][], header: boolean) => {
      const height = heightOf(row, header);
      if (doc.y + height > this.bottom) {
        doc.addPage();
        if (!header) draw(rows[0]!, true);
      }
      const top = doc.y;
      let left = x;
      widths.forEach((w, column) => {
        if (header) doc.rect(left, top, w, height).fill(HEADER_FILL);
        doc.rect(left, top, w, height).lineWidth(0.6).strokeColor(GRID).stroke();
        doc
          .font(header ? 'bold' : 'regular')
          .fontSize(size)
          .fillColor(TEXT)
          .text(plain(row[column] ?? []), left + CELL_PAD, top + CELL_PAD, {
            width: w - 2 * CELL_PAD,
            height: height - 2 * CELL_PAD,
            ellipsis: true,
            align: align[column] === 'center' ? 'center' : align[column] === 'right' ? 'right' : 'left',
          });
        left += w;
      });
      doc.x = x;
      doc.y = top + height;
    };

    rows.forEach((row, index) => draw(row, index === 0));
  }

  private code(text: string, x: number, width: number): void {
    const doc = this.doc;
    const size = BODY - 1.5;
    for (const line of text.split('\n')) {
      doc.font('mono').fontSize(size);
      const height = doc.heightOfString(line || ' ', { width: width - 12 });
      this.room(height);
      const top = doc.y;
      doc.rect(x, top, width, height).fill('#f6f8fa');
      doc.fillColor(TEXT).text(line || ' ', x + 6, top, { width: width - 12 });
    }
    doc.moveDown(0.6);
  }
}

export function toPdf(document: ExportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: document.title, Creator: 'Thesis Studio' },
    displayTitle: true,
    lang: document.language,
  });
  // pdfkit takes a parsed fontkit font as a font source; its typings list only files and buffers.
  for (const name of Object.keys(FONT_FILES) as FontName[])
    doc.registerFont(name, fontOf(name) as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const writer = new PdfWriter(doc);
  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(22).fillColor(TEXT).text(document.title, MARGIN, MARGIN, { width });
  doc.moveDown(0.2);
  doc.font('italic').fontSize(10).fillColor(MUTED).text(document.date, { width });
  if (document.centralQuestion) {
    doc.moveDown(0.6);
    writer.runs(
      [{ text: 'Central question: ', bold: true }, { text: document.centralQuestion }],
      MARGIN,
      width,
    );
  }
  doc.moveDown(1);
  writer.blocks(document.blocks);

  // Page numbers, written in the bottom margin (which is lifted so nothing flows onto a new page).
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${index + 1} / ${count}`, MARGIN, doc.page.height - margin / 2 - 4, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

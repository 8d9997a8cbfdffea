// Writes an export document as DOCX (the `docx` package): title, date, headings, paragraphs, nested
// lists, tables with a header row and cell borders, quotes and code.
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { columnShares, type Align, type Block, type ExportDocument, type Run } from './export.document.js';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

const ORDERED = 'ordered-list';
const BULLETS = 'bullet-list';
const BULLET_SYMBOLS = ['•', '◦', '▪'];
/** Page width less margins, in twips (A4, 2.54 cm margins). */
const TEXT_WIDTH = 9026;

const ALIGN = { left: AlignmentType.LEFT, right: AlignmentType.RIGHT, center: AlignmentType.CENTER };

function textRuns(list: readonly Run[], extra: { bold?: boolean } = {}): ParagraphChild[] {
  return list.flatMap((run) =>
    run.text.split('\n').map(
      (text, index) =>
        new TextRun({
          text,
          break: index > 0 ? 1 : undefined,
          bold: run.bold || extra.bold,
          italics: run.italic,
          strike: run.strike,
          ...(run.code ? { font: 'Consolas', shading: { type: ShadingType.CLEAR, fill: 'F2F2F2' } } : {}),
        }),
    ),
  );
}

class DocxWriter {
  /** Each ordered list is its own numbering instance, so it starts again at its start. */
  private orderedLists = 0;

  blocks(blocks: readonly Block[], depth = 0, quoted = false): Array<Paragraph | Table> {
    return blocks.flatMap((block) => this.block(block, depth, quoted));
  }

  private block(block: Block, depth: number, quoted: boolean): Array<Paragraph | Table> {
    const indent = quoted ? { left: 567 } : undefined;
    switch (block.kind) {
      case 'heading':
        return [new Paragraph({ heading: HEADINGS[block.level - 1], children: textRuns(block.runs) })];
      case 'paragraph':
        return [new Paragraph({ children: textRuns(block.runs), indent, spacing: { after: 120 } })];
      case 'list':
        return this.list(block, depth);
      case 'table':
        return [this.table(block.rows, block.align), new Paragraph({ children: [] })];
      case 'quote':
        return this.blocks(block.blocks, depth, true);
      case 'code':
        return block.text.split('\n').map(
          (line) =>
            new Paragraph({
              children: [new TextRun({ text: line, font: 'Consolas' })],
              shading: { type: ShadingType.CLEAR, fill: 'F2F2F2' },
              indent,
            }),
        );
      case 'rule':
        return [
          new Paragraph({
            children: [],
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } },
          }),
        ];
    }
  }

  private list(block: Extract<Block, { kind: 'list' }>, depth: number): Array<Paragraph | Table> {
    const level = Math.min(depth, 8);
    const instance = block.ordered ? ++this.orderedLists : 0;
    const numbering = { reference: block.ordered ? ORDERED : BULLETS, level, instance };
    return block.items.flatMap((item) => {
      const [first, ...rest] = item;
      const lead =
        first?.kind === 'paragraph'
          ? new Paragraph({ children: textRuns(first.runs), numbering })
          : new Paragraph({ children: [], numbering });
      const body = first?.kind === 'paragraph' ? rest : item;
      const nested = body.flatMap((child) =>
        child.kind === 'list' ? this.list(child, depth + 1) : this.block(child, depth + 1, false),
      );
      return [lead, ...nested];
    });
  }

  private table(rows: Run[][][], align: Align[]): Table {
    const columns = Math.max(1, ...rows.map((row) => row.length));
    const widths = columnShares(rows, columns).map((share) => Math.floor(share * TEXT_WIDTH));
    return new Table({
      width: { size: TEXT_WIDTH, type: WidthType.DXA },
      columnWidths: widths,
      rows: rows.map(
        (row, index) =>
          new TableRow({
            tableHeader: index === 0,
            children: widths.map((width, column) => {
              const alignment = align[column];
              return new TableCell({
                width: { size: width, type: WidthType.DXA },
                margins: { top: 60, bottom: 60, left: 100, right: 100 },
                ...(index === 0 ? { shading: { type: ShadingType.CLEAR, fill: 'EDEDED' } } : {}),
                children: [
                  new Paragraph({
                    children: textRuns(row[column] ?? [], { bold: index === 0 }),
                    ...(alignment ? { alignment: ALIGN[alignment] } : {}),
                  }),
                ],
              });
            }),
          }),
      ),
    });
  }
}

const levels = (format: 'ordered' | 'bullet') =>
  Array.from({ length: 9 }, (_, level) => ({
    level,
    format: format === 'ordered' ? LevelFormat.DECIMAL : LevelFormat.BULLET,
    text: format === 'ordered' ? `%${level + 1}.` : BULLET_SYMBOLS[level % BULLET_SYMBOLS.length]!,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));

export async function toDocx(document: ExportDocument): Promise<Buffer> {
  const writer = new DocxWriter();
  const top = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(document.title)] }),
    new Paragraph({ children: [new TextRun({ text: document.date, italics: true, color: '555555' })] }),
    ...(document.centralQuestion
      ? [
          new Paragraph({
            spacing: { before: 120, after: 240 },
            children: [
              new TextRun({ text: 'Central question: ', bold: true }),
              // Plain text as written: each of its lines on a line of its own (a run drops '\n').
              ...document.centralQuestion
                .split(/\n+/)
                .map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0 })),
            ],
          }),
        ]
      : []),
  ];
  const file = new Document({
    title: document.title,
    creator: 'Thesis Studio',
    // The thesis's language (issue 31), for spelling, hyphenation and screen readers.
    styles: { default: { document: { run: { language: { value: document.language } } } } },
    numbering: {
      config: [
        { reference: ORDERED, levels: levels('ordered') },
        { reference: BULLETS, levels: levels('bullet') },
      ],
    },
    sections: [{ children: [...top, ...writer.blocks(document.blocks)] }],
  });
  return Packer.toBuffer(file);
}

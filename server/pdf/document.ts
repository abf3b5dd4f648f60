import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsi } from './text';

/**
 * The one PDF writer of the reference server (pdf-lib, A4, standard fonts): headings, paragraphs,
 * label/value blocks, tables with page breaks, totals and a footer with page numbers. Quotations,
 * invoices, contracts, convocations and attendance sheets are all drawn with it.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 42;
const TEXT = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.41, 0.46);
const RULE = rgb(0.8, 0.82, 0.86);
const HEADER_FILL = rgb(0.93, 0.95, 0.98);

export interface TableColumn {
  header: string;
  /** Share of the usable width (the shares of a table add up to 1). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableOptions {
  /** Minimum row height (signature cells of an attendance sheet are tall). */
  rowHeight?: number;
  fontSize?: number;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  align?: 'left' | 'right' | 'center';
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.addPage();
  }

  static async create(meta: { title: string; footer?: string; author?: string }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(meta.title));
    doc.setAuthor(winAnsi(meta.author ?? 'Volant'));
    doc.setCreator('Volant');
    doc.setLanguage('fr-FR');
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold, meta.footer ?? '');
  }

  get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  private addPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  /** Starts a new page when less than `height` points are left above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + 24) this.addPage();
  }

  newPage(): void {
    this.addPage();
  }

  private font(bold?: boolean): PDFFont {
    return bold ? this.bold : this.regular;
  }

  /** Splits text into lines that fit `width` at `size`. */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const font = this.font(bold);
    const lines: string[] = [];
    for (const paragraph of winAnsi(text.replace(/\r/g, '')).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private drawLine(text: string, x: number, width: number, options: TextOptions): void {
    const size = options.size ?? 10;
    const font = this.font(options.bold);
    const w = font.widthOfTextAtSize(text, size);
    const dx = options.align === 'right' ? width - w : options.align === 'center' ? (width - w) / 2 : 0;
    this.page.drawText(text, { x: x + dx, y: this.y - size, size, font, color: options.muted ? MUTED : TEXT });
  }

  text(text: string, options: TextOptions = {}): void {
    const size = options.size ?? 10;
    for (const line of this.wrap(text, this.width, size, options.bold)) {
      this.ensure(size * 1.4);
      this.drawLine(line, MARGIN, this.width, options);
      this.y -= size * 1.4;
    }
  }

  heading(text: string, size = 16): void {
    this.ensure(size * 2);
    this.text(text, { size, bold: true });
    this.y -= size * 0.3;
  }

  space(points = 8): void {
    this.y -= points;
  }

  rule(): void {
    this.ensure(8);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 8;
  }

  /** Two side-by-side blocks of lines (seller on the left, customer on the right). */
  columns(left: string[], right: string[], size = 9.5): void {
    const half = this.width / 2 - 8;
    const leftLines = left.flatMap((l, i) => this.wrap(l, half, size, i === 0).map((t) => ({ t, bold: i === 0 })));
    const rightLines = right.flatMap((l, i) => this.wrap(l, half, size, i === 0).map((t) => ({ t, bold: i === 0 })));
    const rows = Math.max(leftLines.length, rightLines.length);
    this.ensure(rows * size * 1.4);
    for (let i = 0; i < rows; i += 1) {
      const l = leftLines[i];
      const r = rightLines[i];
      if (l) this.drawLine(l.t, MARGIN, half, { size, bold: l.bold });
      if (r) this.drawLine(r.t, MARGIN + half + 16, half, { size, bold: r.bold });
      this.y -= size * 1.4;
    }
  }

  /** Label/value lines, e.g. « Numéro : F-2026-000012 ». */
  keyValues(pairs: ReadonlyArray<readonly [label: string, value: string]>, size = 9.5): void {
    for (const [label, value] of pairs) {
      const labelWidth = this.bold.widthOfTextAtSize(winAnsi(`${label} : `), size);
      const lines = this.wrap(value, this.width - labelWidth, size);
      this.ensure(lines.length * size * 1.4);
      this.page.drawText(winAnsi(`${label} : `), { x: MARGIN, y: this.y - size, size, font: this.bold, color: TEXT });
      for (const line of lines) {
        this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y - size, size, font: this.regular, color: TEXT });
        this.y -= size * 1.4;
      }
    }
  }

  /** A table with a repeated header on each page; cells wrap. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], options: TableOptions = {}): void {
    const size = options.fontSize ?? 9;
    const pad = 4;
    const widths = columns.map((c) => c.width * this.width);
    const drawHeader = () => {
      const height = size * 1.4 + 2 * pad;
      this.ensure(height + size * 2);
      this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: HEADER_FILL });
      let x = MARGIN;
      const top = this.y;
      columns.forEach((column, i) => {
        this.y = top - pad;
        this.drawLine(winAnsi(column.header), x + pad, widths[i]! - 2 * pad, { size, bold: true, align: column.align });
        x += widths[i]!;
      });
      this.y = top - height;
    };
    drawHeader();
    for (const row of rows) {
      const cells = row.map((cell, i) => this.wrap(cell, widths[i]! - 2 * pad, size));
      const height = Math.max(options.rowHeight ?? 0, Math.max(...cells.map((c) => c.length)) * size * 1.35 + 2 * pad);
      if (this.y - height < MARGIN + 24) {
        this.addPage();
        drawHeader();
      }
      const top = this.y;
      let x = MARGIN;
      cells.forEach((lines, i) => {
        this.y = top - pad;
        for (const line of lines) {
          this.drawLine(line, x + pad, widths[i]! - 2 * pad, { size, align: columns[i]?.align });
          this.y -= size * 1.35;
        }
        this.page.drawRectangle({ x, y: top - height, width: widths[i]!, height, borderColor: RULE, borderWidth: 0.5 });
        x += widths[i]!;
      });
      this.y = top - height;
    }
    this.y -= 6;
  }

  /** Right-aligned totals block; the last row in bold. */
  totals(rows: ReadonlyArray<readonly [label: string, value: string]>, size = 10): void {
    const labelX = MARGIN + this.width * 0.5;
    const width = this.width * 0.5;
    rows.forEach(([label, value], i) => {
      const bold = i === rows.length - 1;
      this.ensure(size * 1.6);
      this.drawLine(winAnsi(label), labelX, width * 0.6, { size, bold });
      this.drawLine(winAnsi(value), labelX + width * 0.6, width * 0.4, { size, bold, align: 'right' });
      this.y -= size * 1.6;
    });
  }

  /** The document's bytes, with the footer and « Page n / N » on every page. */
  async save(): Promise<Uint8Array> {
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      const size = 7.5;
      const footer = winAnsi(this.footer);
      if (footer) page.drawText(footer, { x: MARGIN, y: MARGIN - 14, size, font: this.regular, color: MUTED, maxWidth: this.width - 60 });
      const label = `Page ${index + 1} / ${total}`;
      const w = this.regular.widthOfTextAtSize(label, size);
      page.drawText(label, { x: A4[0] - MARGIN - w, y: MARGIN - 14, size, font: this.regular, color: MUTED });
    });
    return this.doc.save();
  }
}

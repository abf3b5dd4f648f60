import fontkit from '@pdf-lib/fontkit';
import { createHash } from 'node:crypto';
import { AFRelationship, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfAssets } from './assets';
import { conformToPdfA } from './pdfa';
import { printable } from './text';

/**
 * The one PDF writer of the reference server (pdf-lib, A4): headings, paragraphs, label/value
 * blocks, tables with page breaks, totals and a footer with page numbers. Quotations, invoices,
 * contracts, convocations and attendance sheets are all drawn with it, and all are PDF/A: DejaVu Sans
 * embedded as subsets with their Unicode maps, XMP metadata, an sRGB output intent (PDF/A-2b, or
 * PDF/A-3b once a file such as factur-x.xml is associated).
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

/** A file carried inside the PDF/A-3 and associated with the whole document (catalog /AF). */
export interface AssociatedFile {
  name: string;
  bytes: Uint8Array;
  mimeType: string;
  description: string;
  relationship: 'Data' | 'Alternative' | 'Source';
  /** `rdf:Description` elements the file's XMP extension schema adds (Factur-X's). */
  xmpExtensions: string;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;
type FontkitGlyph = ReturnType<FontkitFont['glyphForCodePoint']>;

/**
 * A face whose `layout` maps characters to glyphs through the font's cmap alone. pdf-lib lays out
 * every text it measures or draws with fontkit's OpenType shaping (DejaVu's GSUB and GPOS tables:
 * ligatures, kerning, mark positioning), which was nine tenths of a document's drawing time — 60 ms a
 * quotation, enough to stall the server under load. French text needs none of it (precomposed
 * accents; the standard Helvetica drawn before had no kerning either), and pdf-lib reads only the
 * run's glyphs.
 *
 * Each glyph of the run carries the character it draws: pdf-lib writes the document's ToUnicode map
 * from the glyphs' `codePoints`. fontkit keeps one glyph object per glyph id in the face, with the
 * code points of whoever asked for it first; the face is shared by every document, and a subset
 * asks for the components of a composite glyph (« É » is « E » plus an accent) with no code point.
 * Once a document had drawn « É » before any « E », every later document's « E » had no Unicode
 * value: pdftotext, copy-paste and screen readers read « ntre » for « Entre ».
 */
function unshaped(face: FontkitFont): FontkitFont {
  const drawn = (glyph: FontkitGlyph, codePoint: number): FontkitGlyph =>
    Object.create(glyph, { codePoints: { value: [codePoint] } }) as FontkitGlyph;
  const layout = (text: string) =>
    ({
      glyphs: Array.from(text, (char) => {
        const codePoint = char.codePointAt(0) ?? 0;
        return drawn(face.glyphForCodePoint(codePoint), codePoint);
      }),
    }) as unknown as ReturnType<FontkitFont['layout']>;
  return new Proxy(face, {
    get(target, key) {
      if (key === 'layout') return layout;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * fontkit with its parsed faces kept: pdf-lib parses the font file on every `embedFont` (two faces
 * of DejaVu Sans each time). A parsed face is only read afterwards: each document's subset is a
 * separate object made from it.
 */
const parsedFaces = new WeakMap<Uint8Array, FontkitFont>();
const keptFontkit: Fontkit = {
  create(data, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let face = parsedFaces.get(data);
    if (!face) {
      face = unshaped(fontkit.create(data));
      parsedFaces.set(data, face);
    }
    return face;
  },
};

/** Code points both DejaVu Sans faces draw (computed once). */
let coverage: ((codePoint: number) => boolean) | undefined;

function fontCoverage(): (codePoint: number) => boolean {
  if (!coverage) {
    const { regular, bold } = pdfAssets();
    const faces = [keptFontkit.create(regular), keptFontkit.create(bold)];
    coverage = (code) => faces.every((face) => face.hasGlyphForCodePoint(code));
  }
  return coverage;
}

/**
 * The six capital letters that name a font subset (ISO 32000-1, 9.6.4), derived from the document's
 * title so that the same document is drawn with the same bytes.
 */
function subsetName(title: string, face: string): string {
  const tag = [...createHash('sha256').update(`${face}\n${title}`).digest().subarray(0, 6)];
  return `${tag.map((byte) => String.fromCharCode(65 + (byte % 26))).join('')}+${face}`;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];
  private readonly covers = fontCoverage();
  private associated: AssociatedFile | undefined;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly meta: { title: string; footer: string; author: string },
  ) {
    this.addPage();
  }

  static async create(meta: { title: string; footer?: string; author?: string }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(keptFontkit);
    const { regular: regularBytes, bold: boldBytes } = pdfAssets();
    const regular = await doc.embedFont(regularBytes, { subset: true, customName: subsetName(meta.title, 'DejaVuSans') });
    const bold = await doc.embedFont(boldBytes, { subset: true, customName: subsetName(meta.title, 'DejaVuSans-Bold') });
    return new PdfWriter(doc, regular, bold, { title: meta.title, footer: meta.footer ?? '', author: meta.author ?? 'Volant' });
  }

  /** Text as the embedded fonts can draw it. */
  private printable(text: string): string {
    return printable(text, this.covers);
  }

  /**
   * Carries `file` inside the document, associated with it as PDF/A-3 requires (one file per
   * document: the Factur-X invoice XML); the document is then saved as PDF/A-3b.
   */
  async associate(file: AssociatedFile, modified: Date): Promise<void> {
    await this.doc.attach(file.bytes, file.name, {
      mimeType: file.mimeType,
      description: file.description,
      creationDate: modified,
      modificationDate: modified,
      afRelationship: AFRelationship[file.relationship],
    });
    this.associated = file;
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
    for (const paragraph of this.printable(text.replace(/\r/g, '')).split('\n')) {
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
    // One block after the other, so that text extraction reads each block whole (a wrapped name too).
    const top = this.y;
    for (const [lines, x] of [[leftLines, MARGIN], [rightLines, MARGIN + half + 16]] as const) {
      this.y = top;
      for (const line of lines) {
        this.drawLine(line.t, x, half, { size, bold: line.bold });
        this.y -= size * 1.4;
      }
    }
    this.y = top - rows * size * 1.4;
  }

  /** Label/value lines, e.g. « Numéro : F-2026-000012 ». */
  keyValues(pairs: ReadonlyArray<readonly [label: string, value: string]>, size = 9.5): void {
    for (const [label, value] of pairs) {
      const labelWidth = this.bold.widthOfTextAtSize(this.printable(`${label} : `), size);
      const lines = this.wrap(value, this.width - labelWidth, size);
      this.ensure(lines.length * size * 1.4);
      this.page.drawText(this.printable(`${label} : `), { x: MARGIN, y: this.y - size, size, font: this.bold, color: TEXT });
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
        this.drawLine(this.printable(column.header), x + pad, widths[i]! - 2 * pad, { size, bold: true, align: column.align });
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
      this.drawLine(this.printable(label), labelX, width * 0.6, { size, bold });
      this.drawLine(this.printable(value), labelX + width * 0.6, width * 0.4, { size, bold, align: 'right' });
      this.y -= size * 1.6;
    });
  }

  /** The document's bytes, with the footer and « Page n / N » on every page. */
  async save(): Promise<Uint8Array> {
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      const size = 7.5;
      const footer = this.printable(this.meta.footer);
      if (footer) page.drawText(footer, { x: MARGIN, y: MARGIN - 14, size, font: this.regular, color: MUTED, maxWidth: this.width - 60 });
      const label = `Page ${index + 1} / ${total}`;
      const w = this.regular.widthOfTextAtSize(label, size);
      page.drawText(label, { x: A4[0] - MARGIN - w, y: MARGIN - 14, size, font: this.regular, color: MUTED });
    });
    conformToPdfA(this.doc, {
      title: this.meta.title,
      author: this.meta.author,
      part: this.associated ? 3 : 2,
      xmpExtensions: this.associated?.xmpExtensions,
    });
    // Without object streams every dictionary stays readable in the file (see extract.ts).
    return this.doc.save({ useObjectStreams: false });
  }
}

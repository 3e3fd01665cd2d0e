// A small page layout on top of pdf-lib: A4 pages with margins, a cursor that moves down, wrapped
// text, tables whose header repeats after a page break, and text reduced to what the font can draw.
import { PDFDocument, type PDFFont, type PDFPage, rgb, type RGB } from "pdf-lib";

/** Latin letters that do not decompose into a base letter and an accent. */
const TRANSLITERATIONS: Record<string, string> = { Ł: "L", ł: "l", Ø: "O", ø: "o", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Œ: "OE", œ: "oe", Æ: "AE", æ: "ae", ŋ: "n", Þ: "Th", þ: "th" };

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
const FOOTER = 36;

export const COLORS = {
  ink: rgb(0.12, 0.14, 0.2),
  muted: rgb(0.42, 0.45, 0.52),
  line: rgb(0.86, 0.88, 0.91),
  band: rgb(0.95, 0.96, 0.98),
  accent: rgb(0.2, 0.35, 0.85),
  good: rgb(0.13, 0.6, 0.38),
  warn: rgb(0.88, 0.56, 0.1),
  bad: rgb(0.84, 0.22, 0.24),
  white: rgb(1, 1, 1),
};

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

export interface Column<Row> {
  header: string;
  /** Share of the table width. */
  width: number;
  text: (row: Row) => string;
  color?: (row: Row) => RGB | undefined;
  align?: "left" | "right";
}

export class Layout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  private readonly glyphs: Set<number>;
  /** Advance width of each character at size 1, per font: measuring through fontkit's layout is slow. */
  private readonly advances = new Map<PDFFont, Map<string, number>>();

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.glyphs = new Set(fonts.regular.getCharacterSet());
  }

  get contentWidth(): number {
    return A4.width - 2 * MARGIN;
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    return this.page;
  }

  /** Starts a new page unless `height` points are left above the footer. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  /**
   * Text the embedded fonts can draw: characters outside them lose their accents (ő → o, Ł → L) or become
   * "?", and control characters other than line breaks become spaces, so a client's name never breaks a report.
   */
  printable(text: string): string {
    let out = "";
    for (const char of text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, " ")) {
      const code = char.codePointAt(0)!;
      if (this.glyphs.has(code) || char === "\n") out += char;
      else {
        const base = TRANSLITERATIONS[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
        out += [...base].every((c) => this.glyphs.has(c.codePointAt(0)!)) ? base : "?";
      }
    }
    return out;
  }

  font(style: TextStyle): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.measure(this.font(style), this.printable(text), style.size ?? 10);
  }

  /** Width of printable text: the sum of its characters' advances (kerning ignored; it only ever narrows text). */
  private measure(font: PDFFont, text: string, size: number): number {
    let advances = this.advances.get(font);
    if (!advances) this.advances.set(font, (advances = new Map()));
    let total = 0;
    for (const char of text) {
      let advance = advances.get(char);
      if (advance === undefined) advances.set(char, (advance = font.widthOfTextAtSize(char, 1000) / 1000));
      total += advance;
    }
    return total * size;
  }

  /** Splits text into lines no wider than `width`, breaking long words (URLs) where they must. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const size = style.size ?? 10;
    const font = this.font(style);
    const fits = (s: string) => this.measure(font, s, size) <= width;
    const lines: string[] = [];
    for (const paragraph of this.printable(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (!fits(line)) {
          let cut = line.length - 1;
          while (cut > 1 && !fits(line.slice(0, cut))) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws text at (x, y) without moving the cursor. */
  draw(text: string, x: number, y: number, style: TextStyle = {}): void {
    this.page.drawText(this.printable(text).replace(/\n/g, " "), { x, y, size: style.size ?? 10, font: this.font(style), color: style.color ?? COLORS.ink });
  }

  /** A wrapped paragraph at the cursor, moving it down. */
  paragraph(text: string, style: TextStyle = {}, opts: { x?: number; width?: number; after?: number } = {}): void {
    const size = style.size ?? 10;
    const lineHeight = size * 1.4;
    for (const line of this.wrap(text, opts.width ?? this.contentWidth, style)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.draw(line, opts.x ?? MARGIN, this.y + size * 0.3, style);
    }
    this.y -= opts.after ?? 6;
  }

  heading(text: string): void {
    this.ensure(60);
    this.y -= 10;
    this.paragraph(text, { size: 16, bold: true }, { after: 4 });
    this.page.drawRectangle({ x: MARGIN, y: this.y, width: 40, height: 2.5, color: COLORS.accent });
    this.y -= 12;
  }

  rect(x: number, y: number, width: number, height: number, color: RGB): void {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  line(x1: number, y1: number, x2: number, y2: number, color: RGB = COLORS.line, thickness = 0.75): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness });
  }

  /** A table across the content width; long cells wrap, and the header repeats on each new page. */
  table<Row>(columns: Column<Row>[], rows: Row[], style: { size?: number } = {}): void {
    const size = style.size ?? 8.5;
    const pad = 4;
    const lineHeight = size * 1.35;
    const widths = columns.map((c) => c.width * this.contentWidth);
    const header = () => {
      const height = lineHeight + 2 * pad;
      this.ensure(height + lineHeight + 2 * pad);
      this.rect(MARGIN, this.y - height, this.contentWidth, height, COLORS.band);
      let x = MARGIN;
      columns.forEach((column, i) => {
        this.draw(column.header, column.align === "right" ? x + widths[i]! - pad - this.width(column.header, { size, bold: true }) : x + pad, this.y - pad - size, { size, bold: true, color: COLORS.muted });
        x += widths[i]!;
      });
      this.y -= height;
    };
    header();
    for (const row of rows) {
      const cells = columns.map((column, i) => this.wrap(column.text(row), widths[i]! - 2 * pad, { size }));
      const height = Math.max(...cells.map((c) => c.length)) * lineHeight + 2 * pad;
      if (this.y - height < MARGIN + FOOTER) {
        this.newPage();
        header();
      }
      let x = MARGIN;
      cells.forEach((lines, i) => {
        const column = columns[i]!;
        const color = column.color?.(row);
        lines.forEach((text, n) => {
          const textX = column.align === "right" ? x + widths[i]! - pad - this.width(text, { size }) : x + pad;
          this.draw(text, textX, this.y - pad - size - n * lineHeight, { size, color });
        });
        x += widths[i]!;
      });
      this.y -= height;
      this.line(MARGIN, this.y, MARGIN + this.contentWidth, this.y);
    }
    this.y -= 10;
  }

  /** Numbers every page at the bottom, with a label on the left. */
  footer(label: string, pageLabel: (n: number, total: number) => string): void {
    this.pages.forEach((page, index) => {
      const size = 7.5;
      const text = pageLabel(index + 1, this.pages.length);
      const font = this.fonts.regular;
      const textWidth = this.measure(font, text, size);
      page.drawLine({ start: { x: MARGIN, y: MARGIN + 8 }, end: { x: A4.width - MARGIN, y: MARGIN + 8 }, color: COLORS.line, thickness: 0.5 });
      page.drawText(this.printable(label), { x: MARGIN, y: MARGIN - 4, size, font, color: COLORS.muted });
      page.drawText(text, { x: A4.width - MARGIN - textWidth, y: MARGIN - 4, size, font, color: COLORS.muted });
    });
  }
}

// A small page layout on top of pdf-lib: A4 pages with margins, a cursor that moves down, wrapped
// text, tables whose header repeats after a page break, and text reduced to what the font can draw.
import { degrees, drawText, PDFDocument, type PDFName, type PDFPage, rgb, type RGB } from "pdf-lib";
import type { TrueTypeFont } from "./truetype";

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
  /** The name each font goes by in each page's resources. */
  private readonly fontKeys = new Map<PDFPage, Map<TrueTypeFont, PDFName>>();

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: { regular: TrueTypeFont; bold: TrueTypeFont },
  ) {}

  private canPrint(char: string): boolean {
    return this.fonts.regular.canPrint(char) && this.fonts.bold.canPrint(char);
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
      if (char === "\n" || this.canPrint(char)) out += char;
      else {
        const base = TRANSLITERATIONS[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
        out += base !== "" && [...base].every((c) => this.canPrint(c)) ? base : "?";
      }
    }
    return out;
  }

  font(style: TextStyle): TrueTypeFont {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(this.printable(text), style.size ?? 10);
  }

  private fontKey(page: PDFPage, font: TrueTypeFont): PDFName {
    let keys = this.fontKeys.get(page);
    if (!keys) this.fontKeys.set(page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }

  private show(page: PDFPage, text: string, x: number, y: number, font: TrueTypeFont, size: number, color: RGB): void {
    const zero = degrees(0);
    page.pushOperators(...drawText(font.encode(text), { x, y, size, font: this.fontKey(page, font), color, rotate: zero, xSkew: zero, ySkew: zero }));
  }

  /** Splits text into lines no wider than `width`, breaking long words (URLs) where they must. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const size = style.size ?? 10;
    const font = this.font(style);
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
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
    this.show(this.page, this.printable(text).replace(/\n/g, " "), x, y, this.font(style), style.size ?? 10, style.color ?? COLORS.ink);
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
      page.drawLine({ start: { x: MARGIN, y: MARGIN + 8 }, end: { x: A4.width - MARGIN, y: MARGIN + 8 }, color: COLORS.line, thickness: 0.5 });
      this.show(page, this.printable(label), MARGIN, MARGIN - 4, font, size, COLORS.muted);
      this.show(page, text, A4.width - MARGIN - font.widthOfTextAtSize(text, size), MARGIN - 4, font, size, COLORS.muted);
    });
  }
}

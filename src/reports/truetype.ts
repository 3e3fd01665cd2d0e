// A TrueType font embedded as a simple PDF font with WinAnsi encoding: the whole font program goes
// into the file (compressed), widths come from its own tables, and text is written as one byte per
// character. That covers French, English, Spanish and German (Latin-1 plus € – — ‘ ’ “ ” • …),
// and needs no font library (fontkit, which pdf-lib would use, is a third of the Worker's size).
import { PDFDocument, PDFHexString, type PDFRef } from "pdf-lib";

/** WinAnsi (Windows-1252) codes 0x80–0x9F; 0xA0–0xFF are Latin-1, 0x20–0x7E ASCII. */
const WIN_ANSI_HIGH: Record<number, number> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02c6, 0x89: 0x2030, 0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d,
  0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc, 0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};
const FIRST_CHAR = 0x20;
const LAST_CHAR = 0xff;

function unicodeOfCode(code: number): number | undefined {
  if (code >= 0x20 && code <= 0x7e) return code;
  if (code >= 0xa0) return code;
  return WIN_ANSI_HIGH[code];
}

interface Tables {
  view: DataView;
  offsets: Map<string, number>;
}

function readTables(bytes: Uint8Array): Tables {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offsets = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(view.getUint8(record), view.getUint8(record + 1), view.getUint8(record + 2), view.getUint8(record + 3));
    offsets.set(tag, view.getUint32(record + 8));
  }
  for (const required of ["head", "hhea", "hmtx", "cmap"]) if (!offsets.has(required)) throw new Error(`font has no '${required}' table`);
  return { view, offsets };
}

/** Unicode → glyph id, from the (3,1) format 4 subtable. */
function readCmap({ view, offsets }: Tables): (codePoint: number) => number {
  const cmap = offsets.get("cmap")!;
  const count = view.getUint16(cmap + 2);
  let table = -1;
  for (let i = 0; i < count; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    const offset = view.getUint32(cmap + 8 + i * 8);
    if (platform === 3 && encoding === 1 && view.getUint16(cmap + offset) === 4) table = cmap + offset;
  }
  if (table < 0) throw new Error("font has no Unicode (3,1) format 4 cmap");
  const segments = view.getUint16(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let s = 0; s < segments; s++) {
      if (codePoint > view.getUint16(ends + s * 2)) continue;
      const start = view.getUint16(starts + s * 2);
      if (codePoint < start) return 0;
      const delta = view.getInt16(deltas + s * 2);
      const rangeOffset = view.getUint16(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export class TrueTypeFont {
  readonly ref: PDFRef;
  /** Advance widths in 1/1000 em, by Unicode code point, for every character the font can print. */
  private readonly widths = new Map<number, number>();
  /** Unicode → WinAnsi code. */
  private readonly codes = new Map<number, number>();

  private constructor(
    doc: PDFDocument,
    readonly name: string,
    program: Uint8Array,
  ) {
    const tables = readTables(program);
    const { view, offsets } = tables;
    const head = offsets.get("head")!;
    const hhea = offsets.get("hhea")!;
    const hmtx = offsets.get("hmtx")!;
    const unitsPerEm = view.getUint16(head + 18);
    const scale = (n: number) => Math.round((n * 1000) / unitsPerEm);
    const metrics = view.getUint16(hhea + 34);
    const advance = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, metrics - 1));
    const glyphOf = readCmap(tables);
    const widths: number[] = [];
    for (let code = FIRST_CHAR; code <= LAST_CHAR; code++) {
      const unicode = unicodeOfCode(code);
      const glyph = unicode === undefined ? 0 : glyphOf(unicode);
      const width = scale(advance(glyph));
      widths.push(glyph === 0 ? 0 : width);
      if (unicode !== undefined && glyph !== 0) {
        this.widths.set(unicode, width);
        this.codes.set(unicode, code);
      }
    }
    const os2 = offsets.get("OS/2");
    const ascent = scale(view.getInt16(hhea + 4));
    const descent = scale(view.getInt16(hhea + 6));
    const capHeight = os2 !== undefined && view.getUint16(os2) >= 2 ? scale(view.getInt16(os2 + 88)) : ascent;
    const context = doc.context;
    const file = context.register(context.flateStream(program, { Length1: program.byteLength }));
    const descriptor = context.register(
      context.obj({
        Type: "FontDescriptor",
        FontName: name,
        Flags: 32, // non-symbolic
        FontBBox: [scale(view.getInt16(head + 36)), scale(view.getInt16(head + 38)), scale(view.getInt16(head + 40)), scale(view.getInt16(head + 42))],
        ItalicAngle: 0,
        Ascent: ascent,
        Descent: descent,
        CapHeight: capHeight,
        StemV: 80,
        FontFile2: file,
      }),
    );
    this.ref = context.register(
      context.obj({ Type: "Font", Subtype: "TrueType", BaseFont: name, FirstChar: FIRST_CHAR, LastChar: LAST_CHAR, Widths: widths, Encoding: "WinAnsiEncoding", FontDescriptor: descriptor }),
    );
  }

  /** Embeds `program` (TrueType outlines) into `doc` under `name`. */
  static embed(doc: PDFDocument, name: string, program: Uint8Array): TrueTypeFont {
    return new TrueTypeFont(doc, name, program);
  }

  canPrint(char: string): boolean {
    return this.codes.has(char.codePointAt(0)!);
  }

  /** Width of text the font can print (see `canPrint`), in points. */
  widthOfTextAtSize(text: string, size: number): number {
    let total = 0;
    for (const char of text) total += this.widths.get(char.codePointAt(0)!) ?? 0;
    return (total * size) / 1000;
  }

  /** Text the font can print, as the string of WinAnsi codes a PDF content stream shows. */
  encode(text: string): PDFHexString {
    let hex = "";
    for (const char of text) hex += (this.codes.get(char.codePointAt(0)!) ?? 0x3f).toString(16).padStart(2, "0");
    return PDFHexString.of(hex);
  }
}

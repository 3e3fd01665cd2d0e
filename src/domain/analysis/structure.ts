// The layout of an answer as a reader sees it rendered: list items with their numbers, table rows, headings, the
// trailing sources list, and the sentences inside each.
import type { Span } from "./urls";

/** A list item (or a numbered heading / bold-numbered paragraph), a table row, a heading or a prose paragraph. */
export interface Block extends Span {
  kind: "item" | "row" | "heading" | "paragraph";
  /** Its own text: for an item, its lines without its nested items. */
  parts: Span[];
  /** What a person sees: an item's rendered number, a table data row's number; null otherwise (header rows too). */
  number: number | null;
  /** The enclosing item of a nested item; the heading above a paragraph, item or table. */
  parent: Block | null;
  /** Table rows: the cells, and the header row's cells (column titles). */
  cells?: Span[];
  header?: Block | null;
}

export interface Layout {
  blocks: Block[];
  /** Where the trailing sources/references list starts (the text's length when there is none). */
  bodyEnd: number;
}

interface Line extends Span {
  text: string;
}

const BULLET = /^([ \t]*)(?:[-*+•◦▪‣●·▸►✓✔]|(\d{1,3})[.)])[ \t]+(?=\S)/u;
const NUMBERED_HEADING = /^[ \t]{0,3}#{1,6}[ \t]+(?:\*\*|__)?[ \t]*(\d{1,3})[.)](?:\*\*|__)?[ \t]/;
const HEADING = /^[ \t]{0,3}#{1,6}[ \t]+\S/;
const BOLD_NUMBER = /^[ \t]{0,3}(?:\*\*|__)[ \t]*(\d{1,3})[.)]/;
const TABLE_LINE = /^[ \t]*\|.*\|/;
const TABLE_SEPARATOR = /^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*$/;
const RULE = /^[ \t]{0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

const SOURCES_HEADER =
  /^[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*|__)?[ \t]*(?:sources?|r[ée]f[ée]rences?|referencias|fuentes|quellen(?:angaben)?|quellenverzeichnis|nachweise|citations?|citas|bibliograph\w*|learn more|further reading|read more|en savoir plus|pour aller plus loin|liens(?: utiles)?|m[aá]s informaci[oó]n|enlaces(?: [uú]tiles)?|mehr (?:erfahren|informationen|dazu)|weiterf[uü]hrende links|links)[ \t]*(?:\(\d+\))?[ \t]*(?:\*\*|__)?[ \t]*:?[ \t]*(?:\*\*|__)?[ \t]*(.*)$/iu;
const FOOTNOTE_LINE = /^[ \t]*(?:[-*•][ \t]*)?(?:\[\^?\d{1,3}\]|\^\d{1,3}|\(\d{1,3}\))[:.]?[ \t]*\S/;
const URL_LINE = /^[ \t]*(?:[-*•]|\d{1,3}[.)])?[ \t]*(?:<?https?:\/\/\S+>?|\[[^\]]*\]\(https?:\/\/[^)\s]*(?:[ \t]+"[^"]*")?\))[ \t]*$/;
const HAS_URL = /https?:\/\//;
/** "1. Comparis – Handy-Abos im Vergleich: https://…": a numbered or bulleted line ending in a bare URL. */
const TITLED_URL_LINE = /^[ \t]*(?:[-*•]|\d{1,3}[.)])[ \t]+[^()[\]\n]*?[\s:–—-][ \t]*<?https?:\/\/\S+?>?[ \t]*$/;

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf("\n", start);
    const end = nl < 0 ? text.length : nl;
    lines.push({ start, end, text: text.slice(start, end) });
    if (nl < 0) return lines;
    start = nl + 1;
  }
}

/** The line where a trailing list of sources starts, or `lines.length`. */
function sourcesStart(lines: Line[]): number {
  let last = lines.length - 1;
  while (last >= 0 && lines[last]!.text.trim() === "") last--;
  if (last < 0) return lines.length;
  // A header ("Sources:", "## Références", "**Quellen**") with only sources-like lines below it.
  // Without a header: the run of footnote definitions or bare links that ends the answer.
  let headerless = lines.length;
  let contiguous = true;
  for (let i = last; i >= 0; i--) {
    const text = lines[i]!.text;
    if (text.trim() === "") continue;
    const header = SOURCES_HEADER.exec(text);
    if (header) {
      const rest = header[1] ?? "";
      if (rest.trim() === "" || HAS_URL.test(rest) || FOOTNOTE_LINE.test(rest)) return i;
    }
    const sourceLike = FOOTNOTE_LINE.test(text) || URL_LINE.test(text) || (TITLED_URL_LINE.test(text) && !/\*\*/.test(text));
    const itemWithUrl = (BULLET.test(text) || /^[ \t]+\S/.test(text)) && HAS_URL.test(text);
    if (!sourceLike && !itemWithUrl) break;
    // Ordinary list items with a link may sit above a header, never inside a headerless run.
    contiguous &&= sourceLike;
    if (contiguous) headerless = i;
  }
  return headerless;
}

function cellsOf(line: Line): Span[] {
  const cells: Span[] = [];
  const text = line.text;
  let i = text.indexOf("|");
  while (i >= 0) {
    let j = i + 1;
    while (j < text.length && (text[j] !== "|" || text[j - 1] === "\\")) j++;
    if (j >= text.length) break;
    cells.push({ start: line.start + i + 1, end: line.start + j });
    i = j;
  }
  return cells;
}

interface OpenList {
  indent: number;
  ordered: boolean;
  start: number;
  count: number;
  last: Block;
}

export function layout(text: string): Layout {
  const lines = splitLines(text);
  const firstSource = sourcesStart(lines);
  const bodyEnd = firstSource < lines.length ? lines[firstSource]!.start : text.length;
  const blocks: Block[] = [];
  let lists: OpenList[] = [];
  let heading: Block | null = null;
  /** The block a following line continues (lazy continuation of an item or a paragraph). */
  let open: Block | null = null;
  let blankBefore = false;
  let table: { header: Block | null; rows: number; separatorSeen: boolean } | null = null;

  const add = (block: Block) => {
    blocks.push(block);
    return block;
  };
  const extend = (block: Block, line: Line) => {
    block.parts.push({ start: line.start, end: line.end });
    block.end = line.end;
  };

  for (let index = 0; index < firstSource; index++) {
    const line = lines[index]!;
    const raw = line.text;
    if (raw.trim() === "") {
      blankBefore = true;
      if (open?.kind === "paragraph") open = null;
      table = null;
      continue;
    }
    const span = { start: line.start, end: line.end };

    if (TABLE_LINE.test(raw)) {
      lists = [];
      open = null;
      if (TABLE_SEPARATOR.test(raw)) {
        if (table) table.separatorSeen = true;
      } else {
        const next = lines[index + 1];
        const isHeader = (!table || table.rows === 0) && next !== undefined && TABLE_SEPARATOR.test(next.text);
        table ??= { header: null, rows: 0, separatorSeen: false };
        const row = add({ kind: "row", ...span, parts: [span], number: null, parent: heading, cells: cellsOf(line), header: table.header });
        if (isHeader) table.header = row;
        else row.number = ++table.rows;
      }
      blankBefore = false;
      continue;
    }
    table = null;

    if (RULE.test(raw)) {
      lists = [];
      open = null;
      blankBefore = false;
      continue;
    }

    const numberedHeading = NUMBERED_HEADING.exec(raw);
    if (numberedHeading || HEADING.test(raw)) {
      lists = [];
      const block = add({
        kind: numberedHeading ? "item" : "heading",
        ...span,
        parts: [span],
        number: numberedHeading ? Number(numberedHeading[1]) : null,
        parent: null,
      });
      heading = block;
      open = null;
      blankBefore = false;
      continue;
    }

    const boldNumber = BOLD_NUMBER.exec(raw);
    if (boldNumber) {
      lists = [];
      open = add({ kind: "item", ...span, parts: [span], number: Number(boldNumber[1]), parent: heading });
      blankBefore = false;
      continue;
    }

    const bullet = BULLET.exec(raw);
    if (bullet) {
      const indent = (bullet[1] ?? "").replace(/\t/g, "    ").length;
      const ordered = bullet[2] !== undefined;
      // Close deeper lists; a sibling continues the list at its level unless the kind changes.
      while (lists.length > 0 && lists.at(-1)!.indent > indent + 1) lists.pop();
      let list = lists.at(-1);
      if (list && Math.abs(list.indent - indent) <= 1 && list.ordered !== ordered) {
        lists.pop();
        list = undefined;
      }
      if (list && indent > list.indent + 1) list = undefined;
      const parent = list === undefined && lists.length > 0 ? lists.at(-1)!.last : (list ? lists.at(-2)?.last : undefined) ?? null;
      if (!list) {
        list = { indent, ordered, start: ordered ? Number(bullet[2]) : 1, count: 0, last: null as unknown as Block };
        lists.push(list);
      }
      list.count++;
      const block = add({ kind: "item", ...span, parts: [span], number: list.start + list.count - 1, parent: parent ?? heading });
      list.last = block;
      open = block;
      blankBefore = false;
      continue;
    }

    // Prose: an item's continuation (lazy, or indented after a blank line), else a paragraph that ends the lists.
    const indented = /^[ \t]{2,}/.test(raw);
    if (open?.kind === "item" && (!blankBefore || indented)) {
      extend(open, line);
    } else if (lists.length > 0 && indented) {
      extend(lists.at(-1)!.last, line);
      open = lists.at(-1)!.last;
    } else if (open?.kind === "paragraph" && !blankBefore) {
      extend(open, line);
    } else {
      lists = [];
      open = add({ kind: "paragraph", ...span, parts: [span], number: null, parent: heading });
    }
    blankBefore = false;
  }
  return { blocks, bodyEnd };
}

const ABBREVIATION = /(?:^|[\s(*_[])(?:e\.g|i\.e|a\.m|p\.m|z\.\s?b|d\.\s?h|u\.\s?a|p\.\s?ex|etc|vs|bzw|usw|ca|inkl|evtl|ggf|dr|mr|mrs|ms|st|nr|sr|sra|mme|mlle|approx|env|no|art|abs|bspw|vgl|[a-z])$/iu;

/**
 * Sentences of a span: they end at `.`, `!`, `?` or `…` (and the emphasis closing after it) followed by a space (not
 * after an abbreviation), and at line ends.
 */
export function sentences(text: string, span: Span): Span[] {
  const out: Span[] = [];
  let start = span.start;
  const slice = text.slice(span.start, span.end);
  for (const match of slice.matchAll(SENTENCE_END)) {
    const end = span.start + match.index + match[0].length;
    if (match[0] === "\n") {
      pushSentence(out, text, start, end - 1);
      start = end;
      continue;
    }
    // The dot alone, emphasis aside: after an abbreviation it ends no sentence.
    const dot = span.start + match.index + 1;
    if (match[0].replace(/[*_]+$/, "") === "." && ABBREVIATION.test(text.slice(Math.max(span.start, dot - 8), dot - 1))) continue;
    pushSentence(out, text, start, end);
    start = end;
  }
  pushSentence(out, text, start, span.end);
  return out;
}

// Emphasis may close after the mark: "**Is it still worth it?** Honestly, …".
const SENTENCE_END = /[.!?…]+(?:\*\*|__|\*|_)?(?=\s|$)|\n/g;

/** Adds text[start, end) unless it is blank. */
function pushSentence(out: Span[], text: string, start: number, end: number): void {
  if (text.slice(start, end).trim() !== "") out.push({ start, end });
}

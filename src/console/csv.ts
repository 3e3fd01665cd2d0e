// Tables as CSV that open cleanly in Excel and Google Sheets: UTF-8 with a byte-order mark (Excel reads the accents),
// CRLF line ends, quotes where needed, and the separator the language's spreadsheets expect (a semicolon where the
// comma is the decimal mark, as in French, Spanish and German, whose decimals then use the comma).
import type { Context } from "hono";
import type { Lang } from "@/platform/i18n";
import type { ConsoleEnv } from "./context";

export type Cell = string | number | null | undefined;

const SEPARATOR: Record<Lang, string> = { en: ",", fr: ";", es: ";", de: ";" };

function cell(value: Cell, lang: Lang): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? (SEPARATOR[lang] === ";" ? String(value).replace(".", ",") : String(value)) : value;
  // A leading =, +, - or @ would be read as a formula by spreadsheets (CSV injection): quoted with a leading apostrophe.
  const safe = typeof value === "string" && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";,\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(lang: Lang, header: string[], rows: Cell[][]): string {
  const separator = SEPARATOR[lang];
  return "\uFEFF" + [header, ...rows].map((row) => row.map((v) => cell(v, lang)).join(separator)).join("\r\n") + "\r\n";
}

/** Answers a CSV download named `filename` (ASCII, without the extension). */
export function csvResponse(c: Context<ConsoleEnv>, filename: string, header: string[], rows: Cell[][]) {
  return c.body(toCsv(c.get("lang"), header, rows), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]+/g, "-")}.csv"`,
    "Cache-Control": "no-store",
  });
}

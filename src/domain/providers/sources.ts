// Collects an engine's sources from the several places its response names them (a sources list, citation
// annotations, footnotes), one entry per page however often it appears.
import type { EngineSource } from "./types";

/** Sources kept per answer; an engine reports a few to a few dozen. */
export const MAX_SOURCES = 100;
/** Longer URLs are not kept (the API documents the same bound for citations). */
const MAX_URL_LENGTH = 2048;
/** The API documents titles as labels (`MAX_LENGTH.label`). */
const MAX_TITLE_LENGTH = 200;

/**
 * Two spellings of the same page share a key: the fragment and tracking parameters (`utm_*`, which
 * OpenAI appends to cited URLs) do not make another page, nor does the host's letter case.
 */
export function sourceKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  parsed.hash = "";
  for (const name of [...parsed.searchParams.keys()]) if (name.toLowerCase().startsWith("utm_")) parsed.searchParams.delete(name);
  return parsed.toString();
}

export class SourceCollector {
  private readonly byKey = new Map<string, EngineSource>();

  /** Adds a page (or completes the entry already there); a URL that is not http(s) is ignored. */
  add(url: string | undefined, options: { title?: string | null; cited?: boolean } = {}): void {
    if (!url || url.length > MAX_URL_LENGTH) return;
    const key = sourceKey(url);
    if (key === null) return;
    const title = options.title?.trim() ? options.title.trim().slice(0, MAX_TITLE_LENGTH) : null;
    const existing = this.byKey.get(key);
    if (existing) {
      existing.title ??= title;
      existing.citedInAnswer ||= options.cited === true;
      return;
    }
    if (this.byKey.size >= MAX_SOURCES) return;
    this.byKey.set(key, { url, finalUrl: null, title, citedInAnswer: options.cited === true });
  }

  list(): EngineSource[] {
    return [...this.byKey.values()];
  }
}

// A report's PDF for download: the ETag comes from the data, so an unchanged report answers 304
// without rendering, and a rendered PDF is kept in the Workers cache under that ETag.
import type { Lang } from "@/platform/i18n";
import type { ReportData } from "./data";

/**
 * Bumped when the layout of render.ts changes, so cached PDFs and ETags change with it. Kept here, not in render.ts,
 * so that answering 304 does not load the renderer (pdf-lib).
 */
export const RENDERER_VERSION = 8;

/** How long a rendered PDF stays in the data center's cache (it is also keyed by its ETag). */
export const PDF_CACHE_SECONDS = 86_400;

/** Strong ETag of what the PDF shows: the data, the language and the renderer's version. */
export async function reportEtag(data: ReportData, lang: Lang): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify({ v: RENDERER_VERSION, lang, data })));
  return `"${Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/** True when `If-None-Match` lists the ETag (or `*`), weak or strong. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

/** `maison-lumiere-2026-11-03-ai-visibility.pdf`: ASCII, safe in any header or file system. */
export function reportFilename(clientName: string, completedAt: string | null): string {
  const slug =
    clientName
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/ß/g, "ss")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "client";
  return `${slug}-${(completedAt ?? "").slice(0, 10) || "undated"}-ai-visibility.pdf`;
}

/** Where the rendered PDF is cached: per report, language-independent key space, one entry per ETag. */
export function cacheKey(reportId: number, etag: string): string {
  return `https://report-cache.invalid/reports/${reportId}/${etag.replace(/"/g, "")}.pdf`;
}

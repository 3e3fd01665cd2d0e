// Handlers of the Reports group.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reports as reportsTable } from "@/db/schema";
import * as reports from "@/domain/audits";
import type { AppRouteHandler } from "@/platform/context";
import { detailBody, listBody } from "@/platform/envelope";
import { ApiError } from "@/platform/errors";
import { loadReportData } from "@/reports/data";
import { cacheKey, etagMatches, PDF_CACHE_SECONDS, reportEtag, reportFilename } from "@/reports/download";
import type { DownloadRoute, GetRoute, ListRoute } from "./reports.routes";

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { page, per_page, ...filters } = c.req.valid("query");
  const { items, total } = await reports.listReports(getDb(c.env), c.get("caller").accountId, filters, { page, per_page }, new URL(c.req.url).origin);
  return c.json(listBody(items, { page, per_page }, total), 200);
};

export const get: AppRouteHandler<GetRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const report = await reports.getReport(getDb(c.env), c.get("caller").accountId, id, new URL(c.req.url).origin);
  if (!report) throw new ApiError(404, `Report ${id} not found.`);
  return c.json(detailBody(report), 200);
};

export const download: AppRouteHandler<DownloadRoute> = async (c) => {
  const { id } = c.req.valid("param");
  const db = getDb(c.env);
  const data = await loadReportData(db, c.get("caller").accountId, id);
  if (!data) throw new ApiError(404, `Report ${id} not found.`);
  if (data.audit.status !== "completed") throw new ApiError(409, `Report ${id} cannot be printed: its audit ${data.audit.id} is ${data.audit.status}, not completed.`);
  const lang = c.req.valid("query").lang ?? reports.reportLanguage(data.report.language);
  const etag = await reportEtag(data, lang);
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${reportFilename(data.client.name, data.audit.completedAt)}"`,
    ETag: etag,
    "Cache-Control": "private, no-cache",
  };
  if (etagMatches(c.req.valid("header")["if-none-match"], etag)) {
    return c.body(null, 304, { ETag: etag, "Cache-Control": headers["Cache-Control"] });
  }
  const key = cacheKey(id, etag);
  const cached = await caches.default.match(key);
  if (cached) return c.body(await cached.arrayBuffer(), 200, { ...headers, "X-Report-Cache": "hit" });
  // Imported on the first render: the renderer (pdf-lib) is needed by few requests, and the fonts are Worker data
  // modules that Node tooling (lint, docs) cannot load.
  const [{ renderReport }, { FONTS }] = await Promise.all([import("@/reports/render"), import("@/reports/fonts")]);
  const { bytes, pageCount } = await renderReport(data, lang, FONTS);
  c.executionCtx.waitUntil(
    Promise.all([
      caches.default.put(key, new Response(bytes, { headers: { "Content-Type": "application/pdf", "Cache-Control": `public, max-age=${PDF_CACHE_SECONDS}` } })),
      // The report's own language is the one its page count and size describe.
      lang === reports.reportLanguage(data.report.language)
        ? db.update(reportsTable).set({ status: "rendered", pageCount, sizeBytes: bytes.byteLength, renderedAt: new Date() }).where(eq(reportsTable.id, id))
        : Promise.resolve(),
    ]).catch((error: unknown) => console.error(`report ${id}: could not cache or record the rendered PDF`, error)),
  );
  return c.body(bytes, 200, { ...headers, "X-Report-Cache": "miss" });
};
